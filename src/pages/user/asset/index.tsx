import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { AssetsOverview } from '../../../../types/economy'
import type { Bill } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/exchange'
import '@/i18n/domains/wallet'
import { economyApi } from '@/api/economy'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { href } from '@/routes/navigate'
import { BillRow, LinkCell, LoadGate, useLoad } from '../money/components/shared'
import { Figure } from '../../economy/shared'
import '../money/components/wallet.scss'
import '../../economy/economy.scss'

/** Assets (/pages/user/asset/index): personal and network computing power, BBC destroyed, contribution, community power, and the earnings record. */
const AssetIndexPage = observer(function AssetIndexPage () {
  const { session } = useStores()
  const a = useLoad<AssetsOverview>(() => economyApi.assets(), false)
  const [list] = useState(() => new PagedList<Bill>((page) => economyApi.earnings({ page })))
  useEffect(() => { if (session.isLogin) { void a.reload(); void list.refresh() } }, [session.isLogin, a.reload, list])
  usePullDownRefresh(() => { void Promise.all([a.reload(), list.refresh()]).finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  if (!session.isLogin) return <PageShell id='asset-index' className='w-page' titleKey='econAsset.title'><SignInPrompt reason='assets' /></PageShell>
  const d = a.data
  return (
    <PageShell id='asset-index' className='w-page' titleKey='econAsset.title'>
      {d === null
        ? <LoadGate state={a} rows={4} />
        : (
          <View className='w-card'>
            <View className='eco-figures' id='asset-figures'>
              <Figure id='asset-power' label={t('econAsset.power')} value={d.power} />
              <Figure id='asset-global-power' label={t('econAsset.globalPower')} value={d.global_power} />
              <Figure id='asset-destroyed' label={t('econAsset.destroyed')} value={d.destroy_amount} />
              <Figure id='asset-contribution' label={t('econAsset.contribution')} value={d.contribute_amount} />
              <Figure id='asset-community' label={t('econAsset.community')} value={d.community_amount} />
              <Figure id='asset-global-contribution' label={t('econAsset.globalContribution')} value={d.global_contribute_amount} />
            </View>
            <LinkCell id='asset-bbt' label={t('econAsset.bbt')} value={`${d.bbt} / ${d.pledged}`} to={href('pages/user/asset/bbtDetail')} />
            <LinkCell id='asset-bbc' label={t('econAsset.history', { asset: 'BBC' })} to={href('pages/user/asset/detail', { asset: 'bbc' })} />
            <LinkCell id='asset-usdt' label={t('econAsset.history', { asset: 'USDT' })} to={href('pages/user/asset/detail', { asset: 'usdt' })} />
          </View>
          )}
      <View className='w-card' style={{ marginBottom: 0, borderRadius: '10px 10px 0 0' }}><Text className='w-card__title'>{t('econAsset.earnings')}</Text></View>
      {list.initialLoading ? <View className='w-bill'><LinesSkeleton rows={3} /></View> : null}
      {list.isEmpty ? <View className='w-bill'><Text id='asset-no-earnings' className='w-note'>{t('econAsset.noEarnings')}</Text></View> : null}
      {list.items.map((b) => <BillRow key={b.id} bill={b} />)}
      {list.page > 0 && !list.isEmpty ? <LoadMore status={list.status} onRetry={() => { void list.retry() }} /> : null}
    </PageShell>
  )
})

export default AssetIndexPage
