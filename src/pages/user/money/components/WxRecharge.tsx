import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { amountShape } from '../../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wxpay'
import { toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { WxPayStatus, cnyOf, useWxPay } from '../pay/WxPay'
import type { WxPayStore } from '../pay/wxpay-store'
import { AmountRow } from './shared'

// A USDT recharge bought with CNY through WeChat Pay (issue 21), on the recharge page: shown only
// where WeChat can pay and the server offers it. The amount is kept across WeChat's authorisation
// (which reloads the page) in storage.

const KEPT = 'wxpay:recharge'

export const WxRechargeCard = observer(function WxRechargeCard () {
  const { app, session } = useStores()
  const [amount, setAmount] = useState('')
  const [error, setError] = useState('')
  const paid = (usdt: string) => {
    toast(t('wxpay.rechargeDone', { v: usdt }))
    setAmount('')
    void session.refresh().catch(() => undefined)
  }
  const run = (store: WxPayStore, usdt: string, code?: string) => {
    Taro.setStorageSync(KEPT, usdt)
    void store.pay({ recharge: usdt }, code).then((ok) => { if (ok) { Taro.removeStorageSync(KEPT); paid(usdt) } })
  }
  const wx = useWxPay((store, code) => {
    const kept = String(Taro.getStorageSync(KEPT) || '')
    if (kept) { setAmount(kept); run(store, kept, code) }
  })
  if (!wx.available || !wx.store) return null
  const store = wx.store
  const valid = amountShape(amount, 2) === 'ok' && Number(amount) > 0 && Number(amount) <= 100000
  const submit = () => {
    setError('')
    if (!valid) { setError(t('wxpay.rechargeInvalid')); return }
    run(store, amount)
  }
  return (
    <View className='w-card' id='wx-recharge'>
      <Text className='w-card__title'>{t('wxpay.recharge')}</Text>
      <Text className='w-note'>{t('wxpay.rechargeDesc')}</Text>
      <AmountRow id='wx-recharge-amount' value={amount} placeholder={t('wxpay.rechargePlaceholder')} onInput={(v) => { setAmount(v); setError('') }} />
      {valid ? <Text className='w-note' id='wx-recharge-cost'>{t('wxpay.rechargeCost', { v: cnyOf(amount, app.rates.usdt_cny) })} · {t('wxpay.rate', { rate: app.rates.usdt_cny })}</Text> : null}
      {error ? <Text className='w-note w-note--error' id='wx-recharge-error'>{error}</Text> : null}
      <WxPayStatus store={store} onRetry={submit} onConfirmed={() => { paid(amount) }} />
      <AppButton id='wx-recharge-submit' className='w-submit' type='primary' block loading={store.busy} disabled={store.busy} onClick={submit}>
        {store.busy ? t('wxpay.processing') : valid ? t('wxpay.submit', { v: cnyOf(amount, app.rates.usdt_cny) }) : t('wxpay.submitPlain')}
      </AppButton>
    </View>
  )
})
