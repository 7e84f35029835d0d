import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginAdminThroughForm, test } from './fixtures.ts';
import { openRace, randomWord } from './seed-race.ts';

/**
 * Race day right every time: three waves started minutes apart, the timing screen left on
 * the LAST wave, bibs typed in bunches. Every passage must be timed from the start of the rider's OWN
 * wave, whatever group the screen shows. The test computes each rider's total on its own (last passage
 * instant − own wave start + penalty) and compares it with the public results, to the millisecond.
 */

interface Wave {
  name: string;
  /** Minutes before the test began. */
  minutesAgo: number;
  distance: 33 | 66;
  bibs: number[];
}

const WAVES: Wave[] = [
  { name: 'Largada A', minutesAgo: 20, distance: 66, bibs: [101, 102, 103, 104] },
  { name: 'Largada B', minutesAgo: 15, distance: 66, bibs: [201, 202, 203, 204] },
  { name: 'Largada C', minutesAgo: 10, distance: 33, bibs: [301, 302, 303, 304] },
];
const LAPS = { 33: 1, 66: 2 } as const;
/** Quits on course before the line: no passage at all, marked DNF through 'Buscar dorsal'. */
const QUITTER = 104;
/** Disqualified from the results page. */
const DISQUALIFIED = 302;
/** A minute's penalty through 'Buscar dorsal' on the timing screen. */
const PENALISED = 202;
const PENALTY_MS = 60_000;
/** Nobody holds it: recorded, and flagged for review. */
const UNKNOWN_BIB = 999;

/**
 * The passages in the order riders reach the line, in bunches. Wave A leaders lap riders of wave B
 * (101 has 2 laps while 202, 203 and 204 have 1). `typo` marks an entry where the timekeeper first
 * types a bib that already finished, sees the warning, then types the right one.
 */
const BUNCHES: { bib: number; typoFirst?: number }[][] = [
  [{ bib: 101 }, { bib: 102 }, { bib: 201 }, { bib: 301 }, { bib: 302 }],
  [{ bib: 101 }, { bib: 202 }, { bib: 203 }, { bib: 303 }, { bib: UNKNOWN_BIB }],
  [{ bib: 102 }, { bib: 201 }, { bib: 204 }, { bib: 103, typoFirst: 101 }, { bib: 304 }],
  [{ bib: 202 }, { bib: 203 }, { bib: 103 }, { bib: 204 }],
];

interface StoredRecord {
  id: number;
  clientId: string;
  dorsal: number | null;
  time: number;
  timestamp: number;
  lap: number | null;
  groupId: number | null;
  review?: string | null;
}

