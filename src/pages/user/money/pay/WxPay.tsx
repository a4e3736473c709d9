import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { WxPayChannels } from '../../../../../types/wxpay'
import { wxpayApi } from '@/api/wxpay'
import { t } from '@/i18n'
import '@/i18n/domains/wxpay'
import { Icon } from '@/components/Icon'
import { authorizeWechat, requestWxPay, takeWechatCode, wxpayChannel } from '@/platform/wxpay'
import { wxPayStore, type WxPayStore } from './wxpay-store'
import './wxpay.scss'

// The WeChat Pay channel of the cashier and the recharge page: offered only where WeChat can pay
// (its in-app browser, the mini program) and only when the server is configured for it.

/** Yuan for a USDT amount at usdt_cny, rounded up to the fen like the server charges. */
export function cnyOf (usdt: string, rate: string): string {
  const fen = Math.ceil(Math.round(Number(usdt) * Number(rate) * 1e6) / 1e4)
  return Number.isFinite(fen) ? (fen / 100).toFixed(2) : '0.00'
}

export interface WxPayHook {
  /** the channel is offered here */
  available: boolean
  store: WxPayStore | null
  channels: WxPayChannels | null
}

/**
 * The channel's availability and its store; `resume` runs once with the official account's
 * authorisation code when WeChat brought the buyer back with one.
 */
export function useWxPay (resume: (store: WxPayStore, code: string) => void): WxPayHook {
  const channel = wxpayChannel()
  const [store] = useState(() => channel ? wxPayStore(channel, requestWxPay) : null)
  const [channels, setChannels] = useState<WxPayChannels | null>(null)
  useEffect(() => {
    if (!channel) return
    let live = true
    wxpayApi.channels().then((c) => {
      if (!live) return
      setChannels(c)
      const code = takeWechatCode()
      if (code && store) resume(store, code)
    }).catch(() => undefined)
    return () => { live = false }
  }, [])
  // the server has no official-account openid for this buyer yet: WeChat's authorisation, back here with ?code=
  useEffect(() => {
    if (store?.phase === 'authorize' && channels?.mp_app_id) authorizeWechat(channels.mp_app_id)
  })
  const available = !!channel && !!channels && (channel === 'jsapi' ? channels.jsapi : channels.miniapp)
  return { available, store, channels }
}

/** The method row. */
export function WxPayOption ({ on, amount, onChoose }: { on: boolean, amount: string, onChoose: () => void }) {
  return (
    <View id='pay-asset-wechat' className={`pay-asset pay-asset--wechat ${on ? 'pay-asset--on' : ''}`} onClick={onChoose}>
      <View className='pay-asset__mark pay-asset__mark--wechat'><Text>¥</Text></View>
      <View className='pay-asset__body'>
        <View className='pay-asset__line'><Text className='pay-asset__name'>{t('wxpay.name')}</Text></View>
        <Text className='pay-asset__balance'>{t('wxpay.desc')}</Text>
      </View>
      <Text className='pay-asset__amount'>¥{amount}</Text>
      <View className={`pay-radio ${on ? 'pay-radio--on' : ''}`}>{on ? <Icon name='check' size={12} color='#fff' /> : null}</View>
    </View>
  )
}

/** Cancelled / failed / "confirm WeChat completion" banners, each with its way on. */
export const WxPayStatus = observer(function WxPayStatus ({ store, onRetry, onConfirmed }: { store: WxPayStore, onRetry: () => void, onConfirmed: () => void }) {
  const p = store.phase
  if (p === 'cancelled' || p === 'failed') {
    return (
      <View id={p === 'cancelled' ? 'pay-wx-cancelled' : 'pay-wx-failed'} className={`pay-status ${p === 'failed' ? 'pay-status--failed' : ''}`}>
        <Icon name={p === 'failed' ? 'failure' : 'x-tips'} size={18} />
        <View className='pay-status__text'>
          <Text className='pay-status__strong'>{p === 'cancelled' ? t('wxpay.cancelled') : t('wxpay.failed', { reason: store.reason || t('api.network') })}</Text>
          {p === 'cancelled' ? <Text>{t('wxpay.cancelledDesc')}</Text> : null}
        </View>
        <Text id='pay-wx-retry' className='pay-status__action' onClick={onRetry}>{t('wxpay.retry')}</Text>
      </View>
    )
  }
  if (p === 'unconfirmed' || p === 'confirming') {
    return (
      <View id='pay-wx-unconfirmed' className='pay-status'>
        <Icon name='x-tips' size={18} />
        <View className='pay-status__text'>
          <Text className='pay-status__strong'>{p === 'confirming' ? t('wxpay.confirming') : t('wxpay.unconfirmed')}</Text>
          <Text>{t('wxpay.unconfirmedDesc')}</Text>
        </View>
        <Text id='pay-wx-confirm' className='pay-status__action' onClick={() => { void store.confirm().then((ok) => { if (ok) onConfirmed() }) }}>{t('wxpay.confirm')}</Text>
      </View>
    )
  }
  if (p === 'authorize') {
    return <View id='pay-wx-authorize' className='pay-status'><Text className='pay-status__text'>{t('wxpay.authorize')}</Text></View>
  }
  return null
})
