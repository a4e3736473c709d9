import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { EXCHANGE_PAIRS, PAIR_ASSETS, type EconomyOverview, type ExchangePair, type ExchangeQuote } from '../../types/economy'
import { amountShape } from '../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/exchange'
import '@/i18n/domains/me'
import '@/i18n/domains/wallet'
import { economyApi } from '@/api/economy'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { LoadGate, PasswordField, useAttempt, useLoad } from './user/money/components/shared'
import { TierBadge, countdown, useMinuteClock } from './economy/shared'
import './user/money/components/wallet.scss'
import './economy/economy.scss'
import './pledge/pledge.scss'

/**
 * Exchange tab (/pages/pledge): balances; exchange USDT → BBT, BBT → USDT, BBC → USDT with the
 * server's preview of rate, fee and result and the payment password; pledge BBT for 30 / 90 / 180
 * days; active pledges with their countdowns, redeemed when due. Everything is computed on the server.
 */
const Exchange = observer(function Exchange () {
  const { session } = useStores()
  const loggedIn = session.isLogin && !!session.user
  const ov = useLoad<EconomyOverview>(() => economyApi.overview(), false)
  useDidShow(() => { if (loggedIn) void ov.reload() })
  useEffect(() => { if (loggedIn) void ov.reload() }, [loggedIn, ov.reload])

  usePullDownRefresh(() => {
    const done = () => { void Taro.stopPullDownRefresh() }
    if (!loggedIn) { done(); return }
    void Promise.all([ov.reload(), Promise.resolve(session.refresh()).catch(() => {})]).finally(done)
  })

  const changed = async () => {
    await ov.reload()
    void Promise.resolve(session.refresh()).catch(() => undefined)
  }

  return (
    <PageShell id='pledge' className='pledge' titleKey='nav.exchange' tab>
      <View className='pledge-intro'>
        <Text className='pledge-intro__title'>{t('exchange.headline')}</Text>
        <Text className='pledge-intro__text'>{t('exchange.intro')}</Text>
      </View>
      {!loggedIn
        ? <View className='pledge-login'><SignInPrompt reason='assets' /></View>
        : ov.data === null
          ? <LoadGate state={ov} rows={4} />
          : (
            <>
              <View className='eco-balances' id='pledge-balances'>
                {(['usdt', 'bbt', 'bbc'] as const).map((a) => (
                  <View key={a} className='eco-balances__item' id={`pledge-${a}`}>
                    <Text className='eco-balances__value'>{ov.data!.balances[a]}</Text>
                    <Text className='eco-balances__label'>{a.toUpperCase()}</Text>
                  </View>
                ))}
              </View>
              <ExchangeForm data={ov.data} onDone={changed} />
              <PledgeForm data={ov.data} onDone={changed} />
              <ActivePledges data={ov.data} onDone={changed} />
              <View className='eco-links'>
                <Text id='pledge-records' className='eco-links__item' onClick={() => { void navigate('pages/pledgeRecord') }}>{t('exchange.records')}</Text>
                <Text id='pledge-equities' className='eco-links__item' onClick={() => { void navigate('pages/pledgeEquities') }}>{t('exchange.equities')}</Text>
                <Text id='pledge-assets' className='eco-links__item' onClick={() => { void navigate('pages/user/asset/index') }}>{t('exchange.assets')}</Text>
              </View>
            </>
            )}
    </PageShell>
  )
})

/** The previewed exchange: the server's quote for what is typed (rate, fee, result). */
const ExchangeForm = observer(function ExchangeForm ({ data, onDone }: { data: EconomyOverview, onDone: () => Promise<void> }) {
  const { session } = useStores()
  const [pair, setPair] = useState<ExchangePair>('usdt_bbt')
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [quote, setQuote] = useState<ExchangeQuote | null>(null)
  const { busy, error, setError, renew, run } = useAttempt()
  const { from, to } = PAIR_ASSETS[pair]

  useEffect(() => {
    setQuote(null)
    if (amountShape(amount, 2) !== 'ok') return
    let live = true
    const id = setTimeout(() => {
      economyApi.quote({ pair, amount }).then((q) => { if (live) setQuote(q) }, (e: unknown) => { if (live) setError(e instanceof Error ? e.message : String(e)) })
    }, 250)
    return () => { live = false; clearTimeout(id) }
  }, [pair, amount, setError])

  const submit = async () => {
    if (amountShape(amount, 2) !== 'ok') { setError(t('exchange.amountPlaceholder')); return }
    if (password.length !== 6) { setError(t('assets.payPasswordPlaceholder')); return }
    let got = ''
    const done = await run(async (key) => { got = (await economyApi.exchange({ pair, amount, pay_password: password, key })).result })
    setPassword('')
    if (!done) return
    toast(t('exchange.exchanged', { v: got, asset: to.toUpperCase() }), 'success')
    setAmount('')
    await onDone()
  }
  const tokenRate = pair === 'bbc_usdt' ? data.rates.bbc_usdt : data.rates.bbt_usdt
  return (
    <View className='w-card' id='exchange-form'>
      <Text className='w-card__title'>{t('exchange.exchangeTitle')}</Text>
      <SegmentTabs id='exchange-pair' tabs={EXCHANGE_PAIRS.map((p) => ({ key: p, label: t(`exchange.pair.${p}`) }))} value={pair} onChange={(p) => { setPair(p); renew() }} />
      <View className='w-field'>
        <Text className='w-field__label'>{t('exchange.pay', { asset: from.toUpperCase() })}</Text>
        <Input id='exchange-amount' className='w-field__input' type='digit' value={amount} placeholder={t('exchange.amountPlaceholder')} onInput={(e) => { setAmount(e.detail.value); renew() }} />
      </View>
      <Text className='w-note'>{t('assets.available', { v: `${data.balances[from]} ${from.toUpperCase()}` })}</Text>
      <View className='eco-preview' id='exchange-preview'>
        <View className='eco-preview__row'><Text>{t('exchange.rate')}</Text><Text>{t('exchange.rateLine', { token: pair === 'bbc_usdt' ? 'BBC' : 'BBT', rate: quote?.rate ?? tokenRate })}</Text></View>
        <View className='eco-preview__row'>
          <Text>{t('exchange.fee')}</Text>
          <Text id='exchange-fee'>{t('exchange.feeLine', { fee: quote?.fee ?? '—', asset: to.toUpperCase(), rate: pair === 'usdt_bbt' ? '0' : String(Number(data.rates.fee_rate) * 100) })}</Text>
        </View>
        <View className='eco-preview__row'><Text>{t('exchange.receive')}</Text><Text id='exchange-result' className='eco-preview__strong'>{quote === null ? '—' : `${quote.result} ${to.toUpperCase()}`}</Text></View>
      </View>
      <PasswordField id='exchange-password' value={password} onChange={(v) => { setPassword(v); setError('') }} isSet={session.user?.set_paypwd ?? false} />
      {error ? <Text id='exchange-error' className='w-note w-note--error'>{error}</Text> : null}
      <AppButton id='exchange-submit' className='w-submit' type='primary' block loading={busy} disabled={busy || !(session.user?.set_paypwd ?? false)} onClick={() => { void submit() }}>
        {t('exchange.submitExchange')}
      </AppButton>
    </View>
  )
})