interface ResultRow {
  dorsal: number;
  finalTime: number | null;
  penaltyTime: number;
  completedLaps: number;
  status: string;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Argentina/Buenos_Aires',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

async function setUpRace(request: APIRequestContext, began: number) {
  const race = await openRace(request);
  const { event, headers, categories } = race;
  const male = (distance: number) => race.of(distance, /MASC$/);
  const of66 = male(66);
  const of33 = male(33);
  expect(of66.length).toBeGreaterThan(1);
  expect(of33.length).toBeGreaterThan(0);
  // Waves A and B share the 66 km, split by category: a category belongs to one group.
  const waveCategories = [
    of66.filter((_, i) => i % 2 === 0),
    of66.filter((_, i) => i % 2 === 1),
    [...of33, ...categories.filter((c) => c.distancia === 33 && !of33.includes(c))],
  ];
  const rest = categories.filter((c) => c.distancia === 66 && !of66.includes(c));
  waveCategories[0] = [...waveCategories[0]!, ...rest];

  // Bunches are typed seconds apart, laps too: the minimum-lap guard is off (it has its own tests).
  await race.timing({ '33': { laps: LAPS[33], minLapSeconds: 0 }, '66': { laps: LAPS[66], minLapSeconds: 0 } });
  // Started minutes ago, so the test never waits for a clock.
  const groups = await race.waves(
    WAVES.map((wave, index) => ({
      name: wave.name,
      startTime: began - wave.minutesAgo * 60_000,
      categories: waveCategories[index]!,
    })),
  );
  const waves = WAVES.map((wave, index) => {
    const group = groups[index]!;
    return { ...wave, id: group.id, start: group.start, categories: waveCategories[index]! };
  });

  const suffix = randomWord();
  const surnames = ['Aráoz', 'Bulacio', 'Cisneros', 'Díaz'];
  const riders = new Map<number, { bib: number; name: string; wave: (typeof waves)[number]; laps: number }>();
  for (const wave of waves) {
    const enrolled = await race.enrol(
      wave.bibs.map((bib, index) => ({
        bib,
        category: wave.categories[index % wave.categories.length]!,
        person: { nombre: `Ciclista ${suffix}`, apellido: surnames[index]! },
      })),
    );
    for (const rider of enrolled) {
      riders.set(rider.bib, { bib: rider.bib, name: rider.name, wave, laps: LAPS[wave.distance] });
    }
  }
  return { event, headers, waves, riders };
}

const counter = (page: Page) => page.getByRole('status').filter({ hasText: /de envío|registros enviados/ });

/** Types a bib as a timekeeper does (digit keys, then Enter) into the focused bib field. */
async function typeBib(page: Page, bib: number) {
  await page.keyboard.type(String(bib));
  await page.keyboard.press('Enter');
}

test('multi-wave race: every rider timed from their own wave, whatever the screen shows', async ({ page, request }) => {
  test.setTimeout(300_000);
  const began = Date.now();
  const { event, headers, waves, riders } = await setUpRace(request, began);
  const last = waves.at(-1)!;

  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/timing/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Cronometraje de Carrera' })).toBeVisible();
  // The screen opens on the wave started last, and stays there for the whole race.
  const selector = page.getByLabel('Grupo de largada');
  await expect(selector).toHaveValue(String(last.id));
  await expect(page.getByText('En carrera', { exact: true })).toBeVisible();

  const input = page.getByLabel('Número de dorsal');
  await input.focus();
  /** Window (test clock) around the typing of each passage, per bib, in typing order. */
  const typedAt = new Map<number, { from: number; to: number }[]>();
  let passages = 0;
  let typo = false;
  for (const bunch of BUNCHES) {
    for (const entry of bunch) {
      if (entry.typoFirst !== undefined) {
        // A bib that already rode all its laps: the screen warns, keeps it selected and stores the passage as
        // 'fuera de vueltas' to review (decision 014).
        await typeBib(page, entry.typoFirst);
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: `El corredor #${entry.typoFirst} ya ha completado todas las vueltas` }),
        ).toBeVisible();
        await expect(input).toHaveValue(String(entry.typoFirst));
        typo = true;
      }
      const from = Date.now();
      await page.keyboard.type(String(entry.bib));
      // The right bib replaces the refused one: no glued digits ('101103').
      await expect(input).toHaveValue(String(entry.bib));
      await page.keyboard.press('Enter');
      const to = Date.now();
      await expect(input).toHaveValue('');
      typedAt.set(entry.bib, [...(typedAt.get(entry.bib) ?? []), { from, to }]);
      passages += 1;
    }
    // The bunch has passed: everything sent before the next one arrives.
    await expect(counter(page)).toHaveText('Todos los registros enviados', { timeout: 30_000 });
  }
  expect(typo).toBe(true);
  await expect(selector).toHaveValue(String(last.id));

  // The bib nobody holds is recorded and flagged.
  await expect(
    page
      .getByRole('list', { name: 'Registros a revisar' })
      .getByRole('listitem')
      .filter({ hasText: String(UNKNOWN_BIB) }),
  ).toBeVisible();

  // Corrections through 'Buscar dorsal' on the timing screen: the quitter has no passage at all.
  const lookup = page.getByLabel('Buscar dorsal', { exact: true });
  const quitter = riders.get(QUITTER)!;
  await lookup.fill(String(QUITTER));
  await lookup.press('Enter');
  let dialog = page.getByRole('dialog', { name: `Dorsal ${QUITTER} — ${quitter.name}` });
  await expect(dialog.getByText('Sin pasadas registradas.')).toBeVisible();
  // Their own wave and its start, on the 24-hour clock, not the wave the screen shows.
  await expect(dialog.getByText(`${quitter.wave.name} — largada ${clock.format(quitter.wave.start)}`)).toBeVisible();
  await dialog.getByLabel('No finalizó (DNF)').check();
  await dialog.getByRole('button', { name: 'Guardar Tiempos' }).click();
  await expect(dialog).toBeHidden();

  const penalised = riders.get(PENALISED)!;
  await lookup.fill(String(PENALISED));
  await lookup.press('Enter');
  dialog = page.getByRole('dialog', { name: `Dorsal ${PENALISED} — ${penalised.name}` });
  await expect(dialog.getByRole('table', { name: 'Pasadas del corredor' }).getByRole('row')).toHaveCount(1 + LAPS[66]);
  await expect(
    dialog.getByText(`${penalised.wave.name} — largada ${clock.format(penalised.wave.start)}`),
  ).toBeVisible();
  await dialog.getByLabel('Penalización (segundos)').fill(String(PENALTY_MS / 1000));
  await dialog.getByRole('button', { name: 'Guardar Tiempos' }).click();
  await expect(dialog).toBeHidden();

  // A DSQ from the results page.
  const disqualified = riders.get(DISQUALIFIED)!;
  await page.getByRole('link', { name: 'Ver Resultados' }).click();
  await expect(page.getByRole('heading', { name: 'Resultados', exact: true })).toBeVisible();
  const resultsLookup = page.getByLabel('Buscar dorsal', { exact: true });
  await resultsLookup.fill(String(DISQUALIFIED));
  await resultsLookup.press('Enter');
  dialog = page.getByRole('dialog', { name: `Dorsal ${DISQUALIFIED} — ${disqualified.name}` });
  await expect(
    dialog.getByText(`${disqualified.wave.name} — largada ${clock.format(disqualified.wave.start)}`),
  ).toBeVisible();
  await dialog.getByLabel('Descalificado (DSQ)').check();
  await dialog.getByRole('button', { name: 'Guardar Tiempos' }).click();
  await expect(dialog).toBeHidden();
  const corrections = 3;

  // What the server stored: every passage once, each taken while its bib was being typed.
  const times: { times: StoredRecord[] } = await (
    await request.get(`/api/timing/${event.id}/times`, { headers })
  ).json();
  // The typo is kept too, beyond its rider's laps: counted for nobody.
  const beyond = times.times.filter((r) => r.review === 'BEYOND_LAPS');
  expect(beyond.map((r) => r.dorsal)).toEqual(
    BUNCHES.flat().flatMap((e) => (e.typoFirst === undefined ? [] : [e.typoFirst])),
  );
  expect(times.times).toHaveLength(passages + beyond.length);
  const unknown = times.times.filter((r) => r.dorsal === UNKNOWN_BIB);
  expect(unknown).toHaveLength(1);
  expect(unknown[0]!.review).toBe('UNKNOWN_BIB');
  expect(times.times.some((r) => r.dorsal === 101103 || r.dorsal === 103101)).toBe(false);

  const problems: string[] = [];
  const byBib = new Map<number, StoredRecord[]>();
  for (const record of [...times.times].sort((a, b) => a.timestamp - b.timestamp || a.id - b.id)) {
    if (record.dorsal !== null && record.review !== 'BEYOND_LAPS')
      byBib.set(record.dorsal, [...(byBib.get(record.dorsal) ?? []), record]);
  }
  for (const [bib, windows] of typedAt) {
    const own = byBib.get(bib) ?? [];
    expect(own, `passages of #${bib}`).toHaveLength(windows.length);
    // Laps are counted for riders; a bib nobody holds has none until it is corrected.
    if (riders.has(bib))
      expect(
        own.map((r) => r.lap),
        `laps of #${bib}`,
      ).toEqual(windows.map((_, i) => i + 1));
    own.forEach((record, index) => {
      const window = windows[index]!;
      // Same machine, same clock: the instant falls while the test typed it (2 s of slack for the offset).
      if (record.timestamp < window.from - 2000 || record.timestamp > window.to + 2000) {
        problems.push(`#${bib} lap ${index + 1}: instant ${record.timestamp} outside [${window.from}, ${window.to}]`);
      }
      const rider = riders.get(bib);
      if (!rider) return;
      const expected = record.timestamp - rider.wave.start;
      if (Math.abs(record.time - expected) > 10) {
        problems.push(`#${bib} lap ${index + 1}: time ${record.time}, expected ${expected} from ${rider.wave.name}`);
      }
      if (record.groupId !== rider.wave.id) {
        problems.push(`#${bib} lap ${index + 1}: group ${record.groupId}, own wave ${rider.wave.id}`);
      }
    });
  }

  // The public results, compared with totals computed here: last instant − own wave start + penalty.
  let compared = 0;
  for (const distance of [33, 66] as const) {
    const own = [...riders.values()].filter((r) => r.wave.distance === distance);
    let results: { overall: ResultRow[] } = { overall: [] };
    await expect
      .poll(
        async () => {
          results = await (await request.get(`/api/results/${event.id}?distance=${distance}`)).json();
          return results.overall.some((r) => r.status === (distance === 66 ? 'DNF' : 'DISQUALIFIED'));
        },
        { message: `results of ${distance} km with the corrections applied`, timeout: 15_000 },
      )
      .toBe(true);
    expect(results.overall.map((r) => r.dorsal).sort()).toEqual(own.map((r) => r.bib).sort());
    for (const rider of own) {
      const row = results.overall.find((r) => r.dorsal === rider.bib)!;
      if (rider.bib === QUITTER) {
        expect(row.status).toBe('DNF');
        expect(row.completedLaps).toBe(0);
        continue;
      }
      if (rider.bib === DISQUALIFIED) {
        expect(row.status).toBe('DISQUALIFIED');
        continue;
      }
      expect(row.status, `status of #${rider.bib}`).toBe('COMPLETED');
      const lastPassage = byBib.get(rider.bib)!.at(-1)!;
      const penalty = rider.bib === PENALISED ? PENALTY_MS : 0;
      expect(row.penaltyTime).toBe(penalty);
      const expected = lastPassage.timestamp - rider.wave.start + penalty;
      compared += 1;
      if (row.finalTime === null || Math.abs(row.finalTime - expected) > 10) {
        problems.push(
          `#${rider.bib} (${rider.wave.name}): total ${row.finalTime}, expected ${expected} (off by ${
            row.finalTime === null ? 'null' : row.finalTime - expected
          } ms)`,
        );
      }
    }
  }

  const summary = {
    riders: riders.size,
    waves: waves.length,
    passages,
    corrections,
    totalsCompared: compared,
    differences: problems.length,
  };
  console.log(`multi-wave race: ${JSON.stringify(summary)}`);
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(summary) });
  expect(problems).toEqual([]);
});
