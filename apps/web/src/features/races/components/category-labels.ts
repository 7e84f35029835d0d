import type { CategorySex } from '@carreras/domain/limits';

export const SEX_LABELS: Record<CategorySex, string> = { M: 'Masculino', F: 'Femenino', MIXTO: 'Mixto' };
