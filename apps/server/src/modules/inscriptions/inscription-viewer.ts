import type { InscriptionViewer } from '@carreras/domain/inscriptions/inscription-access';
import type { Principal } from '../../lib/principal-types.ts';

/** The caller as the domain's access rules (inscription-access.ts) know them. */
export function viewerOf(principal: Principal): InscriptionViewer {
  return principal.type === 'admin'
    ? { type: 'admin' }
    : { type: 'runner', id: principal.runner.id, dni: principal.runner.dni };
}
