// The two-tone chime of the board's new-order alarm and the rider page's new delivery, made with
// Web Audio (no sound file to load).
export function chime(context: AudioContext) {
  const start = context.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const at = start + i * 0.2;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.4);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.45);
  });
}
