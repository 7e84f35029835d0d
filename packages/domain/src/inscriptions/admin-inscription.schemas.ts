import { z } from '../zod.ts';
import { inscriptionListSchema, inscriptionSchema } from './inscription.schemas.ts';

/** Personal, contact and medical data of a participant: admins only (D15), for the grid and its exports. */
export const participantDataSchema = z.object({
  fechaNacimiento: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  telefono: z.string(),
  pais: z.string(),
  provincia: z.string(),
  obraSocial: z.string().nullable(),
  grupoSanguineo: z.string(),
  alergia: z.string().nullable(),
});
export type ParticipantData = z.infer<typeof participantDataSchema>;

/** An inscription as GET /api/admin/inscriptions gives it: with the holder's and the partner's data. */
export const adminInscriptionSchema = inscriptionSchema.extend({
  runnerData: participantDataSchema,
  partnerData: participantDataSchema.nullable(),
});
export type AdminInscription = z.infer<typeof adminInscriptionSchema>;

export const adminInscriptionListSchema = inscriptionListSchema.extend({ items: z.array(adminInscriptionSchema) });
export type AdminInscriptionList = z.infer<typeof adminInscriptionListSchema>;
