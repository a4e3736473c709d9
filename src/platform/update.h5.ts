import type { UpdatePlatform } from './update'

// H5 has no update manager: a new web build is picked up on reload; the dialog's buttons open
// the download link of the native app.
export const updatePlatform: UpdatePlatform = {
  kind: 'link',
  watchNative: () => undefined,
  applyNative: () => { window.location.reload() },
  openLink: (url) => {
    if (url) window.location.href = url
  }
}
