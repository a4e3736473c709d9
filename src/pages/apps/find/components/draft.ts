import { makeAutoObservable, runInAction } from '@/lib/state'
import type { GoodsCard } from '../../../../../types/common'
import { FIND_LIMITS } from '../../../../../types/find'
import { findApi, findUpload } from '@/api/find'
import { isApiError } from '@/api/errors'
import { t } from '@/i18n'
import '@/i18n/domains/find'

// The post being written (/pages/apps/find/user/add): text, pictures or one video uploaded as soon
// as they are picked (each with its progress), linked goods; publish waits for no upload and
// sends only the server's paths. The limits are the server's (FIND_LIMITS).

export interface DraftFile {
  key: number
  kind: 'image' | 'video'
  /** the local file (preview, and a retry after a failed upload) */
  local: string
  /** the server path once uploaded */
  url: string
  progress: number
  state: 'uploading' | 'done' | 'failed'
  error: string
}

export interface PickedFile { path: string, size: number }

let nextKey = 1

export class PostDraft {
  content = ''
  files: DraftFile[] = []
  goods: GoodsCard[] = []
  publishing = false
  /** the published post's state: 'examine' waits for review, 'normal' is shown at once */
  published: { id: number, state: string } | null = null

  constructor () {
    makeAutoObservable(this)
  }

  get video (): DraftFile | undefined { return this.files.find((f) => f.kind === 'video') }
  get images (): DraftFile[] { return this.files.filter((f) => f.kind === 'image') }
  get imageRoom (): number { return this.video === undefined ? FIND_LIMITS.images - this.images.length : 0 }
  get canAddVideo (): boolean { return this.files.length === 0 }
  get uploading (): boolean { return this.files.some((f) => f.state === 'uploading') }
  get chars (): number { return [...this.content].length }

  setContent (v: string): void { this.content = v }

  /** Adds picked pictures (over the room or the size cap are dropped, with the reason returned). */
  addImages (picked: PickedFile[]): string {
    const small = picked.filter((f) => f.size <= FIND_LIMITS.imageBytes)
    for (const f of small.slice(0, this.imageRoom)) this.start('image', f.path)
    return small.length < picked.length ? t('find.add.imageTooLarge') : ''
  }

  /** Adds the picked video; one over the server's cap is refused here (no upload of a file it will refuse). */
  addVideo (picked: PickedFile): string {
    if (!this.canAddVideo) return ''
    if (picked.size > FIND_LIMITS.videoBytes) return t('find.add.videoTooLarge', { n: FIND_LIMITS.videoBytes / 1024 / 1024 })
    this.start('video', picked.path)
    return ''
  }

  remove (key: number): void { this.files = this.files.filter((f) => f.key !== key) }

  /** Uploads a failed file again. */
  retry (key: number): void {
    const f = this.files.find((x) => x.key === key && x.state === 'failed')
    if (f !== undefined) void this.upload(f.key)
  }

  toggleGoods (g: GoodsCard): boolean {
    if (this.goods.some((x) => x.id === g.id)) { this.goods = this.goods.filter((x) => x.id !== g.id); return true }
    if (this.goods.length >= FIND_LIMITS.goods) return false
    this.goods = [...this.goods, g]
    return true
  }

  /** What stops publishing ('' = nothing). */
  get problem (): string {
    if (this.uploading) return t('find.add.waitUploads')
    if (this.content.trim() === '' && !this.files.some((f) => f.state === 'done')) return t('find.add.empty')
    return ''
  }

  async publish (): Promise<void> {
    if (this.publishing || this.problem !== '') return
    this.publishing = true
    try {
      const done = this.files.filter((f) => f.state === 'done')
      const res = await findApi.publish({
        content: this.content,
        images: done.filter((f) => f.kind === 'image').map((f) => f.url),
        video: done.find((f) => f.kind === 'video')?.url ?? '',
        goods_ids: this.goods.map((g) => g.id)
      })
      runInAction(() => { this.published = res })
    } finally {
      runInAction(() => { this.publishing = false })
    }
  }

  /** A fresh form after "post another". */
  reset (): void {
    this.content = ''
    this.files = []
    this.goods = []
    this.published = null
  }

  private start (kind: 'image' | 'video', local: string): void {
    const key = nextKey++
    this.files = [...this.files, { key, kind, local, url: '', progress: 0, state: 'uploading', error: '' }]
    void this.upload(key)
  }

  private patch (key: number, change: Partial<DraftFile>): void {
    this.files = this.files.map((f) => f.key === key ? { ...f, ...change } : f)
  }

  private async upload (key: number): Promise<void> {
    const f = this.files.find((x) => x.key === key)
    if (f === undefined) return
    this.patch(key, { state: 'uploading', progress: 0, error: '' })
    const onProgress = (p: number) => { runInAction(() => { this.patch(key, { progress: Math.max(0, Math.min(100, Math.round(p))) }) }) }
    try {
      const res = await (f.kind === 'image' ? findUpload.image(f.local, onProgress) : findUpload.video(f.local, onProgress))
      runInAction(() => { this.patch(key, { state: 'done', url: res.url, progress: 100 }) })
    } catch (e) {
      runInAction(() => { this.patch(key, { state: 'failed', error: isApiError(e) ? e.message : t('find.add.uploadFailed') }) })
    }
  }
}
