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

export const test = base;
export { expect };
