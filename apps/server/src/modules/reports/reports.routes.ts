import { todayInOrganiserZone } from '@carreras/domain/dates';
import { apiErrorSchema } from '@carreras/domain/errors';
import { inscriptionMessages } from '@carreras/domain/inscriptions/inscription.messages';
import {
  categoryReportRowSchema,
  distanceReportRowSchema,
  percentConfirmed,
  REPORT_FILE_NAMES,
  reportQuerySchema,
} from '@carreras/domain/reports/report.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { attachmentHeader, type SheetSpec, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { computeResults } from '../results/results.service.ts';
import { lapTimeSheets, resultSheets } from '../results/results-sheets.ts';
import { lapsConfig } from '../timing/timing.repository.ts';
import { inscriptionRows, reportByCategory, reportByDistance, runnerRows } from './reports.repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const yesNo = (value: unknown) => (value ? 'Sí' : 'No');
const sexName = (sexo: string) => (sexo === 'F' ? 'Femenino' : 'Masculino');

/** The kinds exported here; results and lap times are computed by the results module. */
export const LIST_EXPORT_KINDS = [
  'distancia',
  'categoria',
  'corredores',
  'inscripciones',
  'dorsales',
  'resultados',
  'tiempos',
] as const;
type ListExportKind = (typeof LIST_EXPORT_KINDS)[number];

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  async function checkEvent(eventId: number | undefined) {
    if (eventId === undefined) return;
    const event = await db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
    if (!event) throw notFound(inscriptionMessages.eventNotFound);
  }

  app.get('/admin/reports/by-distance', {
    config: { access: 'admin' },
    schema: { querystring: reportQuerySchema, response: { 200: z.array(distanceReportRowSchema), ...errors } },
    handler: async (request) => {
      await checkEvent(request.query.eventId);
      return reportByDistance(db, request.query.eventId);
    },
  });

  app.get('/admin/reports/by-category', {
    config: { access: 'admin' },
    schema: { querystring: reportQuerySchema, response: { 200: z.array(categoryReportRowSchema), ...errors } },
    handler: async (request) => {
      await checkEvent(request.query.eventId);
      return reportByCategory(db, request.query.eventId);
    },
  });

  async function sheetsFor(
    kind: ListExportKind,
    eventId: number | undefined,
  ): Promise<SheetSpec<Record<string, unknown>>[]> {
    const stats = [
      { header: 'Total', key: 'totalInscripciones', width: 10 },
      { header: 'Confirmadas', key: 'confirmadas', width: 14 },
      { header: 'Pendientes', key: 'pendientes', width: 12 },
      { header: '% Confirmadas', key: 'porcentaje', width: 15 },
    ];
    switch (kind) {
      case 'resultados':
      case 'tiempos': {
        // Every timed distance of the event, overall only (category sheets live in the results export).
        if (eventId === undefined) throw badRequest('Seleccione un evento');
        const sheets: SheetSpec<Record<string, unknown>>[] = [];
        for (const distance of (await lapsConfig(db, eventId)).keys()) {
          const results = await computeResults(db, eventId, { distance });
          sheets.push(...(kind === 'resultados' ? resultSheets(results).slice(0, 1) : lapTimeSheets(results)));
        }
        if (sheets.length === 0) throw notFound('Este evento no tiene cronometraje configurado');
        return sheets;
      }
      case 'distancia':
        return [
          {
            name: 'Por distancia',
            columns: [{ header: 'Distancia (km)', key: 'distancia' }, ...stats],
            rows: (await reportByDistance(db, eventId)).map((r) => ({ ...r, porcentaje: percentConfirmed(r) })),
          },
        ];
      case 'categoria':
        return [
          {
            name: 'Por categoría',
            columns: [
              { header: 'Categoría', key: 'categoria', width: 26 },
              { header: 'Distancia (km)', key: 'distancia' },
              ...stats,
            ],
            rows: (await reportByCategory(db, eventId)).map((r) => ({ ...r, porcentaje: percentConfirmed(r) })),
          },
        ];
      case 'corredores':
        return [
          {
            name: 'Corredores',
            columns: [
              { header: 'Apellido', key: 'apellido', width: 20 },
              { header: 'Nombre', key: 'nombre', width: 20 },
              { header: 'DNI', key: 'dni', width: 12 },
              { header: 'Sexo', key: 'sexo', width: 12 },
              { header: 'Fecha de nacimiento', key: 'fechaNacimiento', width: 18 },
              { header: 'Email', key: 'email', width: 28 },
              { header: 'WhatsApp', key: 'whatsapp', width: 18 },
              { header: 'Teléfono de emergencia', key: 'telefono', width: 22 },
              { header: 'País', key: 'pais', width: 14 },
              { header: 'Provincia', key: 'provincia', width: 16 },
              { header: 'Obra social', key: 'obraSocial', width: 20 },
              { header: 'Grupo sanguíneo', key: 'grupoSanguineo', width: 16 },
              { header: 'Alergias', key: 'alergia', width: 24 },
            ],
            rows: (async function* () {
              for await (const r of runnerRows(db, eventId)) {
                yield {
                  apellido: r.apellido,
                  nombre: r.nombre,
                  dni: r.dni,
                  sexo: sexName(r.sexo),
                  fechaNacimiento: r.fecha_nacimiento,
                  email: r.email,
                  whatsapp: r.whatsapp,
                  telefono: r.telefono,
                  pais: r.pais,
                  provincia: r.provincia,
                  obraSocial: r.obra_social ?? '',
                  grupoSanguineo: r.grupo_sanguineo,
                  alergia: r.alergia ?? 'Ninguna',
                };
              }
            })(),
          },
        ];
      case 'inscripciones':
      case 'dorsales': {
        const byBib = kind === 'dorsales';
        const columns: SheetSpec<Record<string, unknown>>['columns'] = byBib
          ? [
              { header: 'Dorsal', key: 'dorsal', width: 10 },
              { header: 'Apellido', key: 'apellido', width: 20 },
              { header: 'Nombre', key: 'nombre', width: 20 },
              { header: 'DNI', key: 'dni', width: 12 },
              { header: 'Distancia (km)', key: 'distancia' },
              { header: 'Categoría', key: 'categoria', width: 26 },
              { header: 'Compañero', key: 'companero', width: 28 },
              { header: 'Pago', key: 'pago', width: 12 },
              { header: 'Asistencia', key: 'asistencia', width: 12 },
            ]
          : [
              { header: 'Evento', key: 'evento', width: 30 },
              { header: 'Fecha del evento', key: 'fechaEvento', width: 16 },
              { header: 'Apellido', key: 'apellido', width: 20 },
              { header: 'Nombre', key: 'nombre', width: 20 },
              { header: 'DNI', key: 'dni', width: 12 },
              { header: 'Sexo', key: 'sexo', width: 12 },
              { header: 'Distancia (km)', key: 'distancia' },
              { header: 'Categoría', key: 'categoria', width: 26 },
              { header: 'Tipo', key: 'tipo', width: 12 },
              { header: 'Compañero', key: 'companero', width: 28 },
              { header: 'Dorsal', key: 'dorsal', width: 10 },
              { header: 'Pago', key: 'pago', width: 12 },
              { header: 'Asistencia', key: 'asistencia', width: 12 },
              { header: 'Fecha de inscripción', key: 'fechaInscripcion', width: 20 },
            ];
        return [
          {
            name: byBib ? 'Dorsales' : 'Inscripciones',
            columns,
            rows: (async function* () {
              for await (const r of inscriptionRows(db, eventId, byBib)) {
                yield {
                  evento: r.event_name,
                  fechaEvento: r.event_date,
                  apellido: r.apellido,
                  nombre: r.nombre,
                  dni: r.dni,
                  sexo: sexName(r.sexo),
                  distancia: r.distancia,
                  categoria: r.categoria,
                  tipo: r.es_equipo ? 'Equipo' : 'Individual',
                  companero: r.partner_dni ? `${r.partner_nombre} ${r.partner_apellido} (${r.partner_dni})` : '',
                  dorsal: r.numero_dorsal_asignado ?? '',
                  pago: r.pago_confirmado ? 'Pagado' : 'Pendiente',
                  asistencia: r.asistencia_confirmada ? 'Presente' : 'No confirmado',
                  fechaInscripcion: r.created_at.slice(0, 10),
                  confirmada: yesNo(r.inscripcion_confirmada),
                };
              }
            })(),
          },
        ];
      }
    }
  }

  app.get('/admin/reports/export/:kind', {
    config: { access: 'admin' },
    schema: {
      params: z.object({ kind: z.enum(LIST_EXPORT_KINDS, { error: 'Tipo de reporte desconocido' }) }),
      querystring: reportQuerySchema,
      // 200 is an .xlsx stream, sent as it is written.
      response: { 200: z.unknown(), ...errors },
    },
    handler: async (request, reply) => {
      const { kind } = request.params;
      await checkEvent(request.query.eventId);
      const sheets = await sheetsFor(kind, request.query.eventId);
      const fileName = `${REPORT_FILE_NAMES[kind]}_${todayInOrganiserZone()}.xlsx`;
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(fileName))
        .header('cache-control', 'no-store')
        .send(streamXlsx(sheets));
    },
  });
};
