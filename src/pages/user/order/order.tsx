import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { OrderTab } from '../../../../types/order'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SegmentTabs } from '@/components/SegmentTabs'
import { navigate } from '@/routes/navigate'
import { SignInPrompt } from '@/components/SignInPrompt'
import { OrderListStore } from './order/store'
import { OrderCard } from './components/OrderCard'
import { RefundListStore, RefundListView } from '../refund/components/RefundList'
import '@/i18n/domains/refund'
import '../refund/components/refund.scss'
import { runOrderAction } from './components/actions'
import { CONFIRMED_ACTIONS, TABS, TYPE_OF_TAB, tabOfType, type OrderAction, type OrderRole } from './rules'
import './components/order.scss'

/** Orders (/pages/user/order/order?type=all|pay|delive|receiving|evaluate[&role=sell]). */
const OrderListPage = observer(function OrderListPage () {
  const root = useStores()
  const { session } = root
  const { params } = useRouter()
  const [store] = useState(() => new OrderListStore(params.role === 'sell' ? 'sell' : 'buy', tabOfType(params.type)))
  const [busyId, setBusyId] = useState(0)
  // the refund/after-sales tab: the role's refunds instead of orders
  const [refunds, setRefunds] = useState(params.type === 'customer')
  const [refundStores] = useState(() => ({ buy: new RefundListStore('buy'), sell: new RefundListStore('sell') }))
  const refundList = refundStores[store.role].list
  const list = store.list
  const isMerchant = !!session.user?.is_merchant_open
  const sellBlocked = store.role === 'sell' && !isMerchant
  const shown = useRef(false)

  const current = () => refunds ? refundList : store
  useEffect(() => { if (session.isLogin && !sellBlocked) void current().refresh() }, [session.isLogin, sellBlocked, refunds, store.role])
  useDidShow(() => {
    // back from paying, reviewing, shipping or a refund: the order moved on
    if (shown.current && session.isLogin && !sellBlocked) void current().refresh()
    shown.current = true
  })
  usePullDownRefresh(() => {
    const done = () => { void Taro.stopPullDownRefresh() }
    if (!session.isLogin || sellBlocked) { done(); return }
    void Promise.all([current().refresh(), session.refresh().catch(() => undefined)]).finally(done)
  })
  useReachBottom(() => { if (session.isLogin && !sellBlocked) void (refunds ? refundList : list).loadMore() })

  const onAction = async (a: OrderAction, id: number) => {
    if (!CONFIRMED_ACTIONS.has(a)) { void runOrderAction(a, id); return }
    setBusyId(id)
    try {
      const changed = await runOrderAction(a, id)
      if (changed) {
        if (a === 'delete' || store.tab !== 0) store.removeLocal(id)
        else void store.refresh()
        void session.refresh().catch(() => undefined)
      }
    } finally {
      setBusyId(0)
    }
  }

  const roleTabs = isMerchant || store.role === 'sell'
    ? (
      <SegmentTabs id='orders-role' className='order-role' value={store.role} onChange={(r: OrderRole) => { void store.setRole(r) }}
        tabs={[{ key: 'buy', label: t('order.roleBuy') }, { key: 'sell', label: t('order.roleSell') }]}
      />
      )
    : null
  const stateTabs = (
    <SegmentTabs id='order-tab' className='order-tabs' value={refunds ? 'customer' : TYPE_OF_TAB[store.tab]}
      onChange={(k: string) => {
        if (k === 'customer') { setRefunds(true); return }
        setRefunds(false)
        if (tabOfType(k) !== store.tab) void store.setTab(tabOfType(k) as OrderTab)
      }}
      tabs={[...TABS.map((tab) => ({ key: TYPE_OF_TAB[tab], label: t(`order.tab.${TYPE_OF_TAB[tab] as 'all'}`) })), { key: 'customer', label: t('refund.tab') }]}
    />
  )
  const title = store.role === 'sell' ? 'order.sellTitle' : 'order.title'

  if (!session.isLogin) {
    return <PageShell id='orders' className='order-page' titleKey={title}><SignInPrompt reason='orders' /></PageShell>
  }

  let body
  if (sellBlocked) {
    body = <EmptyState className='order-empty' icon={<Icon name='store' size={40} />} title={t('order.notMerchant')} description={t('order.notMerchantDesc')} />
  } else if (refunds) {
    body = <RefundListView store={refundStores[store.role]} />
  } else if (list.initialLoading) {
    body = [0, 1].map((i) => <View key={i} className='order-card order-card--skeleton'><LinesSkeleton rows={3} /></View>)
  } else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={t('order.loadFailed')} actionText={t('order.retry')} actionId='orders-retry' onAction={() => { void store.refresh() }} />
  } else if (list.isEmpty) {
    body = store.role === 'sell'
      ? <EmptyState className='order-empty' icon={<Icon name='to-pay' size={40} />} title={t('order.emptySell')} description={t('order.emptySellDesc')} />
      : <EmptyState className='order-empty' icon={<Icon name='to-pay' size={40} />} title={t('order.emptyTitle')} description={t('order.emptyDesc')}
          actionText={t('order.goShopping')} actionId='orders-go' solid onAction={() => { void navigate('pages/index') }}
        />
  } else {
    body = (
      <>
        {list.items.map((o) => (
          <OrderCard key={o.id} order={o} role={store.role} busy={busyId === o.id} onDue={() => { void store.refresh() }}
            onOpen={() => { void navigate('pages/user/order/details', { id: o.id, role: store.role === 'sell' ? 'sell' : undefined }) }}
            onAction={(a) => { void onAction(a, o.id) }}
          />
        ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }

  return (
    <PageShell id='orders' className='order-page' titleKey={title}>
      <View className='order-sticky'>
        {roleTabs}
        {sellBlocked ? null : stateTabs}
      </View>
      <View className='order-list'>{body}</View>
    </PageShell>
  )
})

export default OrderListPage
