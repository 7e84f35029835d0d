import type { RiderStatus } from '@carreras/domain/results/result-status';
import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO-8601 text and dates yyyy-mm-dd text on both dialects, so they never shift. */
type Timestamp = ColumnType<string, string | undefined, string>;
/** A nullable column added later: inserts written before it may leave it out. */
type Added<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface RunnersTable {
  id: Generated<number>;
  nombre: string;
  apellido: string;
  dni: string;
  sexo: 'M' | 'F';
  fecha_nacimiento: string;
  email: string;
  whatsapp: string;
  telefono: string;
  pais: string;
  provincia: string;
  obra_social: string | null;
  grupo_sanguineo: string;
  alergia: string | null;
  /** Optional free text (migration 021); null when the runner gave none. */
  club: Added<string>;
  password_hash: string;
  password_change_count: Generated<number>;
  /** Raised on every password change or reset; tokens carry it and die when it moves on. */
  token_version: Generated<number>;
  requiere_cambio_password: Generated<boolean>;
  /**
   * Name, surname and DNI folded by runnerSearchText (domain search-key), for the back-office searches. The
   * runners repository writes it with those fields; a row inserted elsewhere keeps '' and is not found.
   */
  search_text: Generated<string>;
  /** Surname and name as nameSortKey (domain name-order) keys them, for lists in Spanish order; kept as search_text is. */
  sort_name: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminsTable {
  id: Generated<number>;
  dni: string;
  nombre: string | null;
  password_hash: string;
  role: 'admin' | 'super_admin';
  activo: Generated<boolean>;
  token_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RacesTable {
  id: Generated<number>;
  nombre: string;
  descripcion: string | null;
  activo: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ModalitiesTable {
  id: Generated<number>;
  race_id: number;
  nombre: string;
  distancia: number;
  descripcion: string | null;
  activo: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  race_id: number;
  modality_id: number;
  nombre: string;
  distancia: number;
  sexo: 'M' | 'F' | 'MIXTO';
  es_libre: Generated<boolean>;
  edad_minima: number | null;
  edad_maxima: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventsTable {
  id: Generated<number>;
  race_id: number;
  nombre: string;
  fecha: string;
  lugar: string;
  descripcion: string | null;
  activo: Generated<boolean>;
  permite_parejas: Generated<boolean>;
  fecha_apertura_inscripciones: string;
  fecha_cierre_inscripciones: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventCategoriesTable {
  event_id: number;
  category_id: number;
}

export interface InscriptionsTable {
  id: Generated<number>;
  runner_id: number;
  event_id: number;
  category_id: number | null;
  distancia: number;
  categoria: string;
  es_equipo: Generated<boolean>;
  /** The invited or confirmed partner; unique per event (migration 005). */
  partner_runner_id: number | null;
  /** True while a pair made by a runner waits for the partner's consent; the partner is not a participant yet. */
  partner_pending: Generated<boolean>;
  pago_confirmado: Generated<boolean>;
  inscripcion_confirmada: Generated<boolean>;
  asistencia_confirmada: Generated<boolean>;
  numero_dorsal_asignado: number | null;
  /** Price per person when enrolled (early-bird or full); null when the event set none (migration 008). */
  precio_unitario: Added<number>;
  /** When the runner said 'Ya pagué'; cleared by nothing, superseded by pago_confirmado. */
  pago_informado_at: Added<string>;
  pago_referencia: Added<string>;
  /** When the inscription came from the waiting list. */
  promovida_at: Added<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An event's registration settings (migration 008); its row is locked by every inscription of the event. */
export interface EventRegistrationTable {
  event_id: number;
  cupo_total: number | null;
  promocion_automatica: Generated<boolean>;
  lista_publica: Generated<boolean>;
  fecha_fin_anticipado: string | null;
  pago_alias: string | null;
  pago_cbu: string | null;
  pago_link: string | null;
  pago_efectivo: Generated<boolean>;
  pago_notas: string | null;
  whatsapp_organizador: string | null;
  retiro_kit: string | null;
  plantilla_recordatorio: string | null;
  lock_version: Generated<number>;
}

export interface EventDistanceSettingsTable {
  event_id: number;
  distancia: number;
  cupo: number | null;
  precio: number | null;
  precio_anticipado: number | null;
}

/** A place limit of one category of an event (migration 009). */
export interface EventCategorySettingsTable {
  event_id: number;
  category_id: number;
  cupo: number;
}

export interface WaitingListTable {
  id: Generated<number>;
  event_id: number;
  runner_id: number;
  category_id: number | null;
  distancia: number;
  categoria: string;
  created_at: string;
}

/**
 * One row per person taking part in an event: the holder of an inscription and, for a pair,
 * the partner. Its primary key makes "one inscription per runner and event" hold for partners too.
 */
export interface EventParticipantsTable {
  event_id: number;
  runner_id: number;
  inscription_id: number;
}

export interface TimingConfigsTable {
  event_id: number;
  distancia: number;
  laps: number;
  enabled: boolean;
  /** A bib's passage closer than this to its previous counted one is a repeat (decision 007). */
  min_lap_seconds: Generated<number>;
}

export interface StartGroupsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  /** Epoch milliseconds of the start; null until scheduled. */
  start_time: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StartGroupCategoriesTable {
  start_group_id: number;
  event_id: number;
  category_id: number;
}

export interface TimeRecordsTable {
  id: Generated<number>;
  event_id: number;
  /** Generated on the timing device; the same record sent twice is stored once (D10). */
  client_id: string;
  /** Null for a quick record without a bib (D10). */
  dorsal: number | null;
  lap: number | null;
  /** Milliseconds since the start of the group. */
  time_ms: number;
  /** Epoch milliseconds when the record was taken on the device. */
  recorded_at: number;
  group_id: number | null;
  distancia: number | null;
  /** The role of the device that took it (decision 014). */
  device: ColumnType<'primary' | 'backup', 'primary' | 'backup' | undefined, 'primary' | 'backup'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ResultAdjustmentsTable {
  event_id: number;
  dorsal: number;
  penalty_ms: Generated<number>;
  status: RiderStatus | null;
  updated_at: Timestamp;
}

/** An administrator's decision on a time record: voided, or a repeat counted as a real passage (decision 007). */
export interface TimeRecordMarksTable {
  time_record_id: number;
  event_id: number;
  mark: 'VOIDED' | 'COUNTED';
  admin_id: number | null;
  updated_at: string;
}

/** A bib correction of a time record (the record itself keeps the bib as taken). */
export interface TimeRecordCorrectionsTable {
  id: Generated<number>;
  event_id: number;
  time_record_id: number;
  previous_dorsal: number | null;
  dorsal: number;
  admin_id: number | null;
  created_at: string;
}

/** A lap time set by an administrator, in place of the one derived from the records. */
export interface LapTimeOverridesTable {
  event_id: number;
  dorsal: number;
  lap: number;
  time_ms: number;
  admin_id: number | null;
  updated_at: string;
}

/** An import's temporary password (by its hash) and the last day it signs in (yyyy-mm-dd). */
export interface TemporaryPasswordsTable {
  runner_id: number;
  password_hash: string;
  last_day: string;
  created_at: string;
}

/** One row per account kind, DNI and client address (migration 006). */
export interface LoginFailuresTable {
  user_type: 'runner' | 'admin';
  dni: string;
  address: string;
  /** Attempts counted as failed in the current run (an admitted attempt counts until it succeeds). */
  failures: number;
  /** Epoch milliseconds. */
  last_attempt_at: number;
  /** No attempt for this DNI from this address is admitted before this instant (epoch ms). */
  blocked_until: number;
  /** Random id of the last admitted attempt: tells a request whether it was the one admitted. */
  attempt_id: string;
}

/** Tokens ended by POST /api/auth/logout, kept until they would have expired anyway. */
/** A message to send (migration 018, docs/decisions/017-mail-outbox.md); times in epoch ms. */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  status: ColumnType<
    'pending' | 'sending' | 'sent' | 'failed',
    'pending' | undefined,
    'pending' | 'sending' | 'sent' | 'failed'
  >;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** Who holds the row while sending it, and until when (another process takes it over after). */
  lease_owner: string | null;
  lease_until: number | null;
  /** The SMTP server's last answer (or the connection's error). */
  last_response: string | null;
  created_at: string;
  sent_at: string | null;
  /** The HTML part, when the message has one (migration 019). */
  html: Added<string>;
  /** JSON: [{ filename, contentType, content }] with text content (an .ics). */
  attachments: Added<string>;
  /** Whom and what the message is about, for the back-office's list of a runner's messages. */
  runner_id: Added<number>;
  event_id: Added<number>;
  inscription_id: Added<number>;
  /** The message this one sends again ('Reenviar'). */
  resent_from: Added<number>;
  /** Unique when set: a message that must be written once (results published, migration 022). */
  dedupe_key: Added<string>;
}

/** Which kinds of message an event sends (migration 022); no row: every kind on. */
export interface EventMailSettingsTable {
  event_id: number;
  inscription_received: Generated<boolean>;
  payment_verified: Generated<boolean>;
  waiting_promoted: Generated<boolean>;
  bib_assigned: Generated<boolean>;
  results_published: Generated<boolean>;
  updated_at: string;
}

/** A distance of an event whose 'results published' messages were written (migration 022). */
export interface ResultsMailingsTable {
  event_id: number;
  distancia: number;
  messages: number;
  created_at: string;
}

/** A password-reset link by its token's SHA-256; dead once the password (its fingerprint) changes. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  runner_id: number;
  token_hash: string;
  password_fingerprint: string;
  expires_at: number;
  created_at: string;
}

export interface RevokedTokensTable {
  /** The token's signature, as sent (canonical base64url). */
  signature: string;
  expires_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_type: 'runner' | 'admin' | 'system';
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  detail: string | null;
}

/** A payment event of an inscription (decision 015): never deleted, an undo voids it. */
export interface PaymentsTable {
  id: Generated<number>;
  inscription_id: number;
  event_id: number;
  /** Whose share it pays: the holder or, in a pair, the partner. */
  runner_id: number | null;
  monto: number;
  metodo: 'efectivo' | 'transferencia' | 'link' | 'exento';
  referencia: string | null;
  motivo: string | null;
  admin_id: number | null;
  created_at: string;
  voided_at: string | null;
  voided_by: number | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** One fixed window of a request limit (rate-limits.ts): shared by every server process on the database. */
export interface RateLimitsTable {
  /** The limited route, 'POST /api/auth/login' and so on. */
  bucket: string;
  /** The client address, or 'runner:N' for limits per runner. */
  client_key: string;
  /** Epoch milliseconds. */
  window_start: number;
  expires_at: number;
  hits: number;
}

/** A season's standings over several events (migration 014). */
export interface ChampionshipsTable {
  id: Generated<number>;
  nombre: string;
  anio: number;
  /** The Scoring (domain championship.schemas) as JSON text. */
  scoring: string;
  /** Public once published; new championships start as drafts (migration 023). */
  publicado: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The events of a championship, `position` 1 for fecha 1. */
export interface ChampionshipEventsTable {
  championship_id: number;
  event_id: number;
  position: number;
}

/**
 * A rider of a past edition known only by the sheet's name (migration 020, docs/decisions/018-results-by-name.md):
 * timed by bib like an inscription, linked to a runner later.
 */
export interface ResultEntriesTable {
  id: Generated<number>;
  event_id: number;
  distancia: number;
  category_id: number | null;
  categoria: string;
  dorsal: number;
  /** The name as the sheet writes it. */
  nombre: string;
  /** searchKey of the name: who the same rider is across a championship's dates while unlinked. */
  name_key: string;
  dni: string | null;
  club: string | null;
  runner_id: number | null;
  created_at: string;
}

/** A control on the course of a distance (migration 024, docs/decisions/019-controls-on-the-course.md). */
export interface ControlPointsTable {
  id: Generated<number>;
  event_id: number;
  distancia: number;
  /** Position along the course, unique in the distance. */
  orden: number;
  nombre: string;
  km: number;
  obligatorio: boolean;
  /** Cut-off as 'HH:mm' on the event's day, or minutes after the rider's own start; never both. */
  cutoff_clock: string | null;
  cutoff_minutes: number | null;
  /** The lap it is on in a lap race; null on every lap. */
  vuelta: number | null;
  created_at: string;
  updated_at: string;
}

/** A volunteer link recording at one control: only its token's hash is kept (decision 019). */
export interface ControlLinksTable {
  id: Generated<number>;
  event_id: number;
  point_id: number;
  token_hash: string;
  label: string;
  /** Epoch ms: the end of the event's day in the organiser's zone. */
  expires_at: number;
  revoked_at: number | null;
  created_by: number | null;
  created_at: string;
}

/** A passage typed at a control; judged on every read (decision 019). */
export interface ControlPassagesTable {
  id: Generated<number>;
  event_id: number;
  point_id: number;
  link_id: number;
  /** Generated on the phone; unique per link, so a retry is the same passage (D10). */
  client_id: string;
  dorsal: number;
  /** Epoch ms when it was typed (the phone's clock corrected by its offset to the server). */
  recorded_at: number;
  device: 'primary' | 'backup';
  voided_at: number | null;
  voided_by: number | null;
  created_at: string;
}

export interface Database {
  runners: RunnersTable;
  admins: AdminsTable;
  races: RacesTable;
  modalities: ModalitiesTable;
  categories: CategoriesTable;
  events: EventsTable;
  event_categories: EventCategoriesTable;
  inscriptions: InscriptionsTable;
  event_registration: EventRegistrationTable;
  event_distance_settings: EventDistanceSettingsTable;
  event_category_settings: EventCategorySettingsTable;
  waiting_list: WaitingListTable;
  event_participants: EventParticipantsTable;
  timing_configs: TimingConfigsTable;
  start_groups: StartGroupsTable;
  start_group_categories: StartGroupCategoriesTable;
  time_records: TimeRecordsTable;
  result_adjustments: ResultAdjustmentsTable;
  time_record_corrections: TimeRecordCorrectionsTable;
  time_record_marks: TimeRecordMarksTable;
  lap_time_overrides: LapTimeOverridesTable;
  login_failures: LoginFailuresTable;
  temporary_passwords: TemporaryPasswordsTable;
  audit_log: AuditLogTable;
  app_meta: AppMetaTable;
  rate_limits: RateLimitsTable;
  revoked_tokens: RevokedTokensTable;
  outbox: OutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  championships: ChampionshipsTable;
  championship_events: ChampionshipEventsTable;
  payments: PaymentsTable;
  result_entries: ResultEntriesTable;
  control_points: ControlPointsTable;
  control_links: ControlLinksTable;
  control_passages: ControlPassagesTable;
  event_mail_settings: EventMailSettingsTable;
  results_mailings: ResultsMailingsTable;
}

/** Columns stored as 0/1 by SQLite that every repository reads as booleans. */
export const BOOLEAN_COLUMNS = new Set([
  'activo',
  'publicado',
  'permite_parejas',
  'es_libre',
  'es_equipo',
  'partner_pending',
  'pago_confirmado',
  'inscripcion_confirmada',
  'asistencia_confirmada',
  'requiere_cambio_password',
  'enabled',
  'promocion_automatica',
  'lista_publica',
  'pago_efectivo',
]);
