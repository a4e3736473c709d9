import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ExchangeRecord, PledgeRecord } from '../../types/economy'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/exchange'
import '@/i18n/domains/wallet'
import { economyApi } from '@/api/economy'
import { formatDate } from '@/lib/time'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { Delta } from './user/money/components/shared'
import './user/money/components/wallet.scss'
import './economy/economy.scss'

type Tab = 'pledge' | 'exchange'

/** Pledge records (/pages/pledgeRecord?tab): stakes and redemptions, and exchanges, newest first, paged. */
const PledgeRecordPage = observer(function PledgeRecordPage () {
  const { session } = useStores()
  const [tab, setTab] = useState<Tab>(useRouter().params.tab === 'exchange' ? 'exchange' : 'pledge')
  const [pledges] = useState(() => new PagedList<PledgeRecord>((page) => economyApi.pledgeRecord({ page })))
  const [exchanges] = useState(() => new PagedList<ExchangeRecord>((page) => economyApi.exchangeRecord({ page })))
  const list = tab === 'pledge' ? pledges : exchanges
  useEffect(() => { if (session.isLogin) void list.refresh() }, [session.isLogin, list])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  if (!session.isLogin) return <PageShell id='pledge-record' className='w-page' titleKey='exchange.recordTitle'><SignInPrompt reason='assets' /></PageShell>
  let body
  if (list.initialLoading) body = <View className='w-card'><LinesSkeleton rows={4} /></View>
  else if (list.isEmpty) {
    body = <EmptyState icon={<Icon name='to-pay' size={40} />} title={t(tab === 'pledge' ? 'exchange.noRecords' : 'exchange.noExchanges')} actionText={t('exchange.goPledge')} actionId='record-go' onAction={() => { void navigate('pages/pledge') }} />
  } else if (tab === 'pledge') {
    body = (
      <View className='w-card'>
        {pledges.items.map((r) => (
          <View key={`${r.kind}-${r.id}`} className='w-bill' id={`record-${r.kind}-${r.id}`}>
            <View className='w-bill__main'>
              <Text className='w-bill__type'>{t(r.kind === 'stake' ? 'exchange.stake' : 'exchange.redeemed')}</Text>
              <Text className='w-bill__time'>{t('exchange.stakeLine', { n: r.days, time: formatDate(r.time, 'yyyy-MM-dd hh:mm') })}</Text>
            </View>
            <View className='w-bill__side'><Delta v={r.kind === 'stake' ? `-${r.amount}` : r.amount} /><Text className='w-bill__after'>BBT</Text></View>
          </View>
        ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </View>
    )
  } else {
    body = (
      <View className='w-card'>
        {exchanges.items.map((r) => (
          <View key={r.id} className='w-bill' id={`record-exchange-${r.id}`}>
            <View className='w-bill__main'>
              <Text className='w-bill__type'>{t(`exchange.pair.${r.pair}`)} · {r.amount}</Text>
              <Text className='w-bill__time'>{t('exchange.exchangeLine', { rate: r.rate, fee: r.fee })} · {formatDate(r.createtime, 'yyyy-MM-dd hh:mm')}</Text>
            </View>
            <View className='w-bill__side'><Delta v={r.result} /></View>
          </View>
        ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </View>
    )
  }
  return (
    <PageShell id='pledge-record' className='w-page' titleKey='exchange.recordTitle'>
      <SegmentTabs id='record-tab' tabs={[{ key: 'pledge' as Tab, label: t('exchange.tabPledge') }, { key: 'exchange' as Tab, label: t('exchange.tabExchange') }]} value={tab} onChange={setTab} />
      {body}
    </PageShell>
  )
})

export default PledgeRecordPage
