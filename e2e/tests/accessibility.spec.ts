import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths.ts';
import { adminTokenViaApi, createOpenEventViaApi, expect, registerRunnerViaApi, test } from './fixtures.ts';

// Every route of apps/web/src/config/paths.ts, checked by axe (WCAG 2.1 A/AA) as the person it is for sees
// it. The addresses come from the registry itself; a route added there without a line here fails the first test.

interface Ids {
  eventId: number;
  runnerId: number;
  inscriptionId: number;
  runnerInscriptionId: number;
  bib: number;
  championshipId: number;
}

type Who = 'anyone' | 'runner' | 'admin';
interface Check {
  who: Who;
  /** The arguments of the registry's function for routes with ids. */
  args?: (ids: Ids) => number[];
}

const event = (ids: Ids) => [ids.eventId];
const runnerId = (ids: Ids) => [ids.runnerId];

const publicChecks: Record<string, Check> = {
  home: { who: 'anyone' },
  register: { who: 'anyone' },
  login: { who: 'anyone' },
  notFound: { who: 'anyone' },
  results: { who: 'anyone', args: event },
  resultsHub: { who: 'anyone' },
  eventResults: { who: 'anyone', args: event },
  riderResult: { who: 'anyone', args: (ids) => [ids.eventId, ids.bib] },
  podium: { who: 'anyone', args: event },
  finishLine: { who: 'anyone', args: event },
  publicInscriptos: { who: 'anyone', args: event },
  championships: { who: 'anyone' },
  championship: { who: 'anyone', args: (ids) => [ids.championshipId] },
  forgotPassword: { who: 'anyone' },
  resetPassword: { who: 'anyone' },
  profile: { who: 'runner' },
  enrol: { who: 'runner' },
  enrolDetail: { who: 'runner', args: (ids) => [ids.runnerInscriptionId] },
};

const adminChecks: Record<string, Check> = {
  login: { who: 'anyone' },
  root: { who: 'admin' },
  dashboard: { who: 'admin' },
  runners: { who: 'admin' },
  runnerCreate: { who: 'admin' },
  runner: { who: 'admin', args: runnerId },
  runnerEdit: { who: 'admin', args: runnerId },
  categories: { who: 'admin' },
  events: { who: 'admin' },
  event: { who: 'admin', args: event },
  eventReports: { who: 'admin', args: event },
  eventTiming: { who: 'admin', args: event },
  eventReminders: { who: 'admin', args: event },
  inscriptions: { who: 'admin' },
  inscriptionsForRunner: { who: 'admin', args: runnerId },
  inscriptionsToVerify: { who: 'admin' },
  inscription: { who: 'admin', args: (ids) => [ids.inscriptionId] },
  inscriptionsGrid: { who: 'admin' },
  inscriptionsGridForEvent: { who: 'admin', args: event },
  checkIn: { who: 'admin' },
  cashBox: { who: 'admin' },
  reports: { who: 'admin' },
  timingSetup: { who: 'admin' },
  timing: { who: 'admin', args: event },
  stillOut: { who: 'admin', args: event },
  results: { who: 'admin', args: event },
  accounts: { who: 'admin' },
  importSheet: { who: 'admin', args: event },
  resultsImport: { who: 'admin', args: event },
  championships: { who: 'admin' },
  championship: { who: 'admin', args: (ids) => [ids.championshipId] },
};

type Registry = Record<string, string | ((...args: number[]) => string)>;
const { admin: adminRegistry, ...publicRegistry } = paths as unknown as Registry & { admin: Registry };

const routes = [
  ...Object.entries(publicRegistry).map(([key, path]) => ({ name: key, path, check: publicChecks[key] })),
  ...Object.entries(adminRegistry).map(([key, path]) => ({ name: `admin.${key}`, path, check: adminChecks[key] })),
];

test('every route of the registry has its accessibility check', () => {
  expect(routes.filter((route) => !route.check).map((route) => route.name)).toEqual([]);
});

let ids: Ids;
let runnerSession: { token: string };
let adminToken: string;

test.beforeAll(async ({ request }) => {
  const created = await createOpenEventViaApi(request);
  const runner = await registerRunnerViaApi(request, { nombre: 'Marina', apellido: 'Acosta', sexo: 'F' });
  adminToken = await adminTokenViaApi(request);
  const headers = { authorization: `Bearer ${adminToken}` };
  const choices = await (
    await request.get(`/api/inscriptions/categories-and-distances?eventId=${created.id}`, { headers })
  ).json();
  let inscriptionId = 0;
  for (const distance of choices.distances as number[]) {
    const categories = (await (
      await request.get(
        `/api/inscriptions/available-categories?runnerId=${runner.id}&distance=${distance}&eventId=${created.id}`,
        { headers },
      )
    ).json()) as { nombre: string; eligible: boolean }[];
    const eligible = categories.find((c) => c.eligible);
    if (!eligible) continue;
    const response = await request.post('/api/inscriptions', {
      headers,
      data: { runnerId: runner.id, eventId: created.id, distancia: distance, categoria: eligible.nombre },
    });
    expect(response.status(), await response.text()).toBe(201);
    inscriptionId = (await response.json()).id;
    break;
  }
  expect(inscriptionId).toBeGreaterThan(0);
  const bib = 7;
  const assigned = await request.patch(`/api/inscriptions/${inscriptionId}/assign-dorsal/${bib}`, { headers });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const championship = await request.post('/api/championships', {
    headers,
    data: { nombre: 'Campeonato de accesibilidad', anio: 2026, eventIds: [created.id], publicado: true },
  });
  expect(championship.status(), await championship.text()).toBe(201);
  const championshipId = ((await championship.json()) as { id: number }).id;
  ids = {
    eventId: created.id,
    runnerId: runner.id,
    inscriptionId,
    runnerInscriptionId: inscriptionId,
    bib,
    championshipId,
  };
  runnerSession = { token: runner.token };
});

async function signIn(page: Page, who: Who) {
  if (who === 'anyone') return;
  const [key, token] = who === 'admin' ? ['admin_token', adminToken] : ['auth_token', runnerSession.token];
  await page.addInitScript(
    ({ key, token, who }) => {
      localStorage.setItem(key, token);
      localStorage.setItem('user_type', who);
    },
    { key, token, who },
  );
}

/** WCAG 2.0 and 2.1, levels A and AA: every violation axe finds, by rule and element. */
async function expectNoWcag21Violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The page is drawn: its main content is there and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('main').first()).not.toBeEmpty();
  await expect(page.locator('[aria-label^="Cargando"], [aria-label^="Buscando"]')).toHaveCount(0);
}

for (const { name, path, check } of routes) {
  if (!check) continue;
  test(`${name} (${check.who === 'anyone' ? 'sin sesión' : check.who}) passes axe WCAG 2.1 A/AA`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, check.who);
    await page.goto(typeof path === 'function' ? path(...(check.args?.(ids) ?? [])) : path);
    await settled(page);
    await expectNoWcag21Violations(page);
  });
}
