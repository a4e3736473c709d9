// A short notification tone on arrival (spec §9 notification sounds). Neutral file for tsc and jest
// (silent); the build uses sound.h5.ts (Web Audio) or sound.weapp.ts (InnerAudioContext).

export type SoundKind = 'chat' | 'service' | 'order' | 'notice'

export function playSound (_kind: SoundKind): void {}
