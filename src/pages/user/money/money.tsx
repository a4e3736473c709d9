import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { WalletOverview } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { formatAsset } from '@/lib/money'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate, type Href, href } from '@/routes/navigate'
import { LinkCell, LoadGate, assetName, useLoad } from './components/shared'
import './components/wallet.scss'

/** Where tapping an asset leads: points and vouchers have their own pages, the rest their bills. */
function assetHref (asset: string): Href {
  if (asset === 'score') return href('pages/user/tokenPoints/tokenPoints')
  if (asset === 'voucher') return href('pages/user/consumer/consumer')
  return href('pages/user/money/list', { asset })
}

/** My assets (/pages/user/money/money): every balance, recharge / withdraw / transfer / bills, and the wallet's other pages. */
const MoneyPage = observer(function MoneyPage () {
  const { session, statistics } = useStores()
  const state = useLoad<WalletOverview>(() => walletApi.assets(), session.isLogin)
  useDidShow(() => { if (session.isLogin && state.data !== null) void state.reload() })
  usePullDownRefresh(() => { void state.reload().finally(() => { void Taro.stopPullDownRefresh() }) })

  if (!session.isLogin) return <PageShell id='money' className='w-page' titleKey='assets.title'><SignInPrompt reason='assets' /></PageShell>
  const o = state.data
  const usdt = o?.assets.find((a) => a.asset === 'usdt')
  const cells: Array<{ id: string, label: string, value?: string, to: Href }> = [
    { id: 'witlist', label: t('assets.withdrawals'), to: href('pages/user/money/witlist') },
    { id: 'bank', label: t('assets.bankCards'), value: String(statistics.dynamic.accountbank), to: href('pages/user/bank/bank') },
    { id: 'realname', label: t('assets.realName'), to: href('pages/user/realName/realName') },
    { id: 'points', label: t('assets.pointsValue'), to: href('pages/user/poontValue/poontValue') },
    { id: 'vouchers', label: t('assets.voucherTitle'), to: href('pages/user/consumer/consumer') }
  ]
  return (
    <PageShell id='money' className='w-page' titleKey='assets.title'>
      <LoadGate state={state} />
      {o !== null
        ? (
          <>
            <View className='w-hero'>
              <Text className='w-hero__label'>USDT {t('assets.balance')}</Text>
              <Text id='money-usdt' className='w-hero__value'>{formatAsset(usdt?.balance ?? '0', 'usdt')}</Text>
              {!o.chain ? <Text id='money-chain-off' className='w-hero__sub'>{t('assets.chainOff')}</Text> : null}
              <View className='w-hero__actions'>
                <Text id='money-recharge' className='w-hero__action' onClick={() => { void navigate('pages/user/money/recharge') }}>{t('assets.recharge')}</Text>
                <Text id='money-withdraw' className='w-hero__action' onClick={() => { void navigate('pages/user/money/withdraw') }}>{t('assets.withdraw')}</Text>
                <Text id='money-transfer' className='w-hero__action' onClick={() => { void navigate('pages/user/transfer') }}>{t('assets.transfer')}</Text>
                <Text id='money-bills' className='w-hero__action' onClick={() => { void navigate('pages/user/money/list') }}>{t('assets.bills')}</Text>
              </View>
            </View>
            <View className='w-card'>
              <View className='w-assets'>
                {o.assets.map((a) => (
                  <View key={a.asset} id={`money-asset-${a.asset}`} className='w-assets__item' onClick={() => { void navigate(assetHref(a.asset)) }}>
                    <Text className='w-assets__value'>{formatAsset(a.balance, a.asset)}</Text>
                    <Text className='w-assets__label'>{assetName(a.asset)}</Text>
                  </View>
                ))}
              </View>
            </View>
            <View className='w-card'>
              {cells.map((c) => <LinkCell key={c.id} id={`money-${c.id}`} label={c.label} value={c.value} to={c.to} />)}
            </View>
          </>
          )
        : null}
    </PageShell>
  )
})

export default MoneyPage
