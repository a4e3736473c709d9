import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { amountShape, type WithdrawInfo, type WithdrawType } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { add, dec, formatMoney, withdrawFeePreview } from '@/lib/money'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate, redirect } from '@/routes/navigate'
import { AmountRow, LoadGate, PasswordField, useAttempt, useLoad } from './components/shared'
import './components/wallet.scss'

/** Withdraw USDT (/pages/user/money/withdraw): amount with a live fee preview, to the bound BSC address or a bank card, payment password. */
const WithdrawPage = observer(function WithdrawPage () {
  const { session } = useStores()
  const info = useLoad<WithdrawInfo>(() => walletApi.withdrawInfo(), session.isLogin)
  const [amount, setAmount] = useState('')
  const [type, setType] = useState<WithdrawType>('bsc')
  const [cardId, setCardId] = useState<number | null>(null)
  const [password, setPassword] = useState('')
  const { busy, error, setError, renew, run } = useAttempt()
  // back from adding a card, verifying or setting the password
  useDidShow(() => { if (session.isLogin && info.data !== null) void info.reload() })

  if (!session.isLogin) return <PageShell id='withdraw' className='w-page' titleKey='assets.withdrawTitle'><SignInPrompt reason='assets' /></PageShell>
  const w = info.data
  if (w === null) return <PageShell id='withdraw' className='w-page' titleKey='assets.withdrawTitle'><LoadGate state={info} /></PageShell>

  const valid = amountShape(amount, 2) === 'ok'
  const fee = valid ? withdrawFeePreview(amount, w.fee_rate, w.fee_min) : null
  const card = cardId ?? w.cards[0]?.id ?? null
  const blockedByRealName = w.needs_realname && w.realname !== 'approved'
  const change = (f: () => void) => { f(); renew() }

  const submit = async () => {
    if (!valid) { setError(t('assets.amountPlaceholder')); return }
    if (dec(amount).lt(dec(w.min))) { setError(t('assets.min', { v: w.min })); return }
    if (type === 'bank' && card === null) { setError(t('assets.chooseCard')); return }
    if (password.length !== 6) { setError(t('assets.payPasswordPlaceholder')); return }
    const done = await run(async (key) => { await walletApi.withdraw({ amount, type, card_id: type === 'bank' ? card ?? undefined : undefined, pay_password: password, key }) })
    setPassword('')
    if (!done) return
    toast(t('assets.withdrawDone'), 'success')
    void session.refresh().catch(() => undefined)
    void redirect('pages/user/money/witlist')
  }

  return (
    <PageShell id='withdraw' className='w-page' titleKey='assets.withdrawTitle'>
      <View className='w-card'>
        <Text className='w-card__title'>{t('assets.withdrawAmount')}</Text>
        <AmountRow id='withdraw-amount' value={amount} placeholder={t('assets.min', { v: w.min })} onInput={(v) => { change(() => { setAmount(v) }) }}>
          <Text id='withdraw-all' className='w-amount__all' onClick={() => {
            // everything the fee leaves: balance − fee(balance), never below zero
            const f = withdrawFeePreview(w.balance, w.fee_rate, w.fee_min)
            const max = dec(w.balance).minus(dec(f))
            change(() => { setAmount(max.gt(0) ? formatMoney(max.round(2, 0)) : '0') })
          }}
          >{t('assets.all')}</Text>
        </AmountRow>
        <Text className='w-note'>{t('assets.available', { v: w.balance })}</Text>
        <Text id='withdraw-fee' className='w-note'>
          {t('assets.fee', { fee: fee ?? '0.00', rate: `${formatMoney(dec(w.fee_rate).times(100))}%`, min: w.fee_min })}
          {fee !== null ? ` · ${t('assets.total', { v: formatMoney(add(amount, fee)) })}` : ''}
        </Text>
      </View>

      <View className='w-card'>
        <Text className='w-card__title'>{t('assets.to')}</Text>
        <View className='w-choice'>
          <Text id='withdraw-to-bsc' className={`w-choice__item ${type === 'bsc' ? 'w-choice__item--on' : ''}`} onClick={() => { change(() => { setType('bsc') }) }}>{t('assets.toBsc')}</Text>
          <Text id='withdraw-to-bank' className={`w-choice__item ${type === 'bank' ? 'w-choice__item--on' : ''}`} onClick={() => { change(() => { setType('bank') }) }}>{t('assets.toBank')}</Text>
        </View>
        {type === 'bsc'
          ? <Text id='withdraw-bsc-address' className={w.bsc_address ? 'w-mono' : 'w-note w-note--warn'}>{w.bsc_address || t('assets.noBscAddress')}</Text>
          : (
            <View>
              {w.cards.map((c) => (
                <View key={c.id} id={`withdraw-card-${c.id}`} className='w-cell' onClick={() => { change(() => { setCardId(c.id) }) }}>
                  <Text className='w-cell__label'>{c.bank} {c.card_no}</Text>
                  <Text className={`w-state ${card === c.id ? 'w-state--2' : 'w-state--none'}`}>{card === c.id ? '✓' : ' '}</Text>
                </View>
              ))}
              <Text id='withdraw-add-card' className='w-field__link' style={{ display: 'block', padding: '12px 0' }} onClick={() => { void navigate('pages/user/bank/add') }}>+ {t('assets.addCard')}</Text>
            </View>
            )}
        <View style={{ height: '16px' }} />
      </View>

      {blockedByRealName
        ? (
          <View className='w-card'>
            <View className='w-cell' id='withdraw-realname' onClick={() => { void navigate('pages/user/realName/realName') }}>
              <Text className='w-cell__label w-note--warn'>{t('assets.needsRealName')}</Text>
              <Text className='w-field__link' style={{ flex: 'none' }}>{t('assets.goRealName')}</Text>
            </View>
          </View>
          )
        : null}

      <View className='w-card'>
        <PasswordField id='withdraw-password' value={password} onChange={(v) => { setPassword(v); setError('') }} isSet={w.set_paypwd} />
      </View>
      {error ? <Text id='withdraw-error' className='w-note w-note--error' style={{ padding: '0 24px' }}>{error}</Text> : null}
      <AppButton id='withdraw-submit' className='w-submit' type='primary' block loading={busy} disabled={busy || blockedByRealName || !w.set_paypwd} onClick={() => { void submit() }}>
        {t('assets.submitWithdraw')}
      </AppButton>
    </PageShell>
  )
})

export default WithdrawPage
