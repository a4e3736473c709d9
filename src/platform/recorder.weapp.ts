import Taro from '@tarojs/taro'
import type { Recorder, Recording, RecordStart } from './recorder'

// weapp: the RecorderManager (one per app), mp3 up to a minute. The microphone permission is asked
// with authorize(scope.record); a refusal is reported so the page can say why nothing records.

export function createRecorder (): Recorder {
  const rm = Taro.getRecorderManager()
  let pending: ((r: Recording | null) => void) | null = null
  let cancelled = false
  rm.onStop((res) => {
    const done = pending
    pending = null
    if (done === null) return
    if (cancelled || !res.tempFilePath) { done(null); return }
    done({ filePath: res.tempFilePath, duration: Math.min(60, Math.round((res.duration ?? 0) / 1000)) })
  })
  return {
    async start (): Promise<RecordStart> {
      try {
        await Taro.authorize({ scope: 'scope.record' })
      } catch {
        return 'denied'
      }
      cancelled = false
      rm.start({ duration: 60000, format: 'mp3', sampleRate: 16000, numberOfChannels: 1, encodeBitRate: 48000 })
      return 'ok'
    },
    async stop (): Promise<Recording | null> {
      return await new Promise((resolve) => {
        pending = resolve
        rm.stop()
      })
    },
    cancel (): void {
      cancelled = true
      rm.stop()
    }
  }
}
