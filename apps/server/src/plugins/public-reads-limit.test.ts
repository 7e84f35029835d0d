import { describe, expect, it } from 'vitest';
import { AddressWindows, FairReadBudgets, fairReadRule } from './public-reads-limit.ts';

describe('AddressWindows', () => {
  it('counts hits per address in fixed windows', () => {
    let clock = 0;
    const windows = new AddressWindows(10, () => clock);
    expect(windows.hit('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock = 10_000;
    expect(windows.hit('a', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(windows.hit('b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock = 60_000;
    expect(windows.hit('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps at most its number of addresses, forgetting the least recently seen', () => {
    const windows = new AddressWindows(2, () => 0);
    windows.hit('a', 60_000);
    windows.hit('b', 60_000);
    windows.hit('a', 60_000);
    windows.hit('c', 60_000);
    expect(windows.size).toBe(2);
    // b was forgotten, a kept its count.
    expect(windows.hit('b', 60_000).current).toBe(1);
    expect(windows.hit('c', 60_000).current).toBe(2);
  });
});

describe('fairReadRule', () => {
  it('derives the shares from the address budget and the client share', () => {
    expect(fairReadRule(3000, 120)).toEqual({ addressBudget: 3000, clientShare: 120, cookielessShare: 600, floor: 30 });
    // A tiny budget caps everything at it: one client then reads as much as its address may.
    expect(fairReadRule(3, 120)).toEqual({ addressBudget: 3, clientShare: 3, cookielessShare: 3, floor: 3 });
  });
});

describe('FairReadBudgets', () => {
  const MINUTE = 60_000;

  /** `clients` phones reading every `everyMs` for `minutes` while a flooder (null: without a cookie) reads 100 a second. */
  function crowd(options: { clients: number; everyMs: number; minutes: number; flooder: string | null }) {
    let clock = 0;
    const budgets = new FairReadBudgets(fairReadRule(3000, 120), () => clock);
    const refused = new Map<string, number>();
    const served = new Map<string, number>();
    const read = (client: string | null, label: string) => {
      const { allowed } = budgets.read('carrier', client, MINUTE);
      const counts = allowed ? served : refused;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    };
    for (clock = 0; clock < options.minutes * MINUTE; clock += 100) {
      // The flooder reads 10 times every 100 ms: 6,000 a minute, twice the address's budget.
      for (let i = 0; i < 10; i += 1) read(options.flooder, 'flooder');
      if (clock % options.everyMs !== 0) continue;
      for (let phone = 0; phone < options.clients; phone += 1) read(`phone-${phone}`, 'phones');
    }
    return { refused, served, budgets };
  }

  it('serves 200 phones reading every 5 s while one client floods, and limits the flooder to its share', () => {
    const { refused, served } = crowd({ clients: 200, everyMs: 5000, minutes: 3, flooder: 'flooder' });
    expect(refused.get('phones') ?? 0).toBe(0);
    expect(served.get('phones')).toBe(200 * 12 * 3);
    expect(served.get('flooder')).toBe(120 * 3);
  });

  it('gives a cookieless flooder (curl) one bucket for all the cookieless reads of its address', () => {
    const { refused, served } = crowd({ clients: 200, everyMs: 5000, minutes: 3, flooder: null });
    expect(refused.get('phones') ?? 0).toBe(0);
    expect(served.get('flooder')).toBe(600 * 3);
  });

  it('gives each client the floor once the address budget is spent by many', () => {
    let clock = 0;
    const budgets = new FairReadBudgets(fairReadRule(3000, 120), () => clock);
    // 40 clients with 120 reads each would read 4,800: the budget is spent at 3,000.
    let served = 0;
    for (let round = 0; round < 120; round += 1) {
      for (let client = 0; client < 40; client += 1) if (budgets.read('a', `c${client}`, MINUTE).allowed) served += 1;
    }
    expect(served).toBe(3000);
    // A newcomer still gets its floor of 30, not one more.
    const late = Array.from({ length: 40 }, () => budgets.read('a', 'late', MINUTE).allowed);
    expect(late.filter(Boolean)).toHaveLength(30);
    // Another address is untouched, and the next minute starts afresh.
    expect(budgets.read('b', 'c0', MINUTE).allowed).toBe(true);
    clock = MINUTE;
    expect(budgets.read('a', 'c0', MINUTE)).toEqual({ allowed: true, total: 1, ttl: MINUTE });
  });

  it('counts clients beyond its number per address as cookieless, and forgets the least recent addresses', () => {
    const budgets = new FairReadBudgets(fairReadRule(3000, 120), () => 0, {
      maxAddresses: 3,
      maxClients: 10,
      clientsPerAddress: 4,
    });
    for (let client = 0; client < 6; client += 1) budgets.read('a', `c${client}`, MINUTE);
    expect(budgets.clients).toBe(4);
    for (let client = 0; client < 4; client += 1) budgets.read('b', `c${client}`, MINUTE);
    for (let client = 0; client < 4; client += 1) budgets.read('c', `c${client}`, MINUTE);
    // Twelve clients are more than ten: the least recently seen address (a) is forgotten.
    expect(budgets.clients).toBe(8);
    expect(budgets.size).toBe(2);
    budgets.read('d', 'x', MINUTE);
    budgets.read('e', 'x', MINUTE);
    expect(budgets.size).toBe(3);
  });
});
