import { afterEach, describe, expect, it, vi } from 'vitest';
import { beep, refusalSound, resetBeep } from './beep.ts';

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
  const tones: { type: string; frequency: number }[] = [];
  class FakeContext {
    state = state;
    currentTime = 2;
    destination = {};
    resume = vi.fn(async () => calls.push('resume'));
    createOscillator() {
      const oscillator = node();
      const tone = { type: '', frequency: 0 };
      tones.push(tone);
      return {
        ...oscillator,
        set type(value: string) {
          tone.type = value;
        },
        frequency: {
          set value(value: number) {
            tone.frequency = value;
          },
        },
        start: (at: number) => calls.push(`start ${at}`),
        stop: (at: number) => calls.push(`stop ${at}`),
      };
    }
    createGain() {
      return node();
    }
  }
  return { FakeContext, calls, tones };
}

describe('beep', () => {
  it('plays a short oscillator tone', () => {
    const { FakeContext, calls } = fakeAudio();
    scope.AudioContext = FakeContext;
    expect(beep(200)).toBe(true);
    expect(calls).toEqual(['start 2', 'stop 2.2']);
  });

  it('sounds a refusal as two low falling buzzes, unlike the single high beep', () => {
    const { FakeContext, calls, tones } = fakeAudio();
    scope.AudioContext = FakeContext;
    expect(beep()).toBe(true);
    expect(refusalSound()).toBe(true);
    expect(tones).toEqual([
      { type: 'square', frequency: 880 },
      { type: 'sawtooth', frequency: 330 },
      { type: 'sawtooth', frequency: 220 },
    ]);
    expect(calls.slice(2)).toEqual(['start 2', 'stop 2.16', 'start 2.2', 'stop 2.52']);
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
    expect(refusalSound()).toBe(false);
    scope.AudioContext = class {
      constructor() {
        throw new Error('NotAllowedError');
      }
    };
    expect(() => beep()).not.toThrow();
    expect(beep()).toBe(false);
  });
});
