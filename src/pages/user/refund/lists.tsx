import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import '@/i18n/domains/refund'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { RefundListStore, RefundListView } from './components/RefundList'
import '../order/components/order.scss'
import './components/refund.scss'

/** Refunds (/pages/user/refund/lists[?role=sell]): the buyer's after-sales, or the shop's. */
const RefundListsPage = observer(function RefundListsPage () {
  const { session } = useStores()
  const { params } = useRouter()
  const [store] = useState(() => new RefundListStore(params.role === 'sell' ? 'sell' : 'buy'))
  const shown = useRef(false)
  useEffect(() => { if (session.isLogin) void store.list.refresh() }, [session.isLogin])
  useDidShow(() => {
    if (shown.current && session.isLogin) void store.list.refresh()
    shown.current = true
  })
  usePullDownRefresh(() => { void store.list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void store.list.loadMore() })
  const title = store.role === 'sell' ? 'refund.sellListTitle' : 'refund.listTitle'
  return (
    <PageShell id='refunds' className='order-page rf-page' titleKey={title}>
      {session.isLogin ? <View className='order-list'><RefundListView store={store} /></View> : <SignInPrompt reason='orders' />}
    </PageShell>
  )
})

export default RefundListsPage
