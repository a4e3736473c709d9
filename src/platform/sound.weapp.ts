import Taro from '@tarojs/taro'
import type { SoundKind } from './sound'
import tone from '../assets/sounds/notify.wav'

// weapp: a short bundled tone through an InnerAudioContext (obeys the phone's silent switch). The
// build inlines the small file as a data URL, which the audio context cannot play: it is written
// once to the user data folder and played from there.

let audio: Taro.InnerAudioContext | null = null
let file: string | null = null

function localTone (): string {
  if (file !== null) return file
  const src = String(tone)
  if (!src.startsWith('data:')) return (file = src)
  const path = `${Taro.env.USER_DATA_PATH}/notify.wav`
  Taro.getFileSystemManager().writeFileSync(path, src.slice(src.indexOf(',') + 1), 'base64')
  return (file = path)
}

export function playSound (_kind: SoundKind): void {
  try {
    audio ??= Taro.createInnerAudioContext()
    audio.src = localTone()
    audio.stop()
    audio.play()
  } catch { /* no audio here */ }
}
