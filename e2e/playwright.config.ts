import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './e2e-env.ts';

export default defineConfig({
  testDir: './tests',
  outputDir: `./.tmp/results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Journeys run one at a time against one server and wait on what the page shows. On a quiet machine
  // most take 2-15 s; on a loaded 2-core machine the same journeys passed 30 s. These limits leave room
  // for a slow machine and only cost time when something is broken. Long journeys (several screens with
  // axe scans, two browsers, a whole race) add `test.slow()` (three times the timeout) or
  // their own `test.setTimeout`.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
      // A phone journey registers, enrols and checks the profile in one go, emulating touch.
      timeout: 90_000,
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/start-server.mjs',
    cwd: '..',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    // tsx compiles the server on start, then migrations and the seed run: slow when the machine is busy.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
