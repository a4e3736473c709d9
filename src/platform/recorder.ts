// Hold-to-talk recording (spec §9 voice chat). Neutral file for tsc and jest (no microphone); the
// build uses recorder.weapp.ts (RecorderManager) or recorder.h5.ts (MediaRecorder).

export interface Recording {
  /** a path Taro.uploadFile takes (weapp temp file, H5 blob URL) */
  filePath: string
  /** seconds, rounded */
  duration: number
}

/** ok: recording; denied: the user refused the microphone; unavailable: no recorder here */
export type RecordStart = 'ok' | 'denied' | 'unavailable'

export interface Recorder {
  start (): Promise<RecordStart>
  /** stops and returns the recording (null when nothing was recorded) */
  stop (): Promise<Recording | null>
  /** stops and throws the recording away */
  cancel (): void
}

export function createRecorder (): Recorder {
  return {
    start: async () => 'unavailable',
    stop: async () => null,
    cancel: () => undefined
  }
}
