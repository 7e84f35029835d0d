import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginAdminThroughForm, test } from './fixtures.ts';
import { openRace, randomWord } from './seed-race.ts';

/** What the bib field's feedback says of a passage recorded: '#84 Juan Pérez · Vuelta 2/3 · 1:02:10.3' or '… · Llegada · …'. */
const passageSaid = (bib: number | string) => new RegExp(`^#${bib} .*· (Vuelta \\d|Llegada)`);

/**
 * A rally timed as it really happens at the line (decision 007), on a tablet: a bib typed twice at once, two
 * timekeepers calling the same rider, a passage typed by mistake and voided, a start group whose gun was
 * registered 20 s late and corrected, a rider who never started marked DNS, a rider who quit marked DNF. The
 * test then works out every rider's laps and total on its own, from the instants the server stored, the true
 * gun times and the rules (repeats and voided passages do not count; a time is the instant minus the true
 * start of the rider's own group; the total is the sum of the laps), and compares them with the results.
 */

/** The minimum lap of both distances: real laps typed here are further apart, double entries are not. */
const MIN_LAP_SECONDS = 5;
const MIN_LAP_MS = MIN_LAP_SECONDS * 1000;
const LAPS = { 33: 1, 66: 2 } as const;
/** 'Iniciar Ahora' of the 33 km group was pressed this late after its real gun. */
const LATE_GUN_MS = 20_000;

interface StoredRecord {
  id: number;
  clientId: string;
  dorsal: number | null;
  time: number;
  timestamp: number;
  lap: number | null;
  groupId: number | null;
  review?: string | null;
  mark?: string | null;
}

interface ResultRow {
  dorsal: number;
  finalTime: number | null;
  penaltyTime: number;
  completedLaps: number;
  totalLaps: number;
  status: string;
  lapTimes: { lap: number; time: number }[];
}

interface Group {
  name: string;
  distance: 33 | 66;
  /** The real gun, epoch ms. */
  gun: number;
  /** What was registered: 'Iniciar Ahora' pressed late for the 33 km group. */
  registered: number;
  id: number;
}

/** The riders: 66 km of two laps (16 never starts, 15 quits after lap 1), 33 km of one lap. */
const RIDERS = [
  { bib: 11, apellido: 'Aráoz', distance: 66 },
  { bib: 12, apellido: 'Bulacio', distance: 66 },
  { bib: 13, apellido: 'Cisneros', distance: 66 },
  { bib: 14, apellido: 'Díaz', distance: 66 },
  { bib: 15, apellido: 'Espinoza', distance: 66 },
  { bib: 16, apellido: 'Frías', distance: 66 },
  { bib: 31, apellido: 'Gramajo', distance: 33 },
  { bib: 32, apellido: 'Herrera', distance: 33 },
  { bib: 33, apellido: 'Ibáñez', distance: 33 },
  { bib: 34, apellido: 'Juárez', distance: 33 },
  { bib: 35, apellido: 'Ledesma', distance: 33 },
] as const;
const NEVER_STARTED = 16;
const QUITTER = 15;

/** Time of day in the organiser's zone with its tenths when it has any, as the start group screens show a start. */
function clockTenths(instant: number): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Argentina/Buenos_Aires',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  const tenths = Math.floor((instant % 1000) / 100);
  return tenths === 0 ? text : `${text}.${tenths}`;
}

/** Time of day to the second, as the latest records' 'Hora' column shows it. */
const clockSeconds = (instant: number) => clockTenths(Math.floor(instant / 1000) * 1000);

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

