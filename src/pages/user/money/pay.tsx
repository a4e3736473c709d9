import { useEffect, useRef, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { PayAsset } from '../../../../types/order'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/pay'
import '@/i18n/domains/wxpay'
import { formatAsset, formatMoney } from '@/lib/money'
import { usePrice } from '@/components/Price'
import { OrderCountdown } from '../order/components/Countdown'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { navigate, redirect } from '@/routes/navigate'
import { afterPay } from '@/pages/apps/groups/rules'
import { SignInPrompt } from '@/components/SignInPrompt'
import { PASSWORD_LENGTH, PayStore, parseOrderIds } from './pay/store'
import { WxPayOption, WxPayStatus, cnyOf, useWxPay } from './pay/WxPay'
import '../../../components/Icon/extra.scss'
import './pay/pay.scss'

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'del']
const ASSET_MARK: Record<PayAsset, string> = { usdt: '₮', bbc: 'B', score: '' }

export function assetAmount (v: string, asset: PayAsset): string {
  return formatAsset(v, asset)
}

/** A charge as the server makes it: 2 decimals for every asset ("100.00 BBC"). */
function charge (v: string): string {
  return formatMoney(v)
}

/** Six boxes showing dots for the typed digits. */
function PasswordBoxes ({ value, focus }: { value: string, focus?: boolean }) {
  return (
    <View className='pay-boxes'>
      {Array.from({ length: PASSWORD_LENGTH }, (_, i) => (
        <View key={i} className={`pay-boxes__cell ${focus && i === value.length ? 'pay-boxes__cell--focus' : ''}`}>
          {i < value.length ? <View className='pay-boxes__dot' /> : null}
        </View>
      ))}
    </View>
  )
}

