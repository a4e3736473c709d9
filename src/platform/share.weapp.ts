import { useRef } from 'react'
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { toast } from '../api/request'
import { t } from '../i18n'
import '../i18n/domains/error'
import type { ShareContent } from './share'

// Mini program: WeChat's share menu and <Button openType="share"> both ask the page's
// onShareAppMessage (the page config needs enableShareAppMessage / enableShareTimeline).

export type { ShareContent }

export function useShare (content: ShareContent | null): void {
  const ref = useRef(content)
  ref.current = content
  useShareAppMessage(() => {
    const c = ref.current
    if (!c) return {}
    return { title: c.title, path: c.path, imageUrl: c.imageUrl }
  })
  useShareTimeline(() => {
    const c = ref.current
    if (!c) return {}
    const q = c.path.indexOf('?')
    return { title: c.title, query: q >= 0 ? c.path.slice(q + 1) : '', imageUrl: c.imageUrl }
  })
}

/** The open-type button shares by itself; this only catches a missing content. */
export async function share (content: ShareContent): Promise<void> {
  if (!content.title) toast(t('error.shareEmpty'))
}

export function shareUrl (path: string): string {
  return path
}

export function canShareNatively (): boolean {
  return true
}

export function canCopyLink (): boolean {
  return false
}
