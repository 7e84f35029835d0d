import type { Page } from '@playwright/test';
import { expect, loginAdminThroughForm, test } from './fixtures.ts';
import { openRace, randomWord, type Wave } from './seed-race.ts';

/**
 * A race with a primary and a backup timekeeper (decisions 012, 013 and 014), on two tablets: 66 km of 3 laps
 * and 33 km of one lap in two start groups 4.5 minutes apart, the second 66 km category starting with the 33 km,
 * so the 66 km places mix two waves. Both devices type every crossing,
 * the backup 0.5–4 s behind the primary, and the backup alone has two (the primary typed another bib, or looked
 * away). The race happened minutes ago: its crossings are sent as each device sends them (the record API with
 * its role) at the instants the test sets, and its last minutes are typed on the two screens now: a rider marked
 * DNS by mistake crosses (one tap clears it), a finished rider's bib is typed again ('fuera de vueltas') and
 * counts once his wrong earlier finish is voided. At three moments the live places (category and distance),
 * laps and last passages are compared with the test's own arithmetic over the instants it typed, 'Registros a
 * revisar' is checked to hold exactly what needs a decision (never a backup's copy), and 'En carrera' lists
 * exactly the riders the test knows are out; then the final results, on the API and the public pages.
 */

const MINUTE = 60_000;
const MIN_LAP_SECONDS = 60;
const LAPS = { 66: 3, 33: 1 } as const;
type Distance = keyof typeof LAPS;

/** Finished 66 km at a crossing that was really 33 km rider Y's: his real finish comes now, beyond the laps. */
const WRONG_FINISH = 101;
/** 66 km, finishes now on both screens. */
const LATE_66 = 102;
/** 66 km, finishes now: the primary misses him, only the backup types him. */
const BACKUP_ONLY_66 = 103;
/** 33 km, whose finish the primary typed as WRONG_FINISH's: only the backup has it. */
const MISTYPED_FOR = 201;
/** 33 km, finishes now on both screens. */
const LATE_33 = 208;
/** 33 km, marked DNS by mistake: crosses now. */
const DNS_RIDER = 209;
/** 33 km, never rides and nobody marks him: still out at the end. */
const ABSENT = 210;

const BIBS: Record<Distance, number[]> = {
  66: Array.from({ length: 14 }, (_, i) => 101 + i),
  33: Array.from({ length: 10 }, (_, i) => 201 + i),
};

/** A small deterministic generator, so the race is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Device = 'primary' | 'backup';

/** One crossing of the line: when it counts, and what each device typed (null: that device has no record). */
interface Crossing {
  bib: number;
  /** The instant that counts: the primary's, or the backup's when only it has the crossing. */
  at: number;
  primary: number | null;
  backup: number | null;
}

interface Rider {
  bib: number;
  name: string;
  distance: Distance;
  categoryId: number;
  gun: number;
}

interface ResultRow {
  dorsal: number;
  status: string;
  completedLaps: number;
  position: number | null;
  overallPosition: number | null;
  finalTime: number | null;
  lastPassageAt?: number | null;
  lapTimes: { lap: number; time: number }[];
}

interface StoredRecord {
  id: number;
  dorsal: number | null;
  timestamp: number;
  device?: Device;
  review?: string | null;
  mark?: string | null;
}

