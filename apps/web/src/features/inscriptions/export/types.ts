import type { inscriptionPersonSchema } from '@carreras/domain/inscriptions/inscription.schemas';
import type { z } from 'zod';

export type InscriptionPerson = z.infer<typeof inscriptionPersonSchema>;
