import { useEffect, useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { amountShape, type Deposit, type DepositInfo } from '../../../../types/wallet'
import type { Paginated } from '../../../../types/envelope'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { formatDate } from '@/lib/time'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { copyText } from '@/platform/clipboard'
import { canSendFromWallet, sendUsdt } from '@/platform/deposit'
import { AmountRow, LoadGate, errorText, useLoad } from './components/shared'
import { QrCode } from './components/QrCode'
import { WxRechargeCard } from './components/WxRecharge'
import './components/wallet.scss'

const POLL_MS = 3000

function DepositRow ({ d, need }: { d: Deposit, need: number }) {
  return (
    <View className='w-cell' data-state={d.state} id={`deposit-${d.id}`}>
      <View className='w-cell__label'>
        <Text className='w-mono'>{d.tx_hash.slice(0, 10)}…{d.tx_hash.slice(-6)}</Text>
        <Text className='w-note'>{formatDate(d.createtime, 'yyyy-MM-dd hh:mm')}{d.reason ? ` · ${d.reason}` : ''}</Text>
      </View>
      <View style={{ textAlign: 'right' }}>
        {d.state === 'credited' ? <Text className='w-delta w-delta--in'>+{d.amount}</Text> : null}
        <Text className={`w-state w-state--${d.state}`}>{t(`assets.depositState.${d.state}`, { c: d.confirmations, n: need })}</Text>
      </View>
    </View>
  )
}

/**
 * USDT recharge on BSC (/pages/user/money/recharge). H5: the wallet sends the BEP-20 transfer to
 * the deposit address and the page follows the deposit from pending to credited. Both builds: the
 * address (copy, QR) and a field for the hash of a transfer sent from any wallet. Without chain
 * configuration the page says so plainly.
 */
const RechargePage = observer(function RechargePage () {
  const { session } = useStores()
  const info = useLoad<DepositInfo>(() => walletApi.depositInfo(), session.isLogin)
  const list = useLoad<Paginated<Deposit>>(() => walletApi.deposits({ page: 1 }), session.isLogin)
  const [amount, setAmount] = useState('')
  const [hash, setHash] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [visible, setVisible] = useState(true)
  useDidShow(() => { setVisible(true) })
  useDidHide(() => { setVisible(false) })

  const pending = (list.data?.data ?? []).some((d) => d.state === 'pending')
  useEffect(() => {
    if (!pending || !visible) return
    const timer = setInterval(() => { void list.reload() }, POLL_MS)
    return () => { clearInterval(timer) }
  }, [pending, visible, list.reload])
  // credited: balances change
  const credited = (list.data?.data ?? []).filter((d) => d.state === 'credited').length
  useEffect(() => { if (credited > 0) void session.refresh().catch(() => undefined) }, [credited])

  if (!session.isLogin) return <PageShell id='recharge' className='w-page' titleKey='assets.rechargeTitle'><SignInPrompt reason='assets' /></PageShell>
  const d = info.data
  if (d === null) return <PageShell id='recharge' className='w-page' titleKey='assets.rechargeTitle'><LoadGate state={info} /></PageShell>
  if (!d.configured) {
    return (
      <PageShell id='recharge' className='w-page' titleKey='assets.rechargeTitle'>
        <WxRechargeCard />
        <EmptyState className='recharge-off' icon={<Icon name='failure' size={40} />} title={t('assets.chainOff')} />
      </PageShell>
    )
  }

  const claim = async (txHash: string): Promise<boolean> => {
    try {
      await walletApi.deposit({ tx_hash: txHash })
      await list.reload()
      return true
    } catch (e) {
      setError(errorText(e))
      return false
    }
  }
  const send = async () => {
    setError('')
    if (amountShape(amount, 2) !== 'ok') { setError(t('assets.amountPlaceholder')); return }
    setBusy(true)
    try {
      const r = await sendUsdt({ contract: d.usdt_contract, to: d.deposit_address, amount, chainId: d.chain_id, from: d.wallet_address })
      if (!r.ok) {
        const why = r.reason === 'rejected' ? t('assets.walletRejected') : r.reason === 'no_bnb' ? t('assets.noBnb') : t('assets.sendFailed', { reason: r.message ?? r.reason })
        setError(why)
        return
      }
      if (await claim(r.hash)) { setAmount(''); toast(t('assets.depositState.pending', { c: 0, n: d.confirmations })) }
    } finally {
      setBusy(false)
    }
  }
  const submitHash = async () => {
    setError('')
    setBusy(true)
    try {
      if (await claim(hash.trim())) setHash('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell id='recharge' className='w-page' titleKey='assets.rechargeTitle'>
      <WxRechargeCard />
      <View className='w-card'>
        <Text className='w-card__title'>{t('assets.depositAddress')}</Text>
        <View className='w-qr'>
          <QrCode text={d.deposit_address} />
          <Text className='w-note'>{t('assets.qrHint')}</Text>
        </View>
        <View className='w-cell' id='recharge-address' onClick={() => { void copyText(d.deposit_address) }}>
          <Text className='w-cell__label w-mono'>{d.deposit_address}</Text>
          <Text className='w-field__link' style={{ flex: 'none' }}>{t('assets.copy')}</Text>
        </View>
        <View className='w-cell' onClick={() => { void copyText(d.usdt_contract) }}>
          <Text className='w-cell__label'>{t('assets.contract')}</Text>
          <Text className='w-cell__value w-mono'>{d.usdt_contract.slice(0, 8)}…{d.usdt_contract.slice(-6)}</Text>
        </View>
        {d.wallet_address
          ? <Text className='w-note'>{t('assets.fromWallet', { w: `${d.wallet_address.slice(0, 6)}…${d.wallet_address.slice(-4)}`, n: d.confirmations })}</Text>
          : <Text className='w-note w-note--warn' id='recharge-no-wallet'>{t('assets.noWallet')}</Text>}
      </View>

      {d.wallet_address && canSendFromWallet
        ? (
          <View className='w-card'>
            <AmountRow id='recharge-amount' value={amount} placeholder={t('assets.amountPlaceholder')} onInput={setAmount} />
            <AppButton id='recharge-send' className='w-submit' type='primary' block loading={busy} disabled={busy} onClick={() => { void send() }}>
              {busy ? t('assets.sending') : t('assets.sendFromWallet')}
            </AppButton>
            <View style={{ height: '12px' }} />
          </View>
          )
        : null}

      {d.wallet_address
        ? (
          <View className='w-card'>
            <View className='w-field w-field--col'>
              <Text className='w-field__label'>{t('assets.txHashLabel')}</Text>
              <Input id='recharge-hash' className='w-field__input w-mono' value={hash} placeholder={t('assets.txHashPlaceholder')} maxlength={100}
                onInput={(e) => { setHash(e.detail.value) }}
              />
            </View>
            <AppButton id='recharge-submit-hash' className='w-submit' type='primary' fill='outline' block disabled={busy || hash.trim() === ''} onClick={() => { void submitHash() }}>
              {t('assets.submitHash')}
            </AppButton>
            <View style={{ height: '12px' }} />
          </View>
          )
        : null}
      {error ? <Text className='w-note w-note--error' id='recharge-error' style={{ padding: '0 24px' }}>{error}</Text> : null}

      <View className='w-card' id='recharge-deposits'>
        <Text className='w-card__title'>{t('assets.deposits')}</Text>
        {(list.data?.data ?? []).map((x) => <DepositRow key={x.id} d={x} need={d.confirmations} />)}
        {list.data !== null && list.data.data.length === 0 ? <Text className='w-card__text'>{t('assets.noDeposits')}</Text> : null}
      </View>
    </PageShell>
  )
})

export default RechargePage
