type AudioContextClass = new () => AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

interface Tone {
  frequency: number;
  /** Seconds after the sound begins. */
  at: number;
  durationMs: number;
}

/** Plays tones (Web Audio oscillators, no sound file); false where audio is unavailable or refused. */
function play(tones: readonly Tone[], type: OscillatorType): boolean {
  try {
    const AudioContextImpl = audioContextClass();
    if (!AudioContextImpl) return false;
    context ??= new AudioContextImpl();
    // Browsers start a context suspended until a user gesture; a sound follows a key press or a click.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const now = context.currentTime;
    for (const tone of tones) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = type;
      oscillator.frequency.value = tone.frequency;
      gain.gain.value = 0.15;
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(now + tone.at);
      oscillator.stop(now + tone.at + tone.durationMs / 1000);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * A short, sharp beep to call the timekeeper's eye to a record that needs it (a bib nobody holds).
 * Silent where audio is unavailable or refused: recording never depends on it.
 */
export function beep(durationMs = 180, frequency = 880): boolean {
  return play([{ frequency, at: 0, durationMs }], 'square');
}

/**
 * A passage that did not count (a finished bib, a repeat, a record the server refused): two low falling
 * buzzes, unlike the single high beep of a bib nobody holds, so the ear tells them apart without a look.
 */
export function refusalSound(): boolean {
  return play(
    [
      { frequency: 330, at: 0, durationMs: 160 },
      { frequency: 220, at: 0.2, durationMs: 320 },
    ],
    'sawtooth',
  );
}

/** Forgets the shared audio context (tests). */
export function resetBeep(): void {
  context = null;
}
