import { adminsContract } from '@carreras/domain/admins/admins.contract';
import type { Endpoint } from '@carreras/domain/api/define-endpoint';
import { authContract } from '@carreras/domain/auth/auth.contract';
import { passwordResetContract } from '@carreras/domain/auth/password-reset.contract';
import { championshipsContract } from '@carreras/domain/championships/championships.contract';
import { checkInContract } from '@carreras/domain/check-in/check-in.contract';
import { courseControlsContract } from '@carreras/domain/course-controls/course-controls.contract';
import { dashboardContract } from '@carreras/domain/dashboard/dashboard.contract';
import { eventsContract } from '@carreras/domain/events/events.contract';
import { healthContract } from '@carreras/domain/health/health.contract';
import { importsContract } from '@carreras/domain/imports/imports.contract';
import { pastResultsContract } from '@carreras/domain/imports/past-results.contract';
import { inscriptionsContract } from '@carreras/domain/inscriptions/inscriptions.contract';
import { eventMailsContract } from '@carreras/domain/mail/event-mails.contract';
import { runnerMailsContract } from '@carreras/domain/mail/runner-mails.contract';
import { placesContract } from '@carreras/domain/places/places.contract';
import { racesContract } from '@carreras/domain/races/races.contract';
import { reportsContract } from '@carreras/domain/reports/reports.contract';
import { resultsContract } from '@carreras/domain/results/results.contract';
import { resultsHubContract } from '@carreras/domain/results/results-hub.contract';
import { runnersContract } from '@carreras/domain/runners/runners.contract';
import { timingContract } from '@carreras/domain/timing/timing.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointErrors } from '../src/lib/contract-route.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Every resource's contract: its routes are registered from their declarations (docs/decisions/004-one-contract.md). */
const contracts: Record<string, Record<string, Endpoint>> = {
  timing: timingContract,
  courseControls: courseControlsContract,
  results: resultsContract,
  resultsHub: resultsHubContract,
  checkIn: checkInContract,
  races: racesContract,
  events: eventsContract,
  places: placesContract,
  admins: adminsContract,
  dashboard: dashboardContract,
  reports: reportsContract,
  runners: runnersContract,
  auth: authContract,
  passwordReset: passwordResetContract,
  runnerMails: runnerMailsContract,
  eventMails: eventMailsContract,
  inscriptions: inscriptionsContract,
  health: healthContract,
  championships: championshipsContract,
  imports: importsContract,
  pastResults: pastResultsContract,
};
/** The OpenAPI document describes the declared routes; it is not one of them. */
const NOT_DECLARED = ['/api/docs'];
const declared = Object.values(contracts).flatMap((contract) => Object.values(contract));
const key = (route: { method: string; url: string; access: string }) => `${route.method} ${route.url} ${route.access}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('routes registered from the contract', () => {
  it('are every route under /api: method, path and access as declared', () => {
    const expected = declared.map((e) => key({ method: e.method, url: `/api${e.path}`, access: e.access })).sort();
    const registered = t.app.apiRoutes
      .filter((r) => !NOT_DECLARED.includes(r.url))
      .map(key)
      .sort();
    expect(registered).toEqual(expected);
  });

  it('document each declared error status with its codes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>>;
    };
    const record = doc.paths['/api/timing/{eventId}/record']?.post;
    expect(Object.keys(record?.responses ?? {}).sort()).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '503',
    ]);
    expect(record?.responses['503']?.description).toBe('BUSY');
    const live = doc.paths['/api/results/{eventId}']?.get;
    expect(live?.responses['404']?.description).toBe('NOT_FOUND, TIMING_NOT_CONFIGURED');
    expect(live?.responses['401']).toBeUndefined();
    // A temporary password refuses every runner route but the ones that let the runner sign out or change it.
    expect(doc.paths['/api/runners/{id}']?.put?.responses['403']?.description).toBe(
      'FORBIDDEN, PASSWORD_CHANGE_REQUIRED',
    );
    expect(doc.paths['/api/auth/profile']?.get?.responses['403']?.description).toBe('FORBIDDEN');
    for (const endpoint of declared) {
      const operation = doc.paths[`/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`]?.[endpoint.method.toLowerCase()];
      const statuses = [...Object.keys(endpoint.responses), ...[...endpointErrors(endpoint).keys()].map(String)];
      expect(Object.keys(operation?.responses ?? {}).sort(), `${endpoint.method} ${endpoint.path}`).toEqual(
        statuses.sort(),
      );
    }
  });
});
