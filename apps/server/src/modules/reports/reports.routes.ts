import { todayInOrganiserZone } from '@carreras/domain/dates';
import { inscriptionMessages } from '@carreras/domain/inscriptions/inscription.messages';
import { amountDue } from '@carreras/domain/registration/fees';
import { percentConfirmed, REPORT_FILE_NAMES, type ReportKind } from '@carreras/domain/reports/report.schemas';
import { reportsContract as api } from '@carreras/domain/reports/reports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { attachmentHeader, type SheetSpec, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { computeResults } from '../results/results.service.ts';
import { lapTimeSheets, resultSheets } from '../results/results-sheets.ts';
import { lapsConfig } from '../timing/timing.repository.ts';
import { inscriptionRows, reportByCategory, reportByDistance, runnerRows } from './reports.repository.ts';

const sexName = (sexo: string) => (sexo === 'F' ? 'Femenino' : 'Masculino');

/** A runner as an inscription row of the exports names them (the holder, or the partner of a pair). */
type Person = { nombre: string | null; apellido: string | null; dni: string; sexo: string | null };
const person = (p: Person) => ({ apellido: p.apellido, nombre: p.nombre, dni: p.dni, sexo: sexName(p.sexo ?? '') });
const named = (p: Person) => `${p.nombre} ${p.apellido} (${p.dni})`;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  async function checkEvent(eventId: number | undefined) {
    if (eventId === undefined) return;
    const event = await db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
    if (!event) throw notFound(inscriptionMessages.eventNotFound);
  }

  route(app, api.byDistance, async (request) => {
    await checkEvent(request.query.eventId);
    return reportByDistance(db, request.query.eventId);
  });

  route(app, api.byCategory, async (request) => {
    await checkEvent(request.query.eventId);
    return reportByCategory(db, request.query.eventId);
  });

  async function sheetsFor(
    kind: ReportKind,
    eventId: number | undefined,
  ): Promise<SheetSpec<Record<string, unknown>>[]> {
    const stats = [
      { header: 'Total', key: 'totalInscripciones', width: 10, type: 'number' },
      { header: 'Confirmadas', key: 'confirmadas', width: 14, type: 'number' },
      { header: 'Pendientes', key: 'pendientes', width: 12, type: 'number' },
      { header: '% Confirmadas', key: 'porcentaje', width: 15, type: 'percent' },
    ] as const;
    const withPercent = <Row extends { totalInscripciones: number; confirmadas: number }>(rows: Row[]) =>
      rows.map((r) => ({ ...r, porcentaje: Number(percentConfirmed(r)) }));
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
            columns: [{ header: 'Distancia (km)', key: 'distancia', type: 'number' }, ...stats],
            rows: withPercent(await reportByDistance(db, eventId)),
          },
        ];
      case 'categoria':
        return [
          {
            name: 'Por categoría',
            columns: [
              { header: 'Categoría', key: 'categoria', width: 26 },
              { header: 'Distancia (km)', key: 'distancia', type: 'number' },
              ...stats,
            ],
            rows: withPercent(await reportByCategory(db, eventId)),
          },
        ];
      case 'corredores':
        return [
          {
            name: 'Corredores',
            columns: [
              { header: 'Apellido', key: 'apellido', width: 20 },
              { header: 'Nombre', key: 'nombre', width: 20 },
              { header: 'DNI', key: 'dni', width: 12, type: 'text' },
              { header: 'Sexo', key: 'sexo', width: 12 },
              { header: 'Fecha de nacimiento', key: 'fechaNacimiento', width: 18, type: 'date' },
              { header: 'Email', key: 'email', width: 28 },
              { header: 'WhatsApp', key: 'whatsapp', width: 18, type: 'text' },
              { header: 'Teléfono de emergencia', key: 'telefono', width: 22, type: 'text' },
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
              { header: 'Dorsal', key: 'dorsal', width: 10, type: 'number' },
              { header: 'Apellido', key: 'apellido', width: 20 },
              { header: 'Nombre', key: 'nombre', width: 20 },
              { header: 'DNI', key: 'dni', width: 12, type: 'text' },
              { header: 'Distancia (km)', key: 'distancia', type: 'number' },
              { header: 'Categoría', key: 'categoria', width: 26 },
              { header: 'Compañero', key: 'companero', width: 28 },
              { header: 'Pago', key: 'pago', width: 12 },
              { header: 'Monto a pagar', key: 'monto', width: 14, type: 'number' },
              { header: 'Pago informado', key: 'informado', width: 22 },
              { header: 'Asistencia', key: 'asistencia', width: 14 },
            ]
          : [
              { header: 'Evento', key: 'evento', width: 30 },
              { header: 'Fecha del evento', key: 'fechaEvento', width: 16, type: 'date' },
              { header: 'Apellido', key: 'apellido', width: 20 },
              { header: 'Nombre', key: 'nombre', width: 20 },
              { header: 'DNI', key: 'dni', width: 12, type: 'text' },
              { header: 'Sexo', key: 'sexo', width: 12 },
              { header: 'Distancia (km)', key: 'distancia', type: 'number' },
              { header: 'Categoría', key: 'categoria', width: 26 },
              { header: 'Tipo', key: 'tipo', width: 20 },
              { header: 'Compañero', key: 'companero', width: 28 },
              { header: 'Dorsal', key: 'dorsal', width: 10, type: 'number' },
              { header: 'Pago', key: 'pago', width: 12 },
              { header: 'Monto a pagar', key: 'monto', width: 14, type: 'number' },
              { header: 'Pago informado', key: 'informado', width: 22 },
              { header: 'Asistencia', key: 'asistencia', width: 14 },
              { header: 'Fecha de inscripción', key: 'fechaInscripcion', width: 20, type: 'date' },
            ];
        return [
          {
            name: byBib ? 'Dorsales' : 'Inscripciones',
            columns,
            rows: (async function* () {
              for await (const r of inscriptionRows(db, eventId, byBib)) {
                const inscription = {
                  evento: r.event_name,
                  fechaEvento: r.event_date,
                  distancia: r.distancia,
                  categoria: r.categoria,
                  dorsal: r.numero_dorsal_asignado,
                  pago: r.pago_confirmado ? 'Pagado' : 'Pendiente',
                  // What the inscription owes (a pair twice the price, issue 17); on the holder's row only.
                  monto: amountDue(r.precio_unitario, r.partner_runner_id !== null ? 2 : 1),
                  informado:
                    r.pago_informado_at !== null && !r.pago_confirmado
                      ? `A verificar${r.pago_referencia ? ` (${r.pago_referencia})` : ''}`
                      : '',
                  asistencia: r.asistencia_confirmada ? 'Presente' : 'No confirmado',
                  // The organiser's calendar day (D9), not the UTC one: 22:00 in Tucumán is 01:00 UTC.
                  fechaInscripcion: todayInOrganiserZone(new Date(r.created_at)),
                };
                const holder: Person = { nombre: r.nombre, apellido: r.apellido, dni: r.dni, sexo: r.sexo };
                const partner: Person | null =
                  r.partner_dni !== null
                    ? {
                        nombre: r.partner_nombre,
                        apellido: r.partner_apellido,
                        dni: r.partner_dni,
                        sexo: r.partner_sexo,
                      }
                    : null;
                if (!partner) {
                  yield { ...inscription, ...person(holder), tipo: 'Individual', companero: '' };
                } else if (byBib) {
                  // One bib per pair (D13): one row, the partner beside the holder.
                  yield { ...inscription, ...person(holder), tipo: 'Equipo', companero: named(partner) };
                } else {
                  // A pair gives two rows, holder and partner (D13), as the grid's export does.
                  yield { ...inscription, ...person(holder), tipo: 'Equipo (titular)', companero: named(partner) };
                  yield {
                    ...inscription,
                    ...person(partner),
                    monto: null,
                    tipo: 'Equipo (compañero)',
                    companero: named(holder),
                  };
                }
              }
            })(),
          },
        ];
      }
    }
  }

  // 200 is an .xlsx stream, sent as it is written.
  route(app, api.export, async (request, reply) => {
    const { kind } = request.params;
    await checkEvent(request.query.eventId);
    const sheets = await sheetsFor(kind, request.query.eventId);
    const fileName = `${REPORT_FILE_NAMES[kind]}_${todayInOrganiserZone()}.xlsx`;
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'no-store')
      .send(streamXlsx(sheets));
  });
};
