import type { Recorder, Recording, RecordStart } from './recorder'

// H5: getUserMedia + MediaRecorder (webm/opus in Chromium, mp4 in Safari). The recording becomes
// a blob URL that Taro.uploadFile sends. The microphone is released after every recording.

const MAX_MS = 60_000

export function createRecorder (): Recorder {
  let rec: MediaRecorder | null = null
  let stream: MediaStream | null = null
  let chunks: Blob[] = []
  let startedAt = 0
  let stopTimer: ReturnType<typeof setTimeout> | null = null

  const release = () => {
    if (stopTimer !== null) clearTimeout(stopTimer)
    stopTimer = null
    stream?.getTracks().forEach((tr) => { tr.stop() })
    stream = null
  }

  return {
    async start (): Promise<RecordStart> {
      if (typeof MediaRecorder === 'undefined' || navigator.mediaDevices?.getUserMedia === undefined) return 'unavailable'
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true })
      } catch (e) {
        const name = (e as { name?: string }).name ?? ''
        return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable'
      }
      chunks = []
      rec = new MediaRecorder(stream)
      rec.ondataavailable = (ev) => { if (ev.data.size > 0) chunks.push(ev.data) }
      rec.start()
      startedAt = Date.now()
      // a minute at most, as on weapp: the recording stops by itself and is sent on release
      stopTimer = setTimeout(() => { if (rec?.state === 'recording') rec.stop() }, MAX_MS)
      return 'ok'
    },
    async stop (): Promise<Recording | null> {
      const r = rec
      rec = null
      if (r === null) return null
      const duration = Math.min(60, Math.round((Date.now() - startedAt) / 1000))
      if (r.state !== 'inactive') {
        await new Promise<void>((resolve) => {
          r.onstop = () => { resolve() }
          r.stop()
        })
      }
      release()
      if (chunks.length === 0) return null
      const blob = new Blob(chunks, { type: r.mimeType || 'audio/webm' })
      return { filePath: URL.createObjectURL(blob), duration }
    },
    cancel (): void {
      const r = rec
      rec = null
      try { if (r !== null && r.state !== 'inactive') r.stop() } catch { /* already stopped */ }
      release()
      chunks = []
    }
  }
}
