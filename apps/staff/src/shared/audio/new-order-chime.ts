/**
 * A short two-note chime for a new order, made with Web Audio (no file to load). Browsers allow sound only after the
 * page was touched or clicked once; before that the chime is silent and the board's badge still shows the order.
 */
let context: AudioContext | null = null;

export function playNewOrderChime(): void {
  const AudioContextOf = globalThis.AudioContext;
  if (!AudioContextOf) return;
  try {
    context ??= new AudioContextOf();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1318.5],
    ] as const) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
      tone.connect(gain).connect(context.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.4);
    }
  } catch {
    // No sound device, or the browser refused: the badge still shows the order.
  }
}
