#!/usr/bin/env node
// First visits to the public pages, each in a FRESH browser (new profile, empty cache), as a runner's phone
// opens them: the JS + CSS each page downloads until the network is idle (gzip -9 of every file, as the
// bench counts the landing), and Lighthouse mobile scores (median of LIGHTHOUSE_RUNS, default 3).
// `bench/run.mjs` audits every page in one long-lived browser, which hides parse and compile costs.
//
//   node bench/first-visit.mjs                      builds the web app into bench/.tmp/first-visit-web
//   WEB_DIST=/tmp/web-x node bench/first-visit.mjs  measures an existing build
//   BENCH_SKIP_LIGHTHOUSE=1 ...                     sizes only
//   FIRST_VISIT_PAGES=results ...                  only the pages whose path contains one of these words (comma-separated)
//   FIRST_VISIT_REPORTS=/tmp/dir ...                keeps each Lighthouse report (JSON) there
//   FIRST_VISIT_RESULTS_QUERY=distance=66 ...       the results page with this query (66: the 2,000 riders; the
//                                                   default shows the first distance, which has no finishers)
// Not a test: it asserts nothing (e2e/tests/first-visit-weight.spec.ts holds the size limit).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, chromeFlags } from './chromium.mjs';
import { seedLoad, startSeededProduct } from './seeded-product.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, 'bench/.tmp');
const PORT = Number(process.env.FIRST_VISIT_PORT ?? 3312);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
mkdirSync(tmp, { recursive: true });
const loadBefore = os.loadavg()[0].toFixed(1);

let webDist = process.env.WEB_DIST;
if (!webDist) {
  webDist = path.join(tmp, 'first-visit-web');
  const built = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      webDist,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: path.join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('web build failed');
}

// A database with the seed and a 2,000-rider event with results (bench/seed-load.ts).
const dataDir = path.join(tmp, `first-visit-data-${PORT}`);
const { eventId } = seedLoad(dataDir);
const { server } = await startSeededProduct({ port: PORT, dataDir, env: { WEB_DIST: webDist } });

const only = process.env.FIRST_VISIT_PAGES?.split(',').filter(Boolean);
const resultsQuery = process.env.FIRST_VISIT_RESULTS_QUERY ? `?${process.env.FIRST_VISIT_RESULTS_QUERY}` : '';
const pages = ['/', '/login', '/register', `/results/${eventId}${resultsQuery}`].filter(
  (page) => !only || only.some((word) => page.includes(word)),
);

// Sizes: one fresh browser per page, every JS and CSS response until the network is idle.
const sizes = {};
for (const page of pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromeFlags.slice(1) });
  const context = await browser.newContext();
  const tab = await context.newPage();
  const bodies = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') bodies.push({ url: response.url(), body: response.body() });
  });
  await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const { url, body } of bodies) {
    const content = await body;
    raw += content.length;
    const zipped = gzipSync(content, { level: 9 }).length;
    gzip += zipped;
    files.push(`${new URL(url).pathname.replace('/assets/', '')} ${(zipped / 1024).toFixed(1)}`);
  }
  sizes[page] = { files: bodies.length, 'raw KiB': +(raw / 1024).toFixed(1), 'gzip KiB': +(gzip / 1024).toFixed(1) };
  if (process.env.FIRST_VISIT_FILES === '1') console.log(page, files);
  await browser.close();
}
console.log('\nFirst visit, JS + CSS until the network is idle (fresh browser per page)');
console.table(sizes);

if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const score = (category) => (category.score === null ? 'n/a' : Math.round(category.score * 100));
  const rows = {};
  for (const page of pages) {
    const finished = [];
    let failure;
    for (let i = 0; i < RUNS; i++) {
      // A new Chromium with a new, empty profile for every run.
      const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'first-visit-profile-'));
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags, userDataDir });
      try {
        const { lhr } = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (lhr.runtimeError) failure = lhr.runtimeError;
        else finished.push(lhr);
        if (process.env.FIRST_VISIT_REPORTS) {
          mkdirSync(process.env.FIRST_VISIT_REPORTS, { recursive: true });
          const name = `${page.replace(/[/?&=]/g, '_') || '_'}-${i + 1}.json`;
          writeFileSync(path.join(process.env.FIRST_VISIT_REPORTS, name), JSON.stringify(lhr));
        }
      } finally {
        await chrome.kill();
        rmSync(userDataDir, { recursive: true, force: true });
      }
    }
    if (finished.length === 0) {
      rows[page] = { failed: `${failure.code}: ${failure.message}`.slice(0, 120) };
      continue;
    }
    finished.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const { categories: c, audits } = finished[Math.floor((finished.length - 1) / 2)];
    rows[page] = {
      performance: score(c.performance),
      accessibility: score(c.accessibility),
      'FCP ms': Math.round(audits['first-contentful-paint'].numericValue),
      'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      'every run':
        finished.map((lhr) => score(lhr.categories.performance)).join(' ') +
        (finished.length < RUNS ? ` (+${RUNS - finished.length} failed)` : ''),
    };
  }
  console.log(`\nLighthouse mobile, fresh browser per run, median of ${RUNS}`);
  console.table(rows);
}
console.log(`load average before ${loadBefore}, now ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores)`);
server.kill('SIGTERM');
process.exit(0);
