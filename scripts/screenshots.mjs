#!/usr/bin/env node
// `npm run screenshots`: builds the web app into a temporary folder, starts `npm run demo` on its own port and
// data folder, and saves the README's screenshots into docs/screenshots/ with Debian's Chromium.
// SCREENSHOTS_PORT picks the port (default: a free one).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/screenshots');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'carreras-screenshots-'));
const webDist = path.join(workDir, 'web');
const dataDir = path.join(workDir, 'data');
const CONTENT_TIMEOUT_MS = 20_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the demo's printed event ids once the server answers its health check. */
function startDemo(port) {
  const child = spawn(
    process.execPath,
    ['scripts/demo.mjs', '--port', String(port), '--data-dir', dataDir, '--web-dist', webDist],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  let output = '';
  const ready = new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the demo stopped (exit ${code}) before answering:\n${output}`)));
    child.stdout.on('data', async (chunk) => {
      output += chunk;
      if (!output.includes('Iniciando el servidor')) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      try {
        await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
        resolve(printed(output));
      } catch (error) {
        reject(error);
      }
    });
  });
  return { child, ready };
}

async function waitForHealth(url, child) {
  while (child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the demo server stopped');
}

/** The event ids and accounts `npm run demo` prints, so the screenshots follow any change of the demo. */
function printed(output) {
  const find = (pattern, what) => {
    const match = output.match(pattern);
    if (!match) throw new Error(`the demo did not print ${what}:\n${output}`);
    return match;
  };
  const event = (stage) => {
    const [, name, id] = find(new RegExp(`^ +(.+) \\(${stage}\\): \\d+ inscripciones \\(id (\\d+)\\)`, 'm'), stage);
    return { name, id: Number(id) };
  };
  const account = (label) => {
    const [, dni, password] = find(new RegExp(`${label}:\\s+DNI (\\d+), contraseña (\\S+)`), label);
    return { dni, password };
  };
  const [, championship] = find(/Campeonato:\s+\S+\/campeonatos\/(\d+)/, 'the championship');
  return {
    championship: Number(championship),
    events: { finished: event('terminada'), open: event('inscripciones abiertas'), live: event('en carrera ahora') },
    accounts: { admin: account('Administrador'), runner: account('Corredora') },
  };
}

const failures = [];
async function shoot(name, page, prepare, { fullPage = false } = {}) {
  try {
    await prepare();
    // Fonts and images finished, and no spinner left anywhere on the page.
    await page.evaluate(() => document.fonts.ready);
    await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached', timeout: CONTENT_TIMEOUT_MS });
    await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage, animations: 'disabled' });
    console.log(`  docs/screenshots/${name}.png`);
  } catch (error) {
    failures.push(name);
    console.error(`  ${name}: FAILED, ${error.message.split('\n').slice(0, 6).join(' / ')}`);
  }
}

const visible = (locator) => locator.first().waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS });

console.log('Building the web app…');
const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const port = Number(process.env.SCREENSHOTS_PORT) || (await freePort());
const base = `http://127.0.0.1:${port}`;
console.log(`Starting the demo on ${base}…`);
const demo = startDemo(port);
let browser;
try {
  const { championship, events, accounts } = await demo.ready;
  mkdirSync(outDir, { recursive: true });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const common = { baseURL: base, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', deviceScaleFactor: 1 };

  const phone = await browser.newContext({ ...devices['Pixel 7'], ...common });
  const runnerPage = await phone.newPage();
  await shoot('landing-phone', runnerPage, async () => {
    await runnerPage.goto('/');
    // 'Evento de hoy' while an edition runs (the demo has one live), 'Próximo evento' otherwise.
    await visible(runnerPage.getByRole('heading', { name: /^(Evento de hoy|Próximo evento)$/ }));
    await visible(runnerPage.getByRole('link', { name: 'Registro Corredor' }));
    await visible(runnerPage.getByRole('heading', { level: 3 }));
  });
  await shoot('inscription-phone', runnerPage, async () => {
    await runnerPage.goto('/login');
    await runnerPage.getByText('Corredor', { exact: true }).click();
    await runnerPage.getByLabel('DNI').fill(accounts.runner.dni);
    await runnerPage.getByLabel('Contraseña').fill(accounts.runner.password);
    await runnerPage.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await runnerPage.waitForURL((url) => url.pathname !== '/login');
    await runnerPage.goto('/races/register');
    await visible(runnerPage.getByRole('heading', { name: 'Inscripción Carrera' }));
    const eventSelect = runnerPage.getByLabel('Evento');
    await visible(eventSelect);
    await eventSelect.selectOption(String(events.open.id));
    await runnerPage.getByLabel('Distancia').selectOption({ index: 1 });
    await runnerPage.getByLabel('Categoría').selectOption({ index: 1 });
  });

  await shoot(
    'championship-phone',
    runnerPage,
    async () => {
      await runnerPage.goto(`/campeonatos/${championship}`);
      await visible(runnerPage.getByRole('heading', { name: /Campeonato/ }));
      await visible(runnerPage.getByRole('row').nth(1));
    },
    { fullPage: true },
  );

  const desktop = await browser.newContext({ ...common, viewport: { width: 1440, height: 900 } });
  const admin = await desktop.newPage();
  await shoot('admin-dashboard', admin, async () => {
    await admin.goto('/admin/login');
    await admin.getByLabel('DNI').fill(accounts.admin.dni);
    await admin.getByLabel('Contraseña').fill(accounts.admin.password);
    await admin.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await visible(admin.getByRole('heading', { name: 'Panel', exact: true }));
    await visible(admin.getByText('Total de corredores'));
  });
  await shoot('admin-inscriptions', admin, async () => {
    // Named in the address, the event's list is the first one the page loads: no other event's rows in between.
    // With one event chosen the table has no event column, so the selector says which event the rows are of.
    await admin.goto(`/admin/inscriptions?event=${events.open.id}`);
    await visible(admin.getByRole('heading', { name: 'Administración de Inscripciones' }));
    await visible(admin.getByRole('row').nth(1));
    const shown = await admin.getByRole('combobox', { name: 'Evento' }).inputValue();
    if (!shown.startsWith(events.open.name)) throw new Error(`the list shows «${shown}», not ${events.open.name}`);
  });
  await shoot('admin-check-in', admin, async () => {
    await admin.goto('/admin/check-in');
    await visible(admin.getByRole('heading', { name: 'Acreditación' }));
    await admin.getByLabel('Evento').selectOption(String(events.open.id));
    const search = admin.getByRole('textbox', { name: /DNI, nombre o dorsal/ });
    await search.fill(accounts.runner.dni);
    await search.press('Enter');
    await visible(admin.getByRole('region', { name: /^Inscripción de / }));
  });
  await shoot('admin-timing', admin, async () => {
    await admin.goto(`/admin/timing/${events.live.id}`);
    await visible(admin.getByRole('heading', { name: 'Cronometraje de Carrera' }));
    await visible(admin.getByLabel('Número de dorsal'));
  });
  await shoot('results', admin, async () => {
    await admin.goto(`/results/${events.finished.id}`);
    await visible(admin.getByRole('heading', { name: 'Resultados finales' }));
    await visible(admin.getByRole('row').nth(1));
  });

  // The kit desk and the sweep's list on a tablet at the venue (1024×768).
  const tablet = await browser.newContext({ ...common, viewport: { width: 1024, height: 768 } });
  const desk = await tablet.newPage();
  // The admin's session lives in the page's storage: sign in again on this context.
  await desk.goto('/admin/login');
  await desk.getByLabel('DNI').fill(accounts.admin.dni);
  await desk.getByLabel('Contraseña').fill(accounts.admin.password);
  await desk.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await visible(desk.getByRole('heading', { name: 'Panel', exact: true }));
  await shoot('desk-transfer', desk, async () => {
    // The demo's pair holder who reported a transfer ('Ya pagué', operation 81234567).
    await desk.goto('/admin/check-in');
    await visible(desk.getByRole('heading', { name: 'Acreditación' }));
    await desk.getByLabel('Evento').selectOption(String(events.open.id));
    const search = desk.getByRole('textbox', { name: /DNI, nombre o dorsal/ });
    await search.fill('28333444');
    await search.press('Enter');
    await visible(desk.getByRole('region', { name: /^Inscripción de / }));
    await visible(desk.getByText(/^Informó transferencia/));
  });
  await shoot('still-out', desk, async () => {
    await desk.goto(`/admin/timing/${events.live.id}/still-out`);
    await visible(desk.getByRole('heading', { name: /En carrera/ }));
    await visible(desk.getByRole('row').nth(1));
  });
} finally {
  await browser?.close();
  if (demo.child.exitCode === null) {
    const stopped = new Promise((resolve) => demo.child.once('exit', resolve));
    process.kill(-demo.child.pid, 'SIGTERM');
    await stopped;
  }
  rmSync(workDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`Not taken: ${failures.join(', ')}`);
  process.exit(1);
}
