type AudioContextClass = new () => AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/**
 * A short, sharp beep (Web Audio oscillator, no sound file) to call the timekeeper's eye to a record
 * that needs it. Silent where audio is unavailable or refused: recording never depends on it.
 */
export function beep(durationMs = 180, frequency = 880): boolean {
  try {
    const AudioContextImpl = audioContextClass();
    if (!AudioContextImpl) return false;
    context ??= new AudioContextImpl();
    // Browsers start a context suspended until a user gesture; a beep follows a key press or a click.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.15;
    oscillator.connect(gain);
    gain.connect(context.destination);
    const now = context.currentTime;
    oscillator.start(now);
    oscillator.stop(now + durationMs / 1000);
    return true;
  } catch {
    return false;
  }
}

/** Forgets the shared audio context (tests). */
export function resetBeep(): void {
  context = null;
}