async function setUpRally(request: APIRequestContext, began: number) {
  const race = await openRace(request);
  const { event, headers } = race;
  const male = (distance: number) => race.of(distance, /MASC$/);
  expect(male(66).length).toBeGreaterThan(0);
  expect(male(33).length).toBeGreaterThan(0);

  await race.timing({
    '33': { laps: LAPS[33], minLapSeconds: MIN_LAP_SECONDS },
    '66': { laps: LAPS[66], minLapSeconds: MIN_LAP_SECONDS },
  });

  // Both started minutes ago, so nothing waits on a clock. The 33 km gun went first, but 'Iniciar Ahora' was
  // pressed 20 s late; the 66 km group, started last, is the one the screen opens on.
  const gun33 = began - 45 * 60_000 + 400;
  const gun66 = began - 40 * 60_000 + 700;
  const plan = [
    { name: 'Largada 33 km', distance: 33 as const, gun: gun33, registered: gun33 + LATE_GUN_MS },
    { name: 'Largada 66 km', distance: 66 as const, gun: gun66, registered: gun66 },
  ];
  const stored = await race.waves(
    plan.map((group) => ({ name: group.name, startTime: group.registered, categories: race.of(group.distance) })),
  );
  const groups = plan.map((group, index): Group => {
    const found = stored[index]!;
    expect(found.start).toBe(group.registered);
    return { ...group, id: found.id };
  });
  const groupOf = (distance: number) => groups.find((g) => g.distance === distance)!;

  const suffix = randomWord();
  const enrolled = await race.enrol(
    RIDERS.map((rider, index) => {
      const own = male(rider.distance);
      return {
        bib: rider.bib,
        category: own[index % own.length]!,
        person: { nombre: `Ciclista ${suffix}`, apellido: rider.apellido },
      };
    }),
  );
  const riders = new Map<number, { bib: number; name: string; group: Group; laps: number }>();
  for (const [index, rider] of RIDERS.entries()) {
    riders.set(rider.bib, {
      bib: rider.bib,
      name: enrolled[index]!.name,
      group: groupOf(rider.distance),
      laps: LAPS[rider.distance],
    });
  }

  /** A passage taken by another timekeeper earlier in the race, at an instant the test sets. */
  const recordAt = async (bib: number, instant: number) => {
    await race.record({ dorsal: bib, timestamp: instant, groupId: riders.get(bib)!.group.id });
  };
  /** Every record of the event (or of one bib) as the server keeps it: counted, repeats, voided. */
  const records = async (bib?: number): Promise<StoredRecord[]> => {
    const query = bib === undefined ? '' : `?dorsals=${bib}`;
    const response = await request.get(`/api/timing/${event.id}/times${query}`, { headers });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { times: StoredRecord[] }).times;
  };
  const results = async (distance: number): Promise<ResultRow[]> => {
    const response = await request.get(`/api/results/${event.id}?distance=${distance}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { overall: ResultRow[] }).overall;
  };
  return { event, headers, groups, groupOf, riders, recordAt, records, results };
}

const counter = (page: Page) => page.getByRole('status').filter({ hasText: /de envío|registros enviados/ });

/** Types a bib as a timekeeper does into the bib field, which keeps the focus: digit keys, then Enter. */
async function typeBib(page: Page, bib: number) {
  await page.keyboard.type(String(bib));
  await page.keyboard.press('Enter');
}

test.use({ viewport: { width: 1024, height: 768 } });

test('a rally at the finish line: double entries, two timekeepers, a voided passage, a late gun, DNS and DNF, every time checked', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a dozen riders, several dialogs and the public pages: far longer than a single screen.
  test.setTimeout(300_000);
  const began = Date.now();
  const rally = await setUpRally(request, began);
  const { event, groupOf, riders, records, results } = rally;
  const late = groupOf(33);
  const screenGroup = groupOf(66);

  // Earlier in the race, from another timekeeper: 13's first lap, and two of the 33 km riders home.
  await rally.recordAt(13, screenGroup.gun + 19 * 60_000 + 2_400);
  await rally.recordAt(33, late.gun + 41 * 60_000 + 11_700);
  await rally.recordAt(34, late.gun + 42 * 60_000 + 40_200);

  // Two timekeepers on the same event, each at a tablet.
  const other = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const second = await other.newPage();
  for (const screen of [page, second]) {
    await loginAdminThroughForm(screen);
    await expect(screen).toHaveURL(/\/admin\/dashboard$/);
    await screen.goto(`/admin/timing/${event.id}`);
    await expect(screen.getByRole('heading', { name: 'Cronometraje de Carrera' })).toBeVisible();
    await expect(screen.getByText('En carrera', { exact: true })).toBeVisible();
    // The screen opens on the group started last and stays there: each rider is timed from their own group.
    await expect(screen.getByLabel('Grupo de largada')).toHaveValue(String(screenGroup.id));
    await expect(screen.getByLabel('Número de dorsal')).toBeFocused();
  }
  const input = page.getByLabel('Número de dorsal');
  const latest = page.getByRole('table', { name: 'Últimos registros' });
  const review = page.getByRole('region', { name: 'Registros a revisar' });
  const clock = page.getByRole('status', { name: 'Tiempo de carrera' });

  /** The bib's records on the server, once there are `count` of them. */
  const storedOf = async (bib: number, count: number) => {
    let own: StoredRecord[] = [];
    await expect
      .poll(async () => {
        own = (await records(bib)).filter((r) => r.dorsal === bib);
        return own.length;
      })
      .toBe(count);
    return own.sort((a, b) => a.timestamp - b.timestamp || a.id - b.id);
  };

  /**
   * A rider's next real passage: once the race clock on the screen says at least a minimum lap (and a second
   * more) has gone by since the bib's latest passage, the bib is typed, and waited for on the server.
   */
  const typeLap = async (bib: number) => {
    const before = (await records(bib)).filter((r) => r.dorsal === bib);
    const previous = Math.max(...before.filter((r) => r.mark !== 'VOIDED').map((r) => r.timestamp));
    if (Number.isFinite(previous)) {
      await expect
        .poll(async () => screenGroup.registered + parseElapsed(await clock.textContent()), {
          message: `the race clock a minimum lap past #${bib}'s previous passage`,
          timeout: 30_000,
          intervals: [250],
        })
        .toBeGreaterThanOrEqual(previous + MIN_LAP_MS + 1000);
    }
    await typeBib(page, bib);
    await expect(page.getByText(passageSaid(bib))).toBeVisible();
    await expect(input).toHaveValue('');
    return storedOf(bib, before.length + 1);
  };

  // 1. A double entry: 12 typed twice at once. The second is stored as a repeat, refused loudly at the bib field
  // (red, the bib put back selected) and listed to review; it is not a lap.
  await typeBib(page, 12);
  await expect(page.getByText(passageSaid(12))).toBeVisible();
  await typeBib(page, 12);
  const repeatAlert = page.getByRole('alert').filter({ hasText: 'Dorsal 12: pasada repetida' });
  await expect(repeatAlert).toContainText('no se cuenta como vuelta');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('12');
  await expect(review.getByRole('listitem').filter({ hasText: 'Dorsal #12: pasada repetida' })).toBeVisible();
  const twelve = await storedOf(12, 2);
  expect(twelve.map((r) => [r.lap, r.review ?? null])).toEqual([
    [1, null],
    [null, 'REPEAT'],
  ]);
  await expect(latest.getByRole('row').filter({ hasText: '#12' }).filter({ hasText: 'Repetida' })).toHaveCount(1);

  // 2. Two screens, one rider: both timekeepers type 11 within a second. One lap; the other is a repeat, listed
  // to review on both screens. The screen that typed the repeat is told loudly, whether the server's answer
  // said so or the passage was judged a repeat after it (the later-arriving passage carried the earlier
  // instant); the other screen is not.
  await Promise.all([typeBib(page, 11), typeBib(second, 11)]);
  const eleven = await storedOf(11, 2);
  expect(eleven[1]!.timestamp - eleven[0]!.timestamp).toBeLessThan(1000);
  expect(eleven.map((r) => [r.lap, r.review ?? null])).toEqual([
    [1, null],
    [null, 'REPEAT'],
  ]);
  for (const screen of [page, second]) {
    const rows = screen.getByRole('table', { name: 'Últimos registros' }).getByRole('row').filter({ hasText: '#11' });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Repetida' })).toHaveCount(1);
    await expect(rows.filter({ hasNotText: 'Repetida' }).getByRole('cell').nth(2)).toHaveText('1');
    const listed = screen.getByRole('region', { name: 'Registros a revisar' }).getByRole('listitem');
    await expect(listed.filter({ hasText: 'Dorsal #11: pasada repetida' })).toHaveCount(1);
    await expect(counter(screen)).toHaveText('Todos los registros enviados');
  }
  // The repeat's own screen: the one whose device generated its client id.
  const repeatOf11 = eleven.find((r) => r.review === 'REPEAT')!;
  const ownClientIds = (screen: Page) =>
    screen.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('carreras-timing');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('outbox', 'readonly').objectStore('outbox').getAllKeys();
            all.onerror = () => reject(all.error);
            all.onsuccess = () => {
              open.result.close();
              resolve(all.result.map(String));
            };
          };
        }),
    );
  const [pageTookIt, secondTookIt] = await Promise.all(
    [page, second].map(async (screen) => (await ownClientIds(screen)).includes(repeatOf11.clientId)),
  );
  expect([pageTookIt, secondTookIt]).toEqual(expect.arrayContaining([true, false]));
  const [loudScreen, quietScreen] = pageTookIt ? [page, second] : [second, page];
  const repeat11Alert = (screen: Page) => screen.getByRole('alert').filter({ hasText: 'Dorsal 11: pasada repetida' });
  await expect(repeat11Alert(loudScreen)).toContainText('no se cuenta como vuelta');
  await expect(loudScreen.getByLabel('Número de dorsal')).toHaveAttribute('aria-invalid', 'true');
  await expect(repeat11Alert(quietScreen)).toHaveCount(0);
  const loudTwoScreens = (await repeat11Alert(page).count()) + (await repeat11Alert(second).count());
  expect(loudTwoScreens).toBe(1);
  await other.close();

  // 3. A passage typed by mistake: 14 was not there. Two 33 km riders come home; then 14 really crosses, and
  // the screen calls it lap 2.
  await page.keyboard.type('14');
  await expect(input).toHaveValue('14');
  await page.keyboard.press('Enter');
  await expect(page.getByText(passageSaid(14))).toBeVisible();
  const [mistake] = await storedOf(14, 1);
  await typeLap(31);
  await typeLap(32);
  const fourteen = await typeLap(14);
  expect(fourteen.map((r) => r.lap)).toEqual([1, 2]);
  const mistakeRow = latest
    .getByRole('row')
    .filter({ hasText: '#14' })
    .filter({ hasText: clockSeconds(mistake!.timestamp) });
  const realRow = latest
    .getByRole('row')
    .filter({ hasText: '#14' })
    .filter({ hasText: clockSeconds(fourteen[1]!.timestamp) });
  // Its second lap is the last of the distance: the row reads 'Llegada' (the lap is said to every reader).
  await expect(realRow.getByRole('cell').nth(2)).toHaveText('Llegada, vuelta 2');
  await expect(realRow).toHaveAttribute('data-finish', 'true');

  // Voided with 'Anular' (confirmed): the real crossing becomes lap 1.
  await mistakeRow.getByRole('button', { name: 'Anular' }).click();
  const confirmVoid = page.getByRole('dialog', { name: 'Anular pasada' });
  await expect(confirmVoid).toContainText(
    `¿Anular la pasada de ${riders.get(14)!.name} (#14), vuelta 1, ${clockSeconds(mistake!.timestamp)}?`,
  );
  await confirmVoid.getByRole('button', { name: 'Sí, anular' }).click();
  await expect(page.getByText('Pasada anulada')).toBeVisible();
  await expect(confirmVoid).toBeHidden();
  await expect(mistakeRow).toContainText('Anulada');
  await expect(realRow.getByRole('cell').nth(2)).toHaveText('1');
  await expect(review.getByRole('listitem').filter({ hasText: '#14' })).toHaveCount(0);

  // The confirmation gives the focus back to the bib field: the next digits typed are a bib.
  await expect(input).toBeFocused();
  // 15 finishes a first lap (he quits on the second).
  await typeLap(QUITTER);

  // 4. The late gun: 'Largada 33 km' was registered 20 s after its real gun. Corrected by −20 s, with the
  // confirmation saying whom it re-times.
  const timedBeforeCorrection = [31, 32, 33, 34];
  const before = (await results(33)).find((r) => r.dorsal === 33)!;
  const [rec33] = await storedOf(33, 1);
  expect(before.finalTime).toBe(rec33!.timestamp - late.registered);

  await page.getByRole('button', { name: 'Configurar Grupos de Largada' }).click();
  const groupsDialog = page.getByRole('dialog', { name: 'Configurar Grupos de Largada' });
  // A started group's card: the innermost block with its name and its own 'Corregir largada'.
  const card = (name: string, otherName: string) =>
    groupsDialog
      .locator('div')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .filter({ has: page.getByRole('button', { name: 'Corregir largada' }) })
      .filter({ hasNot: page.getByRole('heading', { name: otherName, exact: true }) })
      .last();
  const card33 = card(late.name, screenGroup.name);
  const card66 = card(screenGroup.name, late.name);
  await expect(card33).toContainText(clockTenths(late.registered));
  await card33.getByRole('button', { name: 'Corregir largada' }).click();
  const correction = page.getByRole('dialog', { name: `Corregir largada: ${late.name}` });
  await correction.getByLabel('O mover la largada (segundos)').fill('−20');
  // The true start, worked out from the shift, is the gun the test set.
  await expect(correction.getByLabel('Hora real de largada')).toHaveValue(clockTenths(late.gun));
  await correction.getByRole('button', { name: 'Continuar' }).click();
  await expect(correction).toContainText(
    `Se recalcularán los tiempos de ${timedBeforeCorrection.length} corredores de '${late.name}'.`,
  );
  await expect(correction).toContainText(
    `La largada pasa de ${clockTenths(late.registered)} a ${clockTenths(late.gun)} (20 s antes).`,
  );
  await correction.getByRole('button', { name: 'Corregir largada' }).click();
  await expect(page.getByText(`Largada de '${late.name}' corregida: ${clockTenths(late.gun)}`)).toBeVisible();
  await expect(correction).toBeHidden();
  await expect(card33).toContainText(clockTenths(late.gun));
  await expect
    .poll(async () => (await results(33)).find((r) => r.dorsal === 33)!.finalTime, {
      message: 'a 33 km rider re-timed from the true gun',
    })
    .toBe(rec33!.timestamp - late.gun);

  // 5. DNS: every 66 km rider who started has crossed once; the one who never started is marked.
  await card66.getByRole('button', { name: 'Marcar DNS a quienes no tienen pasadas' }).click();
  const dns = page.getByRole('dialog', { name: 'Marcar DNS' });
  await expect(dns).toContainText(`de '${screenGroup.name}'`);
  await dns.getByRole('button', { name: 'Marcar DNS' }).click();
  await expect(page.getByText(`Se marcó 1 corredor como DNS (dorsal ${NEVER_STARTED})`)).toBeVisible();
  await expect(dns).toBeHidden();
  await groupsDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(groupsDialog).toBeHidden();

  // The last 33 km rider home, timed from the corrected start; the 66 km riders' second laps.
  await input.click();
  await typeLap(35);
  for (const bib of [11, 12, 13, 14]) await typeLap(bib);

  // 6. 15 quit on the course: DNF through 'Buscar dorsal'.
  const lookup = page.getByLabel('Buscar dorsal', { exact: true });
  await lookup.fill(String(QUITTER));
  await lookup.press('Enter');
  let dialog = page.getByRole('dialog', { name: `Dorsal ${QUITTER} — ${riders.get(QUITTER)!.name}` });
  await expect(dialog.getByText('1 de 2')).toBeVisible();
  await dialog.getByLabel('No finalizó (DNF)').check();
  await dialog.getByRole('button', { name: 'Guardar Tiempos' }).click();
  await expect(page.getByText('Tiempos actualizados correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The voided passage stays in 14's raw records, marked.
  await lookup.fill('14');
  await lookup.press('Enter');
  dialog = page.getByRole('dialog', { name: `Dorsal 14 — ${riders.get(14)!.name}` });
  await dialog.getByRole('tab', { name: 'Todos los registros (3)' }).click();
  const raw = dialog.getByRole('table', { name: 'Registros del corredor' }).getByRole('row');
  await expect(raw.filter({ hasText: 'Anulada' })).toHaveCount(1);
  await expect(raw.filter({ hasText: 'Anulada' })).toContainText(clockSeconds(mistake!.timestamp));
  await expect(raw.filter({ hasText: 'Vuelta 1' })).toContainText(clockSeconds(fourteen[1]!.timestamp));
  await expect(raw.filter({ hasText: 'Vuelta 2' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();

  await expect(counter(page)).toHaveText('Todos los registros enviados');
  await expect(review.getByRole('listitem').filter({ hasText: 'pasada repetida' })).toHaveCount(2);

  // The test's own figures: from the instants stored, the true guns and the rules.
  const all = (await records()).sort((a, b) => a.timestamp - b.timestamp || a.id - b.id);
  const voidedIds = new Set([mistake!.id]);
  const problems: string[] = [];
  const expected = new Map<number, { laps: number[]; status: string; finalTime: number | null }>();
  let repeats = 0;
  for (const rider of riders.values()) {
    const own = all.filter((r) => r.dorsal === rider.bib);
    let previous: number | null = null;
    const counted: StoredRecord[] = [];
    for (const record of own) {
      const verdict = voidedIds.has(record.id)
        ? 'VOIDED'
        : previous === null || record.timestamp - previous >= MIN_LAP_MS
          ? 'COUNTS'
          : 'REPEAT';
      if (verdict === 'COUNTS') {
        previous = record.timestamp;
        counted.push(record);
      }
      if (verdict === 'REPEAT') repeats += 1;
      const server =
        record.review === 'VOIDED' || record.mark === 'VOIDED'
          ? 'VOIDED'
          : record.review === 'REPEAT'
            ? 'REPEAT'
            : 'COUNTS';
      if (server !== verdict)
        problems.push(`#${rider.bib} record ${record.id}: server says ${server}, expected ${verdict}`);
      if (verdict === 'COUNTS' && record.lap !== counted.length) {
        problems.push(`#${rider.bib} record ${record.id}: lap ${record.lap}, expected ${counted.length}`);
      }
    }
    const cumulative = counted.map((r) => r.timestamp - rider.group.gun);
    const laps = cumulative.map((time, index) => time - (index === 0 ? 0 : cumulative[index - 1]!));
    const status =
      rider.bib === NEVER_STARTED
        ? 'DNS'
        : rider.bib === QUITTER
          ? 'DNF'
          : laps.length === rider.laps
            ? 'COMPLETED'
            : 'IN_PROGRESS';
    const finalTime = status === 'COMPLETED' ? laps.reduce((sum, lap) => sum + lap, 0) : null;
    expected.set(rider.bib, { laps, status, finalTime });
  }

  let lapsCompared = 0;
  for (const distance of [33, 66] as const) {
    const rows = await results(distance);
    const own = [...riders.values()].filter((r) => r.group.distance === distance);
    expect(rows.map((r) => r.dorsal).sort()).toEqual(own.map((r) => r.bib).sort());
    for (const row of rows) {
      const want = expected.get(row.dorsal)!;
      const got = row.lapTimes.map((lap) => lap.time);
      lapsCompared += want.laps.length;
      if (JSON.stringify(got) !== JSON.stringify(want.laps)) {
        problems.push(`#${row.dorsal}: laps ${JSON.stringify(got)}, expected ${JSON.stringify(want.laps)}`);
      }
      if (row.status !== want.status) problems.push(`#${row.dorsal}: status ${row.status}, expected ${want.status}`);
      if (row.finalTime !== want.finalTime) {
        problems.push(`#${row.dorsal}: total ${row.finalTime}, expected ${want.finalTime}`);
      }
      if (row.completedLaps !== want.laps.length) {
        problems.push(`#${row.dorsal}: ${row.completedLaps} laps completed, expected ${want.laps.length}`);
      }
      for (const lap of row.lapTimes) {
        if (lap.time < MIN_LAP_MS)
          problems.push(`#${row.dorsal}: lap ${lap.lap} of ${lap.time} ms, under the minimum lap`);
      }
    }
  }

  // The public pages say the same.
  await page.goto(`/results/${event.id}?distance=66&view=general`);
  const row = (bib: number) => page.getByRole('row').filter({ hasText: riders.get(bib)!.name });
  const fourteenWant = expected.get(14)!;
  await expect(row(14)).toContainText(elapsed(fourteenWant.finalTime!));
  for (const [index, lap] of fourteenWant.laps.entries())
    await expect(row(14)).toContainText(`V${index + 1}: ${elapsed(lap)}`);
  await expect(row(NEVER_STARTED)).toContainText('No largó (DNS)');
  await expect(row(QUITTER)).toContainText('No finalizó (DNF)');
  await expect(page.getByText('— de 0')).toHaveCount(0);

  for (const bib of [14, 31, NEVER_STARTED, QUITTER]) {
    await page.goto(`/resultados/${event.id}/${bib}`);
    await expect(page.getByRole('heading', { level: 1, name: riders.get(bib)!.name })).toBeVisible();
    const want = expected.get(bib)!;
    if (want.finalTime !== null) {
      await expect(page.getByText(elapsed(want.finalTime), { exact: true }).first()).toBeVisible();
      const lapRows = page.getByRole('table', { name: 'Tus vueltas' }).getByRole('row');
      if (want.laps.length > 1) {
        for (const [index, lap] of want.laps.entries())
          await expect(lapRows.nth(index + 1)).toContainText(elapsed(lap));
      }
    } else {
      await expect(
        page.getByText(bib === NEVER_STARTED ? 'No largó (DNS)' : 'No finalizó (DNF)').first(),
      ).toBeVisible();
    }
    await expect(page.getByText('— de 0')).toHaveCount(0);
  }

  const passages = all.length;
  const summary = {
    riders: riders.size,
    passages,
    repeatsCaught: all.filter((r) => r.review === 'REPEAT').length,
    voided: all.filter((r) => r.mark === 'VOIDED').length,
    twoScreensRepeatToldLoudly: loudTwoScreens === 1,
    lapsCompared,
    seconds: Math.round((Date.now() - began) / 1000),
    differences: problems.length,
  };
  console.log(`finish-line race: ${JSON.stringify(summary)}`);
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(summary) });
  expect(repeats).toBe(2);
  expect(summary.repeatsCaught).toBe(2);
  expect(summary.voided).toBe(1);
  expect(problems).toEqual([]);
});
