// App updates. The mini program updates itself through WeChat's update manager (update.weapp.ts);
// the H5 app can only open the download link of the native app (update.h5.ts).
// Neutral file for tsc; the build uses the suffix files.

export interface NativeUpdateEvents {
  /** a newer version exists and is downloading */
  onAvailable (): void
  /** downloaded; applyNative() restarts into it */
  onReady (): void
  onFailed (): void
}

export interface UpdatePlatform {
  /** 'native': the platform downloads and installs; 'link': we can only open the download URL */
  readonly kind: 'native' | 'link'
  watchNative (events: NativeUpdateEvents): void
  applyNative (): void
  openLink (url: string): void
}

export const updatePlatform: UpdatePlatform = {
  kind: 'link',
  watchNative: () => undefined,
  applyNative: () => undefined,
  openLink: () => undefined
}