const PledgeForm = observer(function PledgeForm ({ data, onDone }: { data: EconomyOverview, onDone: () => Promise<void> }) {
  const { session } = useStores()
  const [days, setDays] = useState(data.terms[0] ?? 30)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const { busy, error, setError, renew, run } = useAttempt()
  const submit = async () => {
    if (amountShape(amount, 2) !== 'ok') { setError(t('exchange.amountPlaceholder')); return }
    if (password.length !== 6) { setError(t('assets.payPasswordPlaceholder')); return }
    const done = await run(async (key) => { await economyApi.pledge({ amount, days, pay_password: password, key }) })
    setPassword('')
    if (!done) return
    toast(t('exchange.pledgedOk'), 'success')
    setAmount('')
    await onDone()
  }
  return (
    <View className='w-card' id='pledge-form'>
      <Text className='w-card__title'>{t('exchange.pledgeTitle')}</Text>
      <View className='w-cell'>
        <Text className='w-cell__label'>{t('exchange.myTier')}</Text>
        <TierBadge id='pledge-tier' tier={data.node_tier} />
      </View>
      <Text className='w-field__label'>{t('exchange.term')}</Text>
      <View className='w-choice' id='pledge-term'>
        {data.terms.map((d) => (
          <Text key={d} id={`pledge-term-${d}`} className={`w-choice__item ${d === days ? 'w-choice__item--on' : ''}`} onClick={() => { setDays(d); renew() }}>{t('exchange.days', { n: d })}</Text>
        ))}
      </View>
      <View className='w-field'>
        <Text className='w-field__label'>{t('exchange.pledgeAmount')}</Text>
        <Input id='pledge-amount' className='w-field__input' type='digit' value={amount} placeholder={t('exchange.amountPlaceholder')} onInput={(e) => { setAmount(e.detail.value); renew() }} />
      </View>
      <Text className='w-note'>{t('assets.available', { v: `${data.balances.bbt} BBT` })} · {t('exchange.pledged', { v: data.pledged })}</Text>
      <PasswordField id='pledge-password' value={password} onChange={(v) => { setPassword(v); setError('') }} isSet={session.user?.set_paypwd ?? false} />
      {error ? <Text id='pledge-error' className='w-note w-note--error'>{error}</Text> : null}
      <AppButton id='pledge-submit' className='w-submit' type='primary' block loading={busy} disabled={busy || !(session.user?.set_paypwd ?? false)} onClick={() => { void submit() }}>
        {t('exchange.submitPledge')}
      </AppButton>
    </View>
  )
})

function ActivePledges ({ data, onDone }: { data: EconomyOverview, onDone: () => Promise<void> }) {
  const now = useMinuteClock()
  const [busy, setBusy] = useState<number | null>(null)
  const redeem = async (id: number) => {
    if (busy !== null) return
    setBusy(id)
    try {
      const p = await economyApi.redeem({ id })
      toast(t('exchange.redeemedOk', { v: p.amount }), 'success')
      await onDone()
    } catch (e) {
      toast(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(null)
    }
  }
  return (
    <View className='w-card' id='pledge-active'>
      <Text className='w-card__title'>{t('exchange.myPledges')}</Text>
      {data.pledges.length === 0
        ? <Text className='w-note' id='pledge-none'>{t('exchange.noPledges')}</Text>
        : data.pledges.map((p) => {
          const due = p.can_redeem || p.duetime <= now
          return (
            <View key={p.id} className='eco-pledge' id={`pledge-item-${p.id}`}>
              <View className='eco-pledge__main'>
                <Text className='eco-pledge__amount'>{p.amount} BBT</Text>
                <Text className='eco-pledge__line'>{t('exchange.days', { n: p.days })} · {countdown(p.duetime, now)}</Text>
              </View>
              {due ? <Text id={`pledge-redeem-${p.id}`} className='eco-pledge__redeem' onClick={() => { void redeem(p.id) }}>{t('exchange.redeem')}</Text> : null}
            </View>
          )
        })}
    </View>
  )
}

export default Exchange
