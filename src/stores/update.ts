import { makeAutoObservable } from '@/lib/state'
import type { AppUpdate } from '../../types/common'
import { appEnv } from '../env'
import { toast } from '../api/request'
import { t } from '../i18n'
import { storage } from '../lib/storage'
import type { UpdatePlatform } from '../platform/update'

// Version update (spec §2 Home dialog: download, install, ignore, upgrade now; §3 Update state).
// The server's init data names the newest version; the mini program's own update manager
// reports a downloaded new package (platform/update).

export class UpdateStore {
  info: AppUpdate | null = null
  visible = false
  ignored = false
  /** 0–100; 100 = ready to install */
  progress = 0
  /** weapp: the new package is downloaded */
  nativeReady = false

  constructor (private readonly platform: UpdatePlatform) {
    makeAutoObservable<this, 'platform'>(this, { platform: false })
  }

  /** Newer than this build? */
  get hasUpdate (): boolean {
    return !!this.info && this.info.version_code > appEnv.APP_VERSION_CODE
  }

  /** With init's `update`: shows the dialog for a newer version unless the user ignored that version. */
  check (fromInit: AppUpdate | null | undefined): void {
    if (!fromInit || !(fromInit.version_code > appEnv.APP_VERSION_CODE)) return
    this.info = fromInit
    this.ignored = !fromInit.enforce && storage.get('updateIgnore') === fromInit.version_code
    this.visible = !this.ignored
  }

  /** Shows the dialog again for the known newer version (About → check for updates), even an ignored one. */
  show (): void {
    if (this.hasUpdate) this.visible = true
  }

  /** Ignore this version: remembered, so the dialog stays away until a newer one. Enforced updates cannot be ignored. */
  ignore (): void {
    if (!this.info || this.info.enforce) return
    storage.set('updateIgnore', this.info.version_code)
    this.ignored = true
    this.visible = false
  }

  /** H5: opens the download link. weapp: WeChat downloads by itself, nothing to do. */
  async download (): Promise<void> {
    if (!this.info || this.platform.kind === 'native') return
    this.platform.openLink(this.info.download_url)
    if (!this.info.enforce) this.visible = false
  }

  /** weapp: restart into the downloaded version. H5: the link again. */
  async install (): Promise<void> {
    if (this.platform.kind === 'native') {
      if (this.nativeReady) this.platform.applyNative()
      return
    }
    if (this.info) this.platform.openLink(this.info.download_url)
  }

  async upgradeNow (): Promise<void> {
    return this.install()
  }

  /** Start-up: listen to the platform's own update channel. */
  watchNative (): void {
    this.platform.watchNative({
      onAvailable: () => this.setProgress(0),
      onReady: () => this.markReady(),
      onFailed: () => toast(t('update.failed'))
    })
  }

  setProgress (p: number): void {
    this.progress = Math.max(0, Math.min(100, p))
  }

  markReady (): void {
    this.nativeReady = true
    this.progress = 100
    if (!this.info) {
      this.info = { version_name: '', version_code: appEnv.APP_VERSION_CODE, content: t('update.readyContent'), download_url: '', enforce: false }
    }
    this.visible = true
  }
}
