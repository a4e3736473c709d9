import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { OrderTab } from '../../../../../types/order'
import { orderApi } from '@/api/order'
import { groupsApi } from '@/api/groups'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import '@/i18n/domains/groups'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { OrderListStore } from '@/pages/user/order/order/store'
import { OrderCard } from '@/pages/user/order/components/OrderCard'
import { runOrderAction } from '@/pages/user/order/components/actions'
import { CONFIRMED_ACTIONS, TABS, TYPE_OF_TAB, tabOfType, type OrderAction } from '@/pages/user/order/rules'
import { TeamLine } from '../components/TeamLine'
import '@/pages/user/order/components/order.scss'
import '../components/groups.scss'

/** The order list's endpoints, its list filtered to group orders. */
const groupOrdersApi = { ...orderApi, list: (q: Parameters<typeof orderApi.list>[0]) => groupsApi.orders({ ...q, type: 'groups' }) }

/** Group orders (/pages/apps/groups/order/order?type=all|pay|delive|receiving|evaluate): the ordinary order cards with their team. */
const GroupOrders = observer(function GroupOrders () {
  const { session } = useStores()
  const { params } = useRouter()
  const [store] = useState(() => new OrderListStore('buy', tabOfType(params.type), groupOrdersApi))
  const [busyId, setBusyId] = useState(0)
  const list = store.list
  const shown = useRef(false)

  useEffect(() => { if (session.isLogin) void store.refresh() }, [session.isLogin])
  useDidShow(() => { if (shown.current && session.isLogin) void store.refresh(); shown.current = true })
  usePullDownRefresh(() => { void (session.isLogin ? store.refresh() : Promise.resolve()).finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  const onAction = async (a: OrderAction, id: number) => {
    if (!CONFIRMED_ACTIONS.has(a)) { void runOrderAction(a, id, true); return }
    setBusyId(id)
    try {
      const changed = await runOrderAction(a, id, true)
      if (changed) {
        if (a === 'delete' || store.tab !== 0) store.removeLocal(id)
        else void store.refresh()
      }
    } finally {
      setBusyId(0)
    }
  }

  if (!session.isLogin) return <PageShell id='groups-orders' className='order-page' titleKey='groups.ordersTitle'><SignInPrompt reason='orders' /></PageShell>

  let body
  if (list.initialLoading) body = [0, 1].map((i) => <View key={i} className='order-card order-card--skeleton'><LinesSkeleton rows={3} /></View>)
  else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={t('groups.loadFailed')} actionText={t('groups.retry')} actionId='groups-orders-retry' onAction={() => { void store.refresh() }} />
  } else if (list.isEmpty) {
    body = <EmptyState className='order-empty' icon={<Icon name='to-pay' size={40} />} title={t('groups.emptyOrders')} description={t('groups.emptyOrdersDesc')} actionText={t('groups.go')} actionId='groups-orders-go' solid onAction={() => { void navigate('pages/apps/groups/index') }} />
  } else {
    body = (
      <>
        {list.items.map((o) => (
          <OrderCard key={o.id} order={o} role='buy' busy={busyId === o.id} onDue={() => { void store.refresh() }}
            onOpen={() => { void navigate('pages/apps/groups/order/details', { id: o.id }) }}
            onAction={(a) => { void onAction(a, o.id) }}
            extra={<TeamLine team={o.team} />}
          />
        ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }

  return (
    <PageShell id='groups-orders' className='order-page' titleKey='groups.ordersTitle'>
      <View className='order-sticky'>
        <SegmentTabs id='groups-order-tab' className='order-tabs' value={TYPE_OF_TAB[store.tab]}
          onChange={(k: string) => { if (tabOfType(k) !== store.tab) void store.setTab(tabOfType(k) as OrderTab) }}
          tabs={TABS.map((tab) => ({ key: TYPE_OF_TAB[tab], label: t(`order.tab.${TYPE_OF_TAB[tab] as 'all'}`) }))}
        />
      </View>
      <View className='order-list'>{body}</View>
    </PageShell>
  )
})

export default GroupOrders
