import { afterEach, describe, expect, it, vi } from 'vitest';
import { beep, resetBeep } from './beep.ts';

const scope = globalThis as { AudioContext?: unknown; webkitAudioContext?: unknown };
const original = { AudioContext: scope.AudioContext, webkitAudioContext: scope.webkitAudioContext };

afterEach(() => {
  scope.AudioContext = original.AudioContext;
  scope.webkitAudioContext = original.webkitAudioContext;
  resetBeep();
});

/** A stand-in for the Web Audio API that records what the beep does with it. */
function fakeAudio(state: 'running' | 'suspended' = 'running') {
  const calls: string[] = [];
  const node = () => ({ connect: vi.fn(), frequency: { value: 0 }, gain: { value: 0 }, type: '' });
  class FakeContext {
    state = state;
    currentTime = 2;
    destination = {};
    resume = vi.fn(async () => calls.push('resume'));
    createOscillator() {
      const oscillator = node();
      return {
        ...oscillator,
        start: (at: number) => calls.push(`start ${at}`),
        stop: (at: number) => calls.push(`stop ${at}`),
      };
    }
    createGain() {
      return node();
    }
  }
  return { FakeContext, calls };
}

describe('beep', () => {
  it('plays a short oscillator tone', () => {
    const { FakeContext, calls } = fakeAudio();
    scope.AudioContext = FakeContext;
    expect(beep(200)).toBe(true);
    expect(calls).toEqual(['start 2', 'stop 2.2']);
  });

  it('wakes a suspended context (browsers start them suspended)', () => {
    const { FakeContext, calls } = fakeAudio('suspended');
    scope.AudioContext = undefined;
    scope.webkitAudioContext = FakeContext;
    expect(beep()).toBe(true);
    expect(calls[0]).toBe('resume');
  });

  it('is silent, never throwing, where audio is unavailable or refused', () => {
    scope.AudioContext = undefined;
    scope.webkitAudioContext = undefined;
    expect(beep()).toBe(false);
    scope.AudioContext = class {
      constructor() {
        throw new Error('NotAllowedError');
      }
    };
    expect(() => beep()).not.toThrow();
    expect(beep()).toBe(false);
  });
});
