import { describe, expect, it } from 'vitest';
import { FairSlots } from './fair-slots.ts';

describe('FairSlots', () => {
  it('grants places up to the total, then evicts the oldest holder of the address holding the most', () => {
    const slots = new FairSlots<string>(4, 10);
    for (const holder of ['a1', 'a2', 'a3']) expect(slots.take('A', holder)).toEqual({ granted: true, evicted: null });
    expect(slots.take('B', 'b1')).toEqual({ granted: true, evicted: null });
    expect(slots.size).toBe(4);
    // Full: C holds none, A holds three, so A's oldest gives its place up.
    expect(slots.take('C', 'c1')).toEqual({ granted: true, evicted: 'a1' });
    expect(slots.size).toBe(4);
    expect([slots.heldBy('A'), slots.heldBy('B'), slots.heldBy('C')]).toEqual([2, 1, 1]);
    // D holds none, A holds two: A's next oldest goes.
    expect(slots.take('D', 'd1')).toEqual({ granted: true, evicted: 'a2' });
    // Everyone holds one now: nobody is evicted for a fifth address.
    expect(slots.take('E', 'e1')).toEqual({ granted: false, reason: 'full' });
  });

  it('refuses the address holding the most and an address one place behind it (no ping-pong)', () => {
    const slots = new FairSlots<string>(5, 10);
    for (const holder of ['a1', 'a2', 'a3']) slots.take('A', holder);
    for (const holder of ['b1', 'b2']) slots.take('B', holder);
    expect(slots.take('A', 'a4')).toEqual({ granted: false, reason: 'full' });
    // B holds two, A three: swapping would make B the richest and A's evicted holder would take it back.
    expect(slots.take('B', 'b3')).toEqual({ granted: false, reason: 'full' });
    expect(slots.take('C', 'c1')).toEqual({ granted: true, evicted: 'a1' });
    // A's evicted holder reconnecting: A holds two, B two, C one: refused.
    expect(slots.take('A', 'a1-again')).toEqual({ granted: false, reason: 'full' });
  });

  it('one address flooding never leaves a second address without a place', () => {
    const slots = new FairSlots<number>(40, 500);
    for (let i = 0; i < 1000; i += 1) slots.take('flood', i);
    expect(slots.heldBy('flood')).toBe(40);
    expect(slots.take('second', -1)).toEqual({ granted: true, evicted: 0 });
    expect(slots.take('second', -2)).toEqual({ granted: true, evicted: 1 });
  });

  it('caps each address at its ceiling, even with places free', () => {
    const slots = new FairSlots<number>(100, 3);
    for (let i = 0; i < 3; i += 1) expect(slots.take('A', i).granted).toBe(true);
    expect(slots.take('A', 3)).toEqual({ granted: false, reason: 'address' });
    expect(slots.take('B', 4).granted).toBe(true);
  });

  it('gives a place back once: a release after an eviction or a second release changes nothing', () => {
    const slots = new FairSlots<string>(2, 10);
    slots.take('A', 'a1');
    slots.take('A', 'a2');
    expect(slots.take('B', 'b1')).toEqual({ granted: true, evicted: 'a1' });
    slots.release('A', 'a1');
    expect(slots.size).toBe(2);
    slots.release('B', 'b1');
    slots.release('B', 'b1');
    expect(slots.size).toBe(1);
    expect(slots.heldBy('B')).toBe(0);
    slots.release('A', 'a2');
    expect(slots.size).toBe(0);
  });
});