/** Payment (/pages/user/money/pay?order_ids=1,2): choose an asset, enter the payment password, pay. */
const PayPage = observer(function PayPage () {
  const root = useStores()
  const { session, app } = root
  const price = usePrice()
  const router = useRouter()
  const [store] = useState(() => new PayStore())
  const ids = parseOrderIds(router.params.order_ids ?? router.params.order_id)
  const shown = useRef(false)
  // WeChat Pay: only in WeChat's browser or the mini program, and only when the server offers it
  const [wxOn, setWxOn] = useState(false)
  const wx = useWxPay((s, code) => { setWxOn(true); void s.pay({ order_ids: ids }, code).then((ok) => { if (ok) done() }) })

  useEffect(() => { if (session.isLogin) void store.load(ids) }, [session.isLogin])
  // back from setting the payment password: re-read the flag and balances
  useDidShow(() => {
    if (shown.current && session.isLogin) void store.reload()
    shown.current = true
  })

  const done = () => {
    void session.refresh().catch(() => undefined)
    // a group order (issue 18): its team's page, or the order when it was bought alone
    const team = Number(router.params.team)
    if ((team > 0 || router.params.groups === '1') && store.orderIds.length === 1) {
      const next = afterPay(store.orderIds[0], team > 0 ? team : null)
      void (next.page === 'team' ? redirect('pages/apps/groups/team', { id: next.id, paid: 1 }) : redirect('pages/apps/groups/order/details', { id: next.id }))
      return
    }
    // the success page reads what was paid from these orders, not from the URL
    void redirect('pages/page/success', { type: 'pay', order_ids: store.orderIds })
  }
  const pay = async () => {
    const r = await store.submit()
    if (r) done()
    else if (store.phase === 'failed' && store.failure) toast(t('pay.failedReason', { reason: store.failure.message || t('api.network') }))
  }
  const retry = async () => {
    const r = await store.retry()
    if (r) done()
  }

  const onChoose = (asset: PayAsset) => {
    setWxOn(false)
    wx.store?.reset()
    const refused = store.choose(asset)
    if (refused) toast(t(`pay.insufficient.${refused.refused}`, { available: assetAmount(refused.available, refused.refused) }))
  }

  const payWx = () => { if (wx.store) void wx.store.pay({ order_ids: store.orderIds }).then((ok) => { if (ok) done() }) }

  const onSubmit = () => {
    if (wxOn) { payWx(); return }
    if (!store.hasPassword) { void navigate('pages/user/auth/resetpaypwd', { from: 'pay' }); return }
    const sel = store.selected
    if (!sel) return
    if (!sel.enough) { onChoose(sel.asset); return }
    if (store.phase === 'failed' && store.failure?.retrySame) { void retry(); return }
    if (!store.passwordComplete) { store.openSheet(); return }
    void pay()
  }

  const onPasswordInput = (v: string) => {
    store.setPassword(v)
    if (store.sheetOpen && store.passwordComplete) void pay()
  }
  const onKey = (k: string) => {
    if (!k) return
    store.pressKey(k)
    if (store.sheetOpen && store.passwordComplete) void pay()
  }

  if (!session.isLogin) {
    return (
      <PageShell id='pay' className='pay-page' titleKey='pay.title'>
        <SignInPrompt reason='pay' />
      </PageShell>
    )
  }

  if (store.phase === 'loading') {
    return (
      <PageShell id='pay' className='pay-page' titleKey='pay.title'>
        <View className='pay-card pay-hero'><LinesSkeleton rows={2} /></View>
        <View className='pay-card'><LinesSkeleton rows={3} /></View>
      </PageShell>
    )
  }
  if (store.phase === 'loadError' || store.phase === 'empty') {
    const err = store.phase === 'loadError'
    return (
      <PageShell id='pay' className='pay-page' titleKey='pay.title'>
        <EmptyState className='pay-empty' icon={<Icon name={err ? 'failure' : 'to-pay'} size={40} />}
          title={err ? t('pay.loadFailed') : t('pay.noOrders')}
          description={err ? store.failure?.message : (store.failure?.message || t('pay.noOrdersDesc'))}
          actionText={err ? t('pay.reload') : t('pay.viewOrders')} actionId='pay-reload'
          onAction={() => { if (err) void store.load(ids); else void redirect('pages/user/order/order', { type: 'all' }) }}
        />
      </PageShell>
    )
  }

  const p = store.preview!
  const sel = store.selected
  const useWx = wxOn && wx.available && wx.store !== null
  const busy = store.phase === 'processing' || (useWx && wx.store!.busy)
  const wxAmount = wx.store?.totalCny ?? cnyOf(p.total, app.rates.usdt_cny)
  const submitText = sel ? t('pay.submit', { v: `${charge(sel.amount)} ${t(`pay.assetName.${sel.asset}`)}` }) : t('pay.submitPlain')

  return (
    <PageShell id='pay' className='pay-page' titleKey='pay.title'>
      <View className='pay-hero'>
        <Text className='pay-hero__label'>{t('pay.total')}</Text>
        <View className='pay-hero__amount'>
          {useWx
            ? <Text id='pay-amount' className='pay-hero__num'>¥{wxAmount}</Text>
            : sel
            ? <><Text id='pay-amount' className='pay-hero__num'>{charge(sel.amount)}</Text><Text className='pay-hero__unit'>{t(`pay.assetName.${sel.asset}`)}</Text></>
            : <Text id='pay-amount' className='pay-hero__num'>{formatMoney(p.total)}</Text>}
        </View>
        {useWx ? <Text id='pay-rate' className='pay-hero__rate'>{formatMoney(p.total)} USDT · {t('wxpay.rate', { rate: app.rates.usdt_cny })}</Text> : null}
        {sel && !useWx
          ? <Text id='pay-rate' className='pay-hero__rate'>{sel.asset === 'usdt'
            ? t('pay.usdtLine', { amount: charge(sel.amount) })
            : t('pay.rateLine', { amount: charge(sel.amount), asset: t(`pay.assetName.${sel.asset}`), unit: t(`pay.unitName.${sel.asset}`), rate: sel.rate })}
          </Text>
          : null}
        <Text id='pay-worth' className='pay-hero__sub'>{t('pay.worth', { price: price(p.total), usdt: formatMoney(p.total) })} · {t('pay.orders', { n: p.orders.length })}</Text>
        {p.close_at
          ? <OrderCountdown className='pay-hero__countdown' kind='close' deadline={p.close_at} onDue={() => { void store.load(ids) }} />
          : null}
      </View>

      <View className='pay-card pay-orders'>
        {p.orders.map((o) => (
          <View key={o.id} className='pay-orders__row'>
            <Text className='pay-orders__no'>{t('pay.orderNo', { no: o.order_no })}</Text>
            <Text className='pay-orders__price'>{price(o.price)}{app.displayCurrency === 'usdt' ? '' : ` · ${formatMoney(o.price)} USDT`}</Text>
          </View>
        ))}
      </View>

      {store.phase === 'failed' && store.failure && !store.sheetOpen
        ? (
          <View id='pay-failed' className='pay-status pay-status--failed'>
            <Icon name='failure' size={18} />
            <Text className='pay-status__text'>{t('pay.failedReason', { reason: store.failure.message || t('api.network') })}</Text>
            <Text id='pay-retry' className='pay-status__action' onClick={() => { void retry() }}>{t('pay.retry')}</Text>
          </View>
          )
        : null}
      {store.phase === 'cancelled'
        ? (
          <View id='pay-cancelled' className='pay-status'>
            <Icon name='x-tips' size={18} />
            <View className='pay-status__text'>
              <Text className='pay-status__strong'>{t('pay.cancelled')}</Text>
              <Text>{t('pay.cancelledDesc')}</Text>
            </View>
            <Text id='pay-retry' className='pay-status__action' onClick={() => { void retry() }}>{t('pay.retry')}</Text>
          </View>
          )
        : null}

      {useWx ? <WxPayStatus store={wx.store!} onRetry={payWx} onConfirmed={done} /> : null}

      <View className='pay-card'>
        <Text className='pay-card__title'>{t('pay.method')}</Text>
        {wx.available ? <WxPayOption on={useWx} amount={wxAmount} onChoose={() => { setWxOn(true) }} /> : null}
        {store.options.map((o) => {
          const on = !useWx && o.asset === store.asset
          return (
            <View key={o.asset} id={`pay-asset-${o.asset}`}
              className={`pay-asset ${on ? 'pay-asset--on' : ''} ${o.enough ? '' : 'pay-asset--short'}`}
              onClick={() => onChoose(o.asset)}
            >
              <View className={`pay-asset__mark pay-asset__mark--${o.asset}`}><Text>{ASSET_MARK[o.asset] || t('pay.assetName.score').slice(0, 1)}</Text></View>
              <View className='pay-asset__body'>
                <View className='pay-asset__line'>
                  <Text className='pay-asset__name'>{t(`pay.assetName.${o.asset}`)}</Text>
                  {o.enough ? null : <Text className='pay-asset__tag'>{t('pay.insufficientTag')}</Text>}
                </View>
                <Text className='pay-asset__balance'>{t('pay.balance', { v: assetAmount(o.balance, o.asset) })}</Text>
                {o.asset !== 'usdt' ? <Text className='pay-asset__rate'>{t('pay.optionRate', { unit: t(`pay.unitName.${o.asset}`), rate: o.rate })}</Text> : null}
              </View>
              <Text className='pay-asset__amount'>{charge(o.amount)}</Text>
              <View className={`pay-radio ${on ? 'pay-radio--on' : ''}`}>{on ? <Icon name='check' size={12} color='#fff' /> : null}</View>
            </View>
          )
        })}
      </View>

      {useWx
        ? null
        : store.hasPassword
        ? (
          <View className='pay-card'>
            <View className='pay-card__head'>
              <Text className='pay-card__title'>{t('pay.password')}</Text>
              <Text className='pay-card__link' onClick={() => { void navigate('pages/user/auth/resetpaypwd', { from: 'pay' }) }}>{t('pay.forgot')}</Text>
            </View>
            <View className='pay-pwd'>
              <PasswordBoxes value={store.password} />
              <Input id='pay-password' className='pay-pwd__input' type='number' password maxlength={PASSWORD_LENGTH}
                value={store.password} disabled={busy} onInput={(e) => { onPasswordInput(e.detail.value) }}
              />
            </View>
            <Text className='pay-card__hint'>{t('pay.passwordHint')}</Text>
          </View>
          )
        : (
          <View id='pay-set-password' className='pay-card pay-setpwd' onClick={() => { void navigate('pages/user/auth/resetpaypwd', { from: 'pay' }) }}>
            <Icon name='x-shield' size={28} color='#ff448f' />
            <View className='pay-setpwd__body'>
              <Text className='pay-setpwd__title'>{t('pay.noPassword')}</Text>
              <Text className='pay-setpwd__desc'>{t('pay.noPasswordDesc')}</Text>
            </View>
            <Text className='pay-setpwd__go'>{t('pay.setPassword')}</Text>
          </View>
          )}

      {app.displayCurrency === 'cny' ? <Text id='pay-display-rate' className='pay-secure'>{t('pay.displayRate', { rate: app.rates.usdt_cny })}</Text> : null}
      <Text className='pay-secure'>{t('pay.secure')}</Text>

      <View className='pay-bar'>
        <AppButton id='pay-submit' className='pay-submit' type='primary' block size='large' loading={busy}
          disabled={useWx ? wx.store!.phase === 'success' : (!sel || !sel.enough)} onClick={onSubmit}
        >{useWx
          ? (busy ? t(wx.store!.phase === 'confirming' ? 'wxpay.confirming' : 'wxpay.processing') : t('wxpay.submit', { v: wxAmount }))
          : busy ? t('pay.processing') : (store.hasPassword ? submitText : t('pay.setPassword'))}
        </AppButton>
      </View>

      {store.sheetOpen
        ? (
          <View className='pay-sheet'>
            <View className='pay-sheet__mask' onClick={() => store.closeSheet()} />
            <View className='pay-sheet__panel'>
              <View className='pay-sheet__head'>
                <View id='pay-sheet-close' className='pay-sheet__close' onClick={() => store.closeSheet()}><Icon name='x-close' size={18} /></View>
                <Text className='pay-sheet__title'>{t('pay.passwordSheet')}</Text>
              </View>
              {sel
                ? <Text className='pay-sheet__amount'>{charge(sel.amount)} <Text className='pay-sheet__unit'>{t(`pay.assetName.${sel.asset}`)}</Text></Text>
                : null}
              <PasswordBoxes value={store.password} focus />
              {busy ? <Text className='pay-sheet__msg'>{t('pay.processing')}</Text> : null}
              {store.phase === 'failed' && store.failure
                ? <Text id='pay-sheet-error' className='pay-sheet__msg pay-sheet__msg--error'>{store.failure.message || t('pay.failed')}</Text>
                : null}
              <Text className='pay-sheet__forgot' onClick={() => { store.closeSheet(); void navigate('pages/user/auth/resetpaypwd', { from: 'pay' }) }}>{t('pay.forgot')}</Text>
              <View className='pay-keys'>
                {KEYS.map((k, i) => (
                  <View key={i} className={`pay-keys__key ${k === '' ? 'pay-keys__key--blank' : ''} ${k === 'del' ? 'pay-keys__key--del' : ''}`}
                    onClick={() => onKey(k)}
                  >
                    {k === 'del' ? <Text>{t('pay.keyDelete')}</Text> : <Text>{k}</Text>}
                  </View>
                ))}
              </View>
            </View>
          </View>
          )
        : null}
    </PageShell>
  )
})

export default PayPage
