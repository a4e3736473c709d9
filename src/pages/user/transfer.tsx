import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { amountShape, TRANSFER_ASSETS, type TransferAsset, type TransferInfo } from '../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { SignInPrompt } from '@/components/SignInPrompt'
import { LoadGate, PasswordField, useAttempt, useLoad } from './money/components/shared'
import './money/components/wallet.scss'

/** Transfer (/pages/user/transfer?asset): USDT or BBC to a user by wallet address or invite code, with the payment password; today's quota shown. */
const TransferPage = observer(function TransferPage () {
  const { session } = useStores()
  const param = useRouter().params.asset
  const [asset, setAsset] = useState<TransferAsset>(param === 'bbc' ? 'bbc' : 'usdt')
  // loaded for the asset shown (again when it changes)
  const info = useLoad<TransferInfo>(() => walletApi.transferInfo({ asset }), false)
  useEffect(() => { if (session.isLogin) void info.reload() }, [session.isLogin, asset, info.reload])
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const { busy, error, setError, renew, run } = useAttempt()

  if (!session.isLogin) return <PageShell id='transfer' className='w-page' titleKey='assets.transferTitle'><SignInPrompt reason='assets' /></PageShell>
  const change = (f: () => void) => { f(); renew() }
  const switchAsset = (a: TransferAsset) => { change(() => { setAsset(a) }) }
  const i = info.data
  const submit = async () => {
    if (to.trim() === '') { setError(t('assets.toPlaceholder')); return }
    if (amountShape(amount, 2) !== 'ok') { setError(t('assets.amountPlaceholder')); return }
    if (password.length !== 6) { setError(t('assets.payPasswordPlaceholder')); return }
    const done = await run(async (key) => { await walletApi.transfer({ asset, to: to.trim(), amount, pay_password: password, key }) })
    setPassword('')
    if (!done) return
    toast(t('assets.transferDone'), 'success')
    setAmount('')
    void session.refresh().catch(() => undefined)
    await info.reload()
  }
  return (
    <PageShell id='transfer' className='w-page' titleKey='assets.transferTitle'>
      <SegmentTabs id='transfer-asset' tabs={TRANSFER_ASSETS.map((a) => ({ key: a, label: a.toUpperCase() }))} value={asset} onChange={switchAsset} />
      {i === null || i.asset !== asset
        ? <LoadGate state={info} rows={2} />
        : (
          <View className='w-card'>
            <Text id='transfer-balance' className='w-note'>{t('assets.available', { v: `${i.balance} ${asset.toUpperCase()}` })}</Text>
            <Text id='transfer-quota' className='w-note'>{t('assets.quota', { r: i.remaining, q: i.quota })}</Text>
          </View>
          )}
      <View className='w-card'>
        <View className='w-field w-field--col'>
          <Text className='w-field__label'>{t('assets.toUser')}</Text>
          <Input id='transfer-to' className='w-field__input' value={to} maxlength={64} placeholder={t('assets.toPlaceholder')} onInput={(e) => { change(() => { setTo(e.detail.value) }) }} />
        </View>
        <View className='w-field'>
          <Text className='w-field__label'>{t('assets.amount')}</Text>
          <Input id='transfer-amount' className='w-field__input' type='digit' value={amount} placeholder={t('assets.amountPlaceholder')} onInput={(e) => { change(() => { setAmount(e.detail.value) }) }} />
        </View>
        <PasswordField id='transfer-password' value={password} onChange={(v) => { setPassword(v); setError('') }} isSet={session.user?.set_paypwd ?? false} />
      </View>
      {error ? <Text id='transfer-error' className='w-note w-note--error' style={{ padding: '0 24px' }}>{error}</Text> : null}
      <AppButton id='transfer-submit' className='w-submit' type='primary' block loading={busy} disabled={busy || !(session.user?.set_paypwd ?? false)} onClick={() => { void submit() }}>
        {t('assets.submitTransfer')}
      </AppButton>
    </PageShell>
  )
})

export default TransferPage
