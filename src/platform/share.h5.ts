import { useEffect } from 'react'
import type { WechatJsConfig } from '../../types/common'
import { toast } from '../api/request'
import { wechatApi } from '../api/wechat'
import { t } from '../i18n'
import '../i18n/domains/error'
import '../i18n/domains/product'
import { copyText } from './clipboard'
import { appClientHeader } from './client'
import type { ShareContent } from './share'

// H5. Inside the WeChat browser the JSSDK is configured with the server's signature
// (GET wechat/config) and given the page's share data, so WeChat's own "···" menu shares a card;
// a share tap then tells the user to use that menu. Elsewhere a share tap copies the link, with
// the spec's messages ('copied successfully' / 'copy failed' / 'browser not supported').

export type { ShareContent }

const JSSDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

interface WxJs {
  config (c: WechatJsConfig & { debug: boolean }): void
  ready (cb: () => void): void
  error (cb: (e: unknown) => void): void
  updateAppMessageShareData (d: { title: string, desc: string, link: string, imgUrl: string }): void
  updateTimelineShareData (d: { title: string, link: string, imgUrl: string }): void
}

let sdk: Promise<WxJs> | null = null
/** the JSSDK configuration of the last shared page failed (spec §8 'failed to get share channel') */
let channelFailed = false

function inWechat (): boolean {
  return appClientHeader() === 'wechat-wanlshop'
}

function loadSdk (): Promise<WxJs> {
  if (!sdk) {
    sdk = new Promise<WxJs>((resolve, reject) => {
      const w = window as unknown as { wx?: WxJs }
      if (w.wx?.config) { resolve(w.wx); return }
      const s = document.createElement('script')
      s.src = JSSDK
      s.async = true
      s.onload = () => (w.wx ? resolve(w.wx) : reject(new Error('jweixin missing')))
      s.onerror = () => reject(new Error('jweixin failed to load'))
      document.head.appendChild(s)
    }).catch((e) => { sdk = null; throw e })
  }
  return sdk
}

function absolute (url: string): string {
  if (!url || /^https?:/i.test(url)) return url
  return location.origin + (url.startsWith('/') ? url : `/${url}`)
}

export function shareUrl (path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`
  return `${location.origin}${location.pathname}#${p}`
}

async function configure (c: ShareContent): Promise<void> {
  const wx = await loadSdk()
  const url = location.href.split('#')[0]
  const cfg = await wechatApi.config({ url }, { toast: false })
  await new Promise<void>((resolve, reject) => {
    wx.config({ ...cfg, debug: false, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] })
    wx.error(reject)
    wx.ready(() => {
      const link = shareUrl(c.path)
      const imgUrl = absolute(c.imageUrl ?? '')
      wx.updateAppMessageShareData({ title: c.title, desc: c.desc ?? '', link, imgUrl })
      wx.updateTimelineShareData({ title: c.title, link, imgUrl })
      resolve()
    })
  })
}

export function useShare (content: ShareContent | null): void {
  const key = content ? `${content.title}|${content.path}|${content.imageUrl ?? ''}` : ''
  useEffect(() => {
    if (!content || !inWechat()) return
    channelFailed = false
    configure(content).catch((e) => { channelFailed = true; console.warn('[share] jssdk', e) })
  }, [key])
}

export async function share (content: ShareContent): Promise<void> {
  if (!content.title) {
    toast(t('error.shareEmpty'))
    return
  }
  if (inWechat()) {
    toast(channelFailed ? t('error.shareChannelFailed') : t('product.shareWechat'))
    return
  }
  const url = shareUrl(content.path)
  const nav = navigator as Navigator & { share?: (d: { title?: string, text?: string, url?: string }) => Promise<void> }
  if (typeof nav.share === 'function') {
    // spec §9: the default share type is a link
    try {
      await nav.share({ title: content.title, text: content.desc ?? content.title, url })
      return
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') return
      // no share target or not allowed here: copy the link instead
    }
  }
  await copyText(url)
}

export function canShareNatively (): boolean {
  return inWechat() || typeof (navigator as { share?: unknown }).share === 'function'
}

export function canCopyLink (): boolean {
  return true
}
