import { useEffect } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { EconomyOverview } from '../../../../types/economy'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/exchange'
import '@/i18n/domains/wallet'
import { economyApi } from '@/api/economy'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { AssetHistory, useAssetHistory } from '../money/components/AssetHistory'
import { LoadGate, useLoad } from '../money/components/shared'
import { Figure, TierBadge, countdown, useMinuteClock } from '../../economy/shared'
import '../money/components/wallet.scss'
import '../../economy/economy.scss'

/** BBT (/pages/user/asset/bbtDetail): available and pledged BBT, the active pledges, BBT's history. */
const BbtDetailPage = observer(function BbtDetailPage () {
  const { session } = useStores()
  const ov = useLoad<EconomyOverview>(() => economyApi.overview(), false)
  const list = useAssetHistory('bbt', session.isLogin)
  const now = useMinuteClock()
  useEffect(() => { if (session.isLogin) void ov.reload() }, [session.isLogin, ov.reload])
  usePullDownRefresh(() => { void Promise.all([ov.reload(), list.refresh()]).finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })
  if (!session.isLogin) return <PageShell id='bbt-detail' className='w-page' titleKey='econAsset.bbt'><SignInPrompt reason='assets' /></PageShell>
  const d = ov.data
  return (
    <PageShell id='bbt-detail' className='w-page' titleKey='econAsset.bbt'>
      {d === null
        ? <LoadGate state={ov} rows={3} />
        : (
          <View className='w-card'>
            <View className='eco-figures'>
              <Figure id='bbt-available' label={t('econAsset.bbtBalance')} value={d.balances.bbt} />
              <Figure id='bbt-pledged' label={t('econAsset.bbtPledged')} value={d.pledged} />
            </View>
            <View className='w-cell' onClick={() => { void navigate('pages/pledgeEquities') }}>
              <Text className='w-cell__label'>{t('exchange.myTier')}</Text>
              <TierBadge tier={d.node_tier} />
            </View>
            {d.pledges.map((p) => (
              <View key={p.id} className='eco-pledge' id={`bbt-pledge-${p.id}`} onClick={() => { void navigate('pages/pledge') }}>
                <View className='eco-pledge__main'>
                  <Text className='eco-pledge__amount'>{p.amount} BBT</Text>
                  <Text className='eco-pledge__line'>{t('exchange.days', { n: p.days })} · {countdown(p.duetime, now)}</Text>
                </View>
              </View>
            ))}
          </View>
          )}
      <AssetHistory list={list} title={t('econAsset.history', { asset: 'BBT' })} empty={t('econAsset.noHistory')} />
    </PageShell>
  )
})

export default BbtDetailPage
