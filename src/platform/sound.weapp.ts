import Taro from '@tarojs/taro'
import type { SoundKind } from './sound'
import tone from '../assets/sounds/notify.wav'

// weapp: a short bundled tone through an InnerAudioContext (obeys the phone's silent switch).

let audio: Taro.InnerAudioContext | null = null

export function playSound (_kind: SoundKind): void {
  try {
    audio ??= Taro.createInnerAudioContext()
    audio.src = tone
    audio.stop()
    audio.play()
  } catch { /* no audio here */ }
}