/** h:mm:ss.hh (hundredths cut, not rounded), as the results pages write a time. */
function elapsed(ms: number): string {
  const safe = Math.max(0, Math.floor(ms));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(safe / 3_600_000)}:${two(Math.floor(safe / 60_000) % 60)}:${two(Math.floor(safe / 1000) % 60)}.${two(Math.floor((safe % 1000) / 10))}`;
}

/** The race clock's h:mm:ss.hh in ms. */
function parseElapsed(text: string | null): number {
  const match = /^(\d+):(\d\d):(\d\d)\.(\d\d)$/.exec(text?.trim() ?? '');
  if (!match) return Number.NaN;
  const [, h, m, s, hh] = match.map(Number) as [number, number, number, number, number];
  return ((h * 60 + m) * 60 + s) * 1000 + hh * 10;
}

/** Time of day to the second in the organiser's zone, as the rider's records show it. */
function clockSeconds(instant: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Argentina/Buenos_Aires',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

interface Expected {
  status: string;
  completedLaps: number;
  position: number | null;
  overallPosition: number | null;
  lastPassageAt: number | null;
  finalTime: number | null;
  lapTimes: number[];
}

/**
 * What the test expects of every rider of a distance, from the crossings that count (bib → instants in order)
 * and the riders marked DNS: one more than the placed riders strictly ahead (more laps, or as many in less time
 * from their own gun), in the category and in the distance.
 */
function expectedOf(riders: Rider[], counted: Map<number, number[]>, dns: Set<number>): Map<number, Expected> {
  const rows = riders.map((rider) => {
    const own = dns.has(rider.bib) ? [] : (counted.get(rider.bib) ?? []);
    const laps = own.length;
    return {
      rider,
      laps,
      elapsed: laps > 0 ? own[laps - 1]! - rider.gun : null,
      lastPassageAt: laps > 0 ? own[laps - 1]! : null,
      lapTimes: own.map((at, index) => at - (index === 0 ? rider.gun : own[index - 1]!)),
    };
  });
  const placed = rows.filter((row) => row.laps > 0);
  const ahead = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.laps > b.laps || (a.laps === b.laps && a.elapsed! < b.elapsed!);
  return new Map(
    rows.map((row) => {
      const total = LAPS[row.rider.distance];
      const status = dns.has(row.rider.bib)
        ? 'DNS'
        : row.laps === total
          ? 'COMPLETED'
          : row.laps > 0
            ? 'IN_PROGRESS'
            : 'PENDING';
      const isPlaced = row.laps > 0;
      return [
        row.rider.bib,
        {
          status,
          completedLaps: row.laps,
          position: isPlaced
            ? placed.filter((o) => o.rider.categoryId === row.rider.categoryId && ahead(o, row)).length + 1
            : null,
          overallPosition: isPlaced ? placed.filter((o) => ahead(o, row)).length + 1 : null,
          lastPassageAt: row.lastPassageAt,
          finalTime: status === 'COMPLETED' ? row.elapsed : null,
          lapTimes: row.lapTimes,
        },
      ];
    }),
  );
}

/** The rows of every results table on the page, each as header → cell text. */
const readTables = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('table')).flatMap((table) => {
      const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');
      return Array.from(table.querySelectorAll('tbody tr')).map((tr) =>
        Object.fromEntries(
          Array.from(tr.querySelectorAll('td')).map((td, i) => [headers[i] ?? String(i), td.textContent ?? '']),
        ),
      );
    }),
  );

test.use({ viewport: { width: 1024, height: 768 } });

test('a primary and a backup timekeeper: live places at three moments, review, riders still out and the final results against the test’s own arithmetic', async ({
  page,
  browser,
  request,
}) => {
  // Two dozen riders enrolled through the API, two browsers, dialogs and the public pages.
  test.setTimeout(420_000);
  const started = Date.now();
  const random = seeded(14);
  const race = await openRace(request);
  const { event, headers } = race;
  await race.timing({
    '66': { laps: LAPS[66], minLapSeconds: MIN_LAP_SECONDS },
    '33': { laps: LAPS[33], minLapSeconds: MIN_LAP_SECONDS },
  });
  const male = (distance: Distance) => race.of(distance, /MASC$/).slice(0, 2);
  expect(male(66)).toHaveLength(2);
  expect(male(33)).toHaveLength(2);
  const suffix = randomWord();
  const enrolled = await race.enrol(
    (Object.keys(BIBS) as `${Distance}`[]).flatMap((distance) =>
      BIBS[Number(distance) as Distance].map((bib, index) => ({
        bib,
        category: male(Number(distance) as Distance)[index % 2]!,
        person: { nombre: `Ciclista ${suffix}`, apellido: randomWord(7) },
      })),
    ),
  );

  // Two screens, one 'Principal' and one 'Respaldo', logged in before the race clock is set: the crossings
  // below are placed against the moment the typing begins.
  const backupContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const backup = await backupContext.newPage();
  for (const screen of [page, backup]) {
    await loginAdminThroughForm(screen);
    await expect(screen).toHaveURL(/\/admin\/dashboard$/);
  }

  const now = Date.now();
  const gunA = now - 62 * MINUTE + 300;
  const gunB = gunA + 4 * MINUTE + 500;
  // The second 66 km category starts with the 33 km: the distance's places mix two waves, ranked by the time from
  // each rider's own gun, not by who crossed first (decision 012).
  const laterOn66 = male(66)[1]!;
  const waves: Wave[] = await race.waves([
    { name: 'Largada 1', startTime: gunA, categories: race.of(66).filter((c) => c.id !== laterOn66.id) },
    { name: 'Largada 2', startTime: gunB, categories: [laterOn66, ...race.of(33)] },
  ]);
  const [waveA, waveB] = waves as [Wave, Wave];
  expect([waveA.start, waveB.start]).toEqual([gunA, gunB]);
  const riders = new Map<number, Rider>(
    enrolled.map((rider) => {
      const distance = rider.category.distancia as Distance;
      return [
        rider.bib,
        {
          bib: rider.bib,
          name: rider.name,
          distance,
          categoryId: rider.category.id,
          gun: distance === 66 && rider.category.id !== laterOn66.id ? gunA : gunB,
        },
      ];
    }),
  );
  const ridersOf = (distance: Distance) => [...riders.values()].filter((r) => r.distance === distance);
  const groupOf = (bib: number) => (riders.get(bib)!.gun === gunA ? waveA.id : waveB.id);

  // The race as it happened. 66 km laps of 15–18.5 min (the late riders' last lap is the one typed now); 33 km
  // laps of 45–52 min. Each crossing typed by both devices, the backup 0.5–4 s later, except the two below.
  const delay = () => Math.round(500 + random() * 3_500);
  const crossings: Crossing[] = [];
  const live = new Set([LATE_66, BACKUP_ONLY_66, WRONG_FINISH]);
  for (const bib of BIBS[66]) {
    let at = riders.get(bib)!.gun;
    const laps = live.has(bib) ? 2 : 3;
    for (let lap = 1; lap <= laps; lap++) {
      at += live.has(bib)
        ? Math.round((bib === WRONG_FINISH ? 17 : 18) * MINUTE + random() * 30_000)
        : Math.round(15 * MINUTE + random() * 3.5 * MINUTE);
      crossings.push({ bib, at, primary: at, backup: at + delay() });
    }
  }
  const wrongAt = now - 4 * MINUTE - Math.round(random() * 20_000);
  for (const bib of BIBS[33]) {
    if (bib === ABSENT || bib === DNS_RIDER || bib === LATE_33) continue;
    if (bib === MISTYPED_FOR) {
      // Y's finish: the primary typed WRONG_FINISH's bib instead; the backup typed the right one.
      const backupAt = wrongAt + delay();
      crossings.push({ bib, at: backupAt, primary: null, backup: backupAt });
      crossings.push({ bib: WRONG_FINISH, at: wrongAt, primary: wrongAt, backup: null });
      continue;
    }
    const at = gunB + Math.round(45 * MINUTE + random() * 7 * MINUTE);
    crossings.push({ bib, at, primary: at, backup: at + delay() });
  }
  crossings.sort((a, b) => a.at - b.at);
  const lastPlanned = Math.max(...crossings.flatMap((c) => [c.primary ?? 0, c.backup ?? 0]));
  expect(lastPlanned).toBeLessThan(now);

  // The desk marked DNS_RIDER as a no-show by mistake before the race.
  const dnsAnswer = await request.post(`/api/timing/${event.id}/update-runner-times`, {
    headers,
    data: { dorsal: DNS_RIDER, status: 'DNS', penaltyTime: 0, lapTimes: [] },
  });
  expect(dnsAnswer.status(), await dnsAnswer.text()).toBe(200);
  const dns = new Set([DNS_RIDER]);

  // The screens: the toggle says what each device is, remembered on the device.
  for (const screen of [page, backup]) {
    await screen.goto(`/admin/timing/${event.id}`);
    await expect(screen.getByRole('heading', { name: 'Cronometraje de Carrera' })).toBeVisible();
    await expect(screen.getByLabel('Grupo de largada')).toHaveValue(String(waveB.id));
  }
  await expect(page.getByRole('radio', { name: 'Principal' })).toBeChecked();
  await backup.getByText('Respaldo', { exact: true }).click();
  await expect(backup.getByRole('radio', { name: 'Respaldo' })).toBeChecked();
  await backup.reload();
  await expect(backup.getByRole('radio', { name: 'Respaldo' })).toBeChecked();
  await expect(backup.locator('[data-device="backup"]')).toBeVisible();

  /** The records each device sent before now, in the order of their instants, as two tablets would. */
  const typedRecords = crossings
    .flatMap((c) =>
      (['primary', 'backup'] as const)
        .filter((device) => c[device] !== null)
        .map((device) => ({ bib: c.bib, instant: c[device]!, device })),
    )
    .sort((a, b) => a.instant - b.instant);
  const sentPerDevice = { primary: 0, backup: 0 };
  let typedUpTo = Number.NEGATIVE_INFINITY;
  const typeUntil = async (moment: number) => {
    for (const record of typedRecords.filter((r) => r.instant > typedUpTo && r.instant <= moment)) {
      await race.record({
        dorsal: record.bib,
        timestamp: record.instant,
        groupId: groupOf(record.bib),
        device: record.device,
      });
      sentPerDevice[record.device] += 1;
    }
    typedUpTo = moment;
  };
  /** The crossings that count once every record up to `moment` is in (a crossing counts by its counting record). */
  const countedUpTo = (moment: number, voided: Set<number> = new Set()) => {
    const counted = new Map<number, number[]>();
    for (const crossing of crossings) {
      if (crossing.at > moment || voided.has(crossing.at)) continue;
      counted.set(crossing.bib, [...(counted.get(crossing.bib) ?? []), crossing.at]);
    }
    return counted;
  };

  const results = async (distance: Distance): Promise<ResultRow[]> => {
    const response = await request.get(`/api/results/${event.id}?distance=${distance}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { overall: ResultRow[] }).overall;
  };
  const problems: string[] = [];
  let positionsCompared = 0;
  /** Every rider's place, laps and last passage against the test's own figures. */
  const compareResults = async (label: string, counted: Map<number, number[]>, final = false) => {
    for (const distance of [66, 33] as const) {
      const want = expectedOf(ridersOf(distance), counted, dns);
      const rows = await results(distance);
      expect(rows.map((r) => r.dorsal).sort()).toEqual([...want.keys()].sort());
      for (const row of rows) {
        const expected = want.get(row.dorsal)!;
        const got = {
          status: row.status,
          completedLaps: row.completedLaps,
          position: row.position,
          overallPosition: row.overallPosition,
          lastPassageAt: row.lastPassageAt ?? null,
          ...(final ? { finalTime: row.finalTime, lapTimes: row.lapTimes.map((l) => l.time) } : {}),
        };
        const wanted = {
          status: expected.status,
          completedLaps: expected.completedLaps,
          position: expected.position,
          overallPosition: expected.overallPosition,
          lastPassageAt: expected.lastPassageAt,
          ...(final ? { finalTime: expected.finalTime, lapTimes: expected.lapTimes } : {}),
        };
        positionsCompared += 1;
        if (JSON.stringify(got) !== JSON.stringify(wanted)) {
          problems.push(`${label} #${row.dorsal}: ${JSON.stringify(got)}, expected ${JSON.stringify(wanted)}`);
        }
      }
    }
  };
  const serverReview = async () => {
    const response = await request.get(`/api/timing/${event.id}`, { headers });
    expect(response.status()).toBe(200);
    const state = (await response.json()) as { review: StoredRecord[] };
    return state.review.map((r) => `${r.dorsal}:${r.review ?? 'UNUSUAL'}`).sort();
  };
  const reviewOn = (screen: Page) => screen.getByRole('region', { name: 'Registros a revisar' }).getByRole('listitem');

  // Moment 1: the 66 km riders on their first lap or just past it; no 33 km rider home.
  const moment1 = gunA + 20 * MINUTE;
  await typeUntil(moment1);
  await compareResults('moment 1', countedUpTo(moment1));
  expect(await serverReview()).toEqual([]);

  // Moment 2: 66 km riders on their second and third laps, places across two categories. The public page too.
  const moment2 = gunA + 38 * MINUTE;
  await typeUntil(moment2);
  const counted2 = countedUpTo(moment2);
  await compareResults('moment 2', counted2);
  expect(await serverReview()).toEqual([]);
  const want2 = expectedOf(ridersOf(66), counted2, dns);
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/results/${event.id}?distance=66&view=general`);
  await expect
    .poll(async () =>
      (await readTables(publicPage))
        .map((row) => `${row.Dorsal} ${row['Pos.']} ${row.Vueltas?.match(/^\d+\/\d+/)?.[0]}`)
        .sort(),
    )
    .toEqual([...want2].map(([bib, e]) => `${bib} ${e.overallPosition ?? '—'} ${e.completedLaps}/${LAPS[66]}`).sort());
  positionsCompared += want2.size;
  // Riders level on laps whom the line saw in one order and the places rank in the other (the later wave).
  const onLap = [...want2.values()].filter((e) => e.overallPosition !== null);
  const instantMisleads = onLap.filter((a) =>
    onLap.some(
      (b) =>
        a.completedLaps === b.completedLaps &&
        a.lastPassageAt! < b.lastPassageAt! &&
        a.overallPosition! > b.overallPosition!,
    ),
  ).length;
  expect(instantMisleads).toBeGreaterThan(0);
  await publicPage.close();

  // Moment 3: every crossing before now, the wrong finish included. Out: the late riders and the absent one;
  // neither the DNS rider nor the one wrongly finished.
  await typeUntil(lastPlanned);
  await compareResults('moment 3', countedUpTo(lastPlanned));
  expect(await serverReview()).toEqual([]);
  const stillOut = await backupContext.newPage();
  await stillOut.goto(`/admin/timing/${event.id}/still-out`);
  await expect(stillOut.getByRole('heading', { name: 'En carrera', level: 1 })).toBeVisible();
  const outKnown = [LATE_66, BACKUP_ONLY_66, LATE_33, ABSENT].sort();
  await expect
    .poll(() =>
      stillOut.evaluate(() =>
        Array.from(document.querySelectorAll('table tbody tr td:first-child'))
          .map((td) => Number(td.textContent))
          .sort(),
      ),
    )
    .toEqual(outKnown);
  await expect(stillOut.getByRole('status').filter({ hasText: 'corredores en carrera' })).toContainText(
    `${outKnown.length} corredores en carrera`,
  );
  await stillOut.close();

  // The last minutes, typed on the screens. A crossing typed on the primary, then the backup's copy once the
  // backup's own race clock is 0.5–4 s past the primary's instant.
  const primaryInput = page.getByLabel('Número de dorsal');
  const backupInput = backup.getByLabel('Número de dorsal');
  await expect(primaryInput).toBeFocused();
  await backupInput.click();
  const storedOf = async (bib: number, device: Device, count: number) => {
    let own: StoredRecord[] = [];
    await expect
      .poll(async () => {
        const response = await request.get(`/api/timing/${event.id}/times?dorsals=${bib}`, { headers });
        own = ((await response.json()) as { times: StoredRecord[] }).times.filter(
          (r) => r.dorsal === bib && (r.device ?? 'primary') === device,
        );
        return own.length;
      })
      .toBe(count);
    return own.sort((a, b) => a.timestamp - b.timestamp).at(-1)!;
  };
  const sentBefore = (bib: number, device: Device) =>
    typedRecords.filter((r) => r.bib === bib && r.device === device).length;
  const backupClock = backup.getByRole('status', { name: 'Tiempo de carrera' });
  const backupDelays: number[] = [];
  /**
   * A crossing typed now: on the primary (unless it missed it), then on the backup once the backup's own race
   * clock is 0.5–3 s past the moment the primary typed; both waited for on the server. Answers what each stored.
   */
  const crossLive = async (bib: number, { primaryMisses = false } = {}) => {
    const typedAt = Date.now();
    if (!primaryMisses) {
      await page.keyboard.type(String(bib));
      await page.keyboard.press('Enter');
    }
    const target = typedAt + Math.round(500 + random() * 2_500);
    await expect
      .poll(async () => waveB.start + parseElapsed(await backupClock.textContent()), {
        message: `the backup's race clock past #${bib}'s crossing`,
        intervals: [50],
      })
      .toBeGreaterThanOrEqual(target);
    await backup.keyboard.type(String(bib));
    await backup.keyboard.press('Enter');
    const primary = primaryMisses ? null : await storedOf(bib, 'primary', sentBefore(bib, 'primary') + 1);
    const copy = await storedOf(bib, 'backup', sentBefore(bib, 'backup') + 1);
    if (primary) {
      sentPerDevice.primary += 1;
      backupDelays.push(copy.timestamp - primary.timestamp);
    }
    sentPerDevice.backup += 1;
    return { primary, copy };
  };
  const liveCrossing = (bib: number, primary: number | null, backupAt: number) =>
    crossings.push({ bib, at: primary ?? backupAt, primary, backup: backupAt });
  const verdictOf = async (record: StoredRecord) => {
    const response = await request.get(`/api/timing/${event.id}/times?dorsals=${record.dorsal}`, { headers });
    const own = ((await response.json()) as { times: StoredRecord[] }).times.find((r) => r.id === record.id);
    return own?.review ?? null;
  };

  // The DNS rider crosses: the primary is told loudly. His passage is the only thing to review on either screen
  // (the backup's copy of it is not); one tap clears the DNS and the passage counts.
  const dnsCrossing = await crossLive(DNS_RIDER);
  const dnsAlert = page.getByRole('alert').filter({ hasText: `#${DNS_RIDER} figura como No largó` });
  await expect(dnsAlert).toBeVisible();
  for (const screen of [page, backup]) {
    await expect(reviewOn(screen)).toHaveCount(1);
    await expect(reviewOn(screen)).toContainText(`Dorsal #${DNS_RIDER}: figura como No largó`);
  }
  expect(await serverReview()).toEqual([`${DNS_RIDER}:DNS`]);
  await dnsAlert.getByRole('button', { name: 'Quitar DNS y contar' }).click();
  dns.delete(DNS_RIDER);
  for (const screen of [page, backup]) await expect(screen.getByText('Nada para revisar')).toBeVisible();
  await expect(primaryInput).toBeFocused();
  expect(await verdictOf(dnsCrossing.primary!)).toBeNull();
  expect(await verdictOf(dnsCrossing.copy)).toBe('BACKUP_COPY');
  liveCrossing(DNS_RIDER, dnsCrossing.primary!.timestamp, dnsCrossing.copy.timestamp);

  // Two late riders home on both screens; the third only on the backup (the primary looked away).
  for (const bib of [LATE_66, LATE_33]) {
    const { primary, copy } = await crossLive(bib);
    expect(await verdictOf(copy)).toBe('BACKUP_COPY');
    liveCrossing(bib, primary!.timestamp, copy.timestamp);
  }
  const alone = await crossLive(BACKUP_ONLY_66, { primaryMisses: true });
  expect(await verdictOf(alone.copy)).toBeNull();
  liveCrossing(BACKUP_ONLY_66, null, alone.copy.timestamp);

  // WRONG_FINISH really crosses: he already has every lap, so the primary is told loudly; the passage is kept
  // 'fuera de vueltas', the only item to review; the backup's copy of it is not.
  const real = await crossLive(WRONG_FINISH);
  await expect(page.getByRole('alert').filter({ hasText: 'fuera de vueltas' })).toBeVisible();
  expect(await verdictOf(real.primary!)).toBe('BEYOND_LAPS');
  expect(await verdictOf(real.copy)).toBe('BACKUP_COPY');
  const realFinish = real.primary!.timestamp;
  const realFinishBackup = real.copy.timestamp;
  for (const screen of [page, backup]) {
    await expect(reviewOn(screen)).toHaveCount(1);
    await expect(reviewOn(screen)).toContainText(`Dorsal #${WRONG_FINISH}: fuera de vueltas (ya completó todas)`);
  }
  expect(await serverReview()).toEqual([`${WRONG_FINISH}:BEYOND_LAPS`]);
  await compareResults('before the void', countedUpTo(Number.POSITIVE_INFINITY));

  // The wrong finish voided from the rider's records: the real one then counts by itself.
  const lookup = page.getByLabel('Buscar dorsal', { exact: true });
  await lookup.fill(String(WRONG_FINISH));
  await lookup.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Dorsal ${WRONG_FINISH} — ${riders.get(WRONG_FINISH)!.name}` });
  await dialog.getByRole('tab', { name: /Todos los registros/ }).click();
  const wrongRow = dialog
    .getByRole('table', { name: 'Registros del corredor' })
    .getByRole('row')
    .filter({ hasText: clockSeconds(wrongAt) });
  await wrongRow.getByRole('button', { name: 'Anular' }).click();
  const confirmVoid = page.getByRole('dialog', { name: 'Anular pasada' });
  await expect(confirmVoid).toContainText(`(#${WRONG_FINISH})`);
  await confirmVoid.getByRole('button', { name: 'Sí, anular' }).click();
  await expect(confirmVoid).toBeHidden();
  await expect(wrongRow).toContainText('Anulada');
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();
  liveCrossing(WRONG_FINISH, realFinish, realFinishBackup);
  for (const screen of [page, backup]) await expect(screen.getByText('Nada para revisar')).toBeVisible();
  expect(await serverReview()).toEqual([]);

  // The final results: every rider against the test's figures, on the API and on the public pages.
  crossings.sort((a, b) => a.at - b.at);
  const finalCounted = countedUpTo(Number.POSITIVE_INFINITY, new Set([wrongAt]));
  await compareResults('final', finalCounted, true);
  for (const distance of [66, 33] as const) {
    const want = expectedOf(ridersOf(distance), finalCounted, dns);
    await page.goto(`/results/${event.id}?distance=${distance}&view=general`);
    await expect
      .poll(async () =>
        (await readTables(page)).map((row) => `${row.Dorsal} ${row['Pos.']} ${row.Tiempo?.trim()}`).sort(),
      )
      .toEqual(
        [...want]
          .map(([bib, e]) => `${bib} ${e.overallPosition ?? '—'} ${e.finalTime === null ? '—' : elapsed(e.finalTime)}`)
          .sort(),
      );
    positionsCompared += want.size;
  }

  const stored = (
    (await (await request.get(`/api/timing/${event.id}/times`, { headers })).json()) as {
      times: StoredRecord[];
    }
  ).times;
  const summary = {
    riders: riders.size,
    crossingsPerDevice: sentPerDevice,
    storedPerDevice: {
      primary: stored.filter((r) => (r.device ?? 'primary') === 'primary').length,
      backup: stored.filter((r) => r.device === 'backup').length,
    },
    backupCopies: stored.filter((r) => r.review === 'BACKUP_COPY').length,
    backupDelayMs: { min: Math.min(...backupDelays), max: Math.max(...backupDelays) },
    reviewItemsSeen: [`${DNS_RIDER}:DNS`, `${WRONG_FINISH}:BEYOND_LAPS`],
    positionsCompared,
    instantMisleadsAtMoment2: instantMisleads,
    seconds: Math.round((Date.now() - started) / 1000),
    differences: problems.length,
  };
  console.log(`backup timekeeper race: ${JSON.stringify(summary)}`);
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(summary) });
  expect(problems).toEqual([]);
  expect(summary.backupCopies).toBe(sentPerDevice.backup - 2);
  for (const gap of backupDelays) expect(gap).toBeGreaterThanOrEqual(500);
  await backupContext.close();
});
