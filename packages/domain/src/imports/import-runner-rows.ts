import { adminUpdateRunnerSchema } from '../runners/admin-runner.schemas.ts';
import { whatsappDigits } from '../runners/phone-number.ts';
import { cellText, type ImportCell, normaliseBloodGroup, parseImportDate, parseImportSex } from './import-cells.ts';
import type { ImportField } from './import-columns.ts';
import { DEFAULT_COUNTRY, type ExistingRunner } from './import-plan-types.ts';
import { type AdminRunnerData, fieldReason, rowNames, schemaMotivos } from './import-rows.ts';

// A row of the runners import as a runner: the fields it gives, checked by the admin form's schema.

type RowValues = Partial<Record<ImportField, ImportCell>>;

/** The runner fields a row gives, as text, before the product's schema checks them; problems found on the way. */
function runnerInput(values: RowValues, today: string) {
  const text = (field: ImportField) => cellText(values[field]);
  const problems: string[] = [];
  const { nombre, apellido } = rowNames(values);
  const input: Record<string, string> = {};
  const put = (key: string, value: string) => {
    if (value !== '') input[key] = value;
  };
  put('nombre', nombre);
  put('apellido', apellido);
  const sexText = text('sexo');
  if (sexText) {
    const sex = parseImportSex(sexText);
    if (sex) input.sexo = sex;
    else problems.push(fieldReason('sexo', `no se reconoce «${sexText}»; use F o M (Femenino, Masculino)`));
  }
  const dateCell = values.fechaNacimiento;
  if (cellText(dateCell)) {
    const date = parseImportDate(dateCell ?? null, today);
    if (date) input.fechaNacimiento = date;
    else
      problems.push(fieldReason('fechaNacimiento', `«${cellText(dateCell)}» no es una fecha válida; use dd/mm/aaaa`));
  }
  put('email', text('email'));
  const ownPhones = text('whatsapp') !== '' && text('telefono') !== '';
  const onePhone = text('whatsapp') || text('telefono');
  put('whatsapp', onePhone);
  // A sheet's only phone is the runner's mobile ('Celular'): the emergency phone keeps it one, not a landline.
  put('telefono', ownPhones ? text('telefono') : (whatsappDigits(onePhone) ?? onePhone));
  put('pais', text('pais'));
  put('provincia', text('provincia'));
  put('obraSocial', text('obraSocial'));
  put('grupoSanguineo', text('grupoSanguineo') ? normaliseBloodGroup(text('grupoSanguineo')) : '');
  put('alergia', text('alergia'));
  // An empty club cell gives none: a registered runner keeps the club they have.
  put('club', text('club'));
  return { input, problems, reported: new Set(problemFields(sexText, dateCell, input)) };
}

function problemFields(sexText: string, dateCell: ImportCell | undefined, input: Record<string, string>): string[] {
  const fields: string[] = [];
  if (sexText && !input.sexo) fields.push('sexo');
  if (cellText(dateCell) && !input.fechaNacimiento) fields.push('fechaNacimiento');
  return fields;
}

export type Checked = { ok: true; data: AdminRunnerData } | { ok: false; motivos: string[] };

/** A new runner: every field the product asks for, checked by the admin form's schema. */
export function checkNewRunner(dni: string, values: RowValues, today: string): Checked {
  const { input, problems, reported } = runnerInput(values, today);
  const parsed = adminUpdateRunnerSchema.safeParse({ pais: DEFAULT_COUNTRY, ...input, dni });
  const motivos = [...problems, ...(parsed.success ? [] : schemaMotivos(parsed.error, reported))];
  return motivos.length === 0 && parsed.success ? { ok: true, data: parsed.data } : { ok: false, motivos };
}

/** A registered runner updated: the fields the row fills replace theirs, checked by the same schema. */
export function checkUpdatedRunner(existing: ExistingRunner, values: RowValues, today: string): Checked {
  const { input, problems, reported } = runnerInput(values, today);
  const parsed = adminUpdateRunnerSchema.partial().safeParse(input);
  const motivos = [...problems, ...(parsed.success ? [] : schemaMotivos(parsed.error, reported))];
  if (motivos.length > 0 || !parsed.success) return { ok: false, motivos };
  const { id: _id, enrolled: _enrolled, ...stored } = existing;
  const changes = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  return { ok: true, data: { ...stored, ...changes, dni: existing.dni } };
}
