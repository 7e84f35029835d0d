import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../e2e-env.ts';

let dniSeed = Math.floor(Math.random() * 1_000_000);

export interface RegisteredRunner {
  id: number;
  dni: string;
  password: string;
  nombre: string;
  apellido: string;
  token: string;
}

/** Registers a runner through the real API, as the registration page would. */
export async function registerRunnerViaApi(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
): Promise<RegisteredRunner> {
  dniSeed += 1;
  const payload = {
    nombre: 'Joaquín',
    apellido: 'Gómez',
    dni: String(40_000_000 + (dniSeed % 9_000_000)),
    sexo: 'M',
    fechaNacimiento: '1992-08-14',
    email: 'joaquin@example.com',
    whatsapp: '+54 381 444-5566',
    telefono: '+54 381 444-7788',
    pais: 'Argentina',
    provincia: 'Tucumán',
    obraSocial: '',
    grupoSanguineo: 'A+',
    alergia: '',
    password: 'clave-corredor',
    ...overrides,
  };
  const response = await request.post('/api/auth/register', { data: payload });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return {
    id: body.user.id,
    dni: payload.dni,
    password: payload.password,
    nombre: payload.nombre,
    apellido: payload.apellido,
    token: body.token,
  };
}

export async function loginThroughForm(page: Page, kind: 'Corredor' | 'Administrador', dni: string, password: string) {
  await page.goto('/login');
  await page.getByText(kind, { exact: true }).click();
  await page.getByLabel('DNI').fill(dni);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

export async function loginAdminThroughForm(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('DNI').fill(E2E_ADMIN.dni);
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Fails on any WCAG A/AA violation axe finds on the page as it is now. */
export async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** A yyyy-mm-dd date `days` from today in the organiser's zone (D9). */
export function organiserDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(date);
}

export async function adminTokenViaApi(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { dni: E2E_ADMIN.dni, password: E2E_ADMIN.password, type: 'admin' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token;
}

/**
 * Creates an event open for inscriptions today (window from yesterday to 30 days on), with the race and
 * categories of the seeded edition, through the admin API.
 */
export async function createOpenEventViaApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; nombre: string }> {
  const token = await adminTokenViaApi(request);
  const headers = { authorization: `Bearer ${token}` };
  const events = await (await request.get('/api/events', { headers })).json();
  const seeded = events[events.length - 1];
  const response = await request.post('/api/events', {
    headers,
    data: {
      nombre: `Desafío Abierto ${Math.floor(Math.random() * 1_000_000)}`,
      race_id: seeded.race_id,
      fecha: organiserDate(40),
      lugar: 'Tafí Viejo, Tucumán',
      activo: true,
      permiteParejas: false,
      fechaAperturaInscripciones: organiserDate(-1),
      fechaCierreInscripciones: organiserDate(30),
      categorias: seeded.categorias,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export const test = base;
export { expect };
