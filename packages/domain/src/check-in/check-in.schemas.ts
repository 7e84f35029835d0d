import { messages } from '../messages.ts';
import { deskInscriptionSchema } from '../payments/payments.schemas.ts';
import { z } from '../zod.ts';

/** Spanish texts of the race-morning check-in screen (docs/product-choices.md). */
export const checkInMessages = {
  noFreeBib: 'No se pudo asignar un dorsal libre. Intente de nuevo.',
};

/** How many inscriptions one check-in search answers: enough to pick from, short enough to scan. */
export const CHECK_IN_MAX_RESULTS = 20;

/** GET /api/admin/events/:eventId/check-in?q=: a DNI, a name, a surname or a bib. */
export const checkInQuerySchema = z.object({
  q: z.string().trim().max(100, messages.textTooLong).optional().default(''),
});

/** Each inscription found, with its money (payments/payments.schemas.ts). */
export const checkInSearchSchema = z.object({ items: z.array(deskInscriptionSchema) });

/** GET /api/admin/events/:eventId/next-bib: the lowest bib not yet given in the event. */
export const nextBibSchema = z.object({ dorsal: z.number().int().positive() });

/** POST /api/admin/inscriptions/:id/next-bib. */
export const inscriptionIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
