import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEventCategories } from '../../../api/events.ts';
import { ALL_EVENTS, type EventChoice, eventOptionLabel } from '../../../hooks/use-event-choice.ts';
import { useEventOptions } from '../api/get-event-options.ts';
import type { InscriptionFilters, YesNo } from '../api/get-inscriptions.ts';

export interface FilterState extends Omit<InscriptionFilters, 'searchTerm'> {
  /** What the user typed; the list searches it debounced, from 3 characters. */
  typed: string;
}

export const EMPTY_FILTERS: FilterState = { typed: '' };

const yesNo = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** The payment select's third choice: payments runners reported ('Ya pagué') that wait for verification. */
const REPORTED = 'informado';

interface InscriptionFiltersProps {
  /** The filters, with `event` the chosen event's id (undefined for 'Todos'). */
  value: FilterState;
  onChange: (next: FilterState) => void;
  /** The event shown (D17 by default; see useEventChoice) and how to change it. */
  eventChoice: EventChoice | null | undefined;
  onEventChoice: (next: EventChoice) => void;
  /** The search's own problem (e.g. the server's 'Búsqueda demasiado larga'), shown under the box. */
  searchError?: string;
}

/** Filters of spec 001: event, search, category, distance, payment, attendance, type and bib. */
export function InscriptionFiltersBar({
  value,
  onChange,
  eventChoice,
  onEventChoice,
  searchError,
}: InscriptionFiltersProps) {
  const events = useEventOptions();
  const choices = useEventCategories(value.event ?? null);
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const categories = (choices.data?.categories ?? []).filter(
    (c) => value.distancia === undefined || c.distancia === value.distancia,
  );

  return (
    <Stack gap="sm">
      <Select
        label="Evento"
        maw={480}
        placeholder={events.isPending ? 'Cargando…' : 'Todos'}
        data={[
          { value: ALL_EVENTS, label: 'Todos' },
          ...(events.data ?? []).map((e) => ({ value: String(e.id), label: eventOptionLabel(e) })),
        ]}
        value={eventChoice === undefined || eventChoice === null ? null : String(eventChoice)}
        onChange={(id) => {
          if (id === null) return;
          onEventChoice(id === ALL_EVENTS ? ALL_EVENTS : Number(id));
        }}
        allowDeselect={false}
        error={events.isError ? 'Error al cargar eventos' : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextInput
          label="Buscar"
          description="Nombre, apellido o DNI (mínimo 3 caracteres)"
          value={value.typed}
          onChange={(event) => set({ typed: event.currentTarget.value })}
          error={searchError}
        />
        <Select
          label="Distancia"
          placeholder={value.event ? 'Todas' : 'Elija un evento'}
          disabled={!value.event}
          data={(choices.data?.distances ?? []).map((d) => ({ value: String(d), label: `${d} km` }))}
          value={value.distancia ? String(value.distancia) : null}
          onChange={(d) => set({ distancia: d ? Number(d) : undefined, categoria: undefined })}
          clearable
        />
        <Select
          label="Categoría"
          placeholder={value.event ? 'Todas' : 'Elija un evento'}
          disabled={!value.event}
          data={[...new Set(categories.map((c) => c.nombre))]}
          value={value.categoria ?? null}
          onChange={(c) => set({ categoria: c ?? undefined })}
          searchable
          clearable
        />
        <Select
          label="Pago"
          placeholder="Todos"
          data={[...yesNo('Pagado', 'Pendiente'), { value: REPORTED, label: 'Pago informado' }]}
          value={value.pagoInformado === 'true' ? REPORTED : (value.pagoConfirmado ?? null)}
          onChange={(v) =>
            set(
              v === REPORTED
                ? { pagoConfirmado: undefined, pagoInformado: 'true' }
                : { pagoConfirmado: (v as YesNo | null) ?? undefined, pagoInformado: undefined },
            )
          }
          clearable
        />
        <Select
          label="Asistencia"
          placeholder="Todas"
          data={yesNo('Presente', 'No confirmado')}
          value={value.asistenciaConfirmada ?? null}
          onChange={(v) => set({ asistenciaConfirmada: (v as YesNo | null) ?? undefined })}
          clearable
        />
        <Select
          label="Tipo"
          placeholder="Todos"
          data={yesNo('Equipo', 'Individual')}
          value={value.esEquipo ?? null}
          onChange={(v) => set({ esEquipo: (v as YesNo | null) ?? undefined })}
          clearable
        />
        <Select
          label="Dorsal"
          placeholder="Todos"
          data={yesNo('Con dorsal asignado', 'Sin dorsal asignado')}
          value={value.tieneDorsal ?? null}
          onChange={(v) => set({ tieneDorsal: (v as YesNo | null) ?? undefined })}
          clearable
        />
        <Button
          variant="default"
          onClick={() => onChange({ ...EMPTY_FILTERS, runnerId: value.runnerId, event: value.event })}
          mt="lg"
        >
          Limpiar filtros
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
