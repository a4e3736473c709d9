import type { SoundKind } from './sound'

// H5: a tone made with Web Audio (no file to download). Browsers allow it once the page has had a
// user gesture; before that it stays silent.

const TONES: Record<SoundKind, number[]> = { chat: [880, 1175], service: [988, 1319], order: [660, 880], notice: [784, 988] }
let ctx: AudioContext | null = null

export function playSound (kind: SoundKind): void {
  try {
    const AC = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext)
    if (AC === undefined) return
    ctx ??= new AC()
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined)
    const t0 = ctx.currentTime
    TONES[kind].forEach((f, i) => {
      const osc = ctx!.createOscillator()
      const gain = ctx!.createGain()
      osc.frequency.value = f
      gain.gain.setValueAtTime(0.08, t0 + i * 0.12)
      gain.gain.exponentialRampToValueAtTime(0.001, t0 + i * 0.12 + 0.11)
      osc.connect(gain).connect(ctx!.destination)
      osc.start(t0 + i * 0.12)
      osc.stop(t0 + i * 0.12 + 0.12)
    })
  } catch { /* no audio here */ }
}
