import {
  type DistanceSettings,
  NO_PLACES_SETTINGS,
  type PlacesSettings,
  type PlacesSettingsAnswer,
} from '../places/places.schemas.ts';
import { z } from '../zod.ts';
import { shiftOneYear } from './next-edition.ts';

/**
 * What 'Duplicar' copies into next year's edition besides the race, the place and the dates one year on
 * (docs/product-choices.md, 'Duplicar asks what to copy'). Each part is a checkbox of the back-office's dialog.
 */
export const DUPLICATE_PARTS = ['descripcion', 'categorias', 'parejas', 'cupos', 'pagos'] as const;
export type DuplicatePart = (typeof DUPLICATE_PARTS)[number];

/** The dialog's labels and hints (usted: the back office). */
export const DUPLICATE_PART_LABELS: Record<DuplicatePart, { label: string; hint: string }> = {
  descripcion: {
    label: 'Descripción',
    hint: 'Suele mencionar fechas y datos de esta edición: revísela si la copia.',
  },
  categorias: { label: 'Distancias y categorías', hint: 'Las mismas categorías de esta edición.' },
  parejas: { label: 'Inscripción en parejas', hint: 'Si esta edición la permite, la nueva también.' },
  cupos: {
    label: 'Cupos y lista de espera',
    hint: 'Cupo total, por distancia y por categoría; promoción automática y lista pública.',
  },
  pagos: {
    label: 'Precios y medios de pago',
    hint: 'Precios (el anticipado con su fecha un año después), alias, CBU, link, efectivo, WhatsApp, retiro de kit y recordatorio.',
  },
};

/**
 * Body of POST /api/events/{id}/duplicate. Defaults: the structure of the edition (categories, pairs rule, places,
 * prices and payment methods) is copied; the description, which speaks of this edition, is not unless asked.
 * Places and per-distance prices need the categories (a distance is offered through its categories): without
 * them only the event-wide limit and payment methods are copied.
 */
export const duplicateEventSchema = z.object({
  descripcion: z.boolean().default(false),
  categorias: z.boolean().default(true),
  parejas: z.boolean().default(true),
  cupos: z.boolean().default(true),
  pagos: z.boolean().default(true),
});
export type DuplicateChoice = z.output<typeof duplicateEventSchema>;
export type DuplicateChoiceInput = z.input<typeof duplicateEventSchema>;

/** The dialog's checkboxes before the admin changes them: the schema's defaults. */
export const DEFAULT_DUPLICATE_CHOICE: DuplicateChoice = duplicateEventSchema.parse({});

/** An edition's registration settings as the copy reads them: the event's row, its distances' and its categories'. */
export interface EditionRegistration {
  registration: Omit<PlacesSettingsAnswer, 'distancias' | 'categorias'> | null;
  distancias: readonly DistanceSettings[];
  categorias: readonly { categoryId: number; cupo: number | null }[];
}

/**
 * The registration settings next year's edition starts with, or null when the choice copies none of them:
 * places (`cupos`) and prices with payment methods (`pagos`) as chosen, the early-price deadline one year on,
 * the distances' and categories' rows only with the categories; what is not copied starts as a new event's.
 */
export function copiedRegistrationSettings(
  source: EditionRegistration,
  choice: DuplicateChoice,
): PlacesSettings | null {
  if (!choice.cupos && !choice.pagos) return null;
  const from = source.registration ?? NO_PLACES_SETTINGS;
  const none = NO_PLACES_SETTINGS;
  const places = choice.cupos;
  const fees = choice.pagos;
  const distancias = (choice.categorias ? source.distancias : [])
    .map((d) => ({
      distancia: d.distancia,
      cupo: places ? d.cupo : null,
      precio: fees ? d.precio : null,
      precioAnticipado: fees ? d.precioAnticipado : null,
    }))
    .filter((d) => d.cupo !== null || d.precio !== null || d.precioAnticipado !== null);
  return {
    cupoTotal: places ? from.cupoTotal : none.cupoTotal,
    promocionAutomatica: places ? from.promocionAutomatica : none.promocionAutomatica,
    listaPublica: places ? from.listaPublica : none.listaPublica,
    fechaFinAnticipado: fees && from.fechaFinAnticipado ? shiftOneYear(from.fechaFinAnticipado) : null,
    pagoAlias: fees ? from.pagoAlias : none.pagoAlias,
    pagoCbu: fees ? from.pagoCbu : none.pagoCbu,
    pagoLink: fees ? from.pagoLink : none.pagoLink,
    pagoEfectivo: fees ? from.pagoEfectivo : none.pagoEfectivo,
    pagoNotas: fees ? from.pagoNotas : none.pagoNotas,
    whatsappOrganizador: fees ? from.whatsappOrganizador : none.whatsappOrganizador,
    retiroKit: fees ? from.retiroKit : none.retiroKit,
    plantillaRecordatorio: fees ? from.plantillaRecordatorio : none.plantillaRecordatorio,
    distancias,
    categorias:
      choice.categorias && places
        ? source.categorias.filter((c) => c.cupo !== null).map((c) => ({ categoryId: c.categoryId, cupo: c.cupo }))
        : [],
  };
}
