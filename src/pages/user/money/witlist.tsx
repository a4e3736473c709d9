import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { WITHDRAW_STATE_NAME, type Withdrawal } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { formatDate } from '@/lib/time'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import './components/wallet.scss'

/** Withdrawals (/pages/user/money/witlist): amount, fee, destination, status, rejection reason or payout reference. */
const WitlistPage = observer(function WitlistPage () {
  const { session } = useStores()
  const [list] = useState(() => new PagedList<Withdrawal>((page) => walletApi.withdrawals({ page })))
  useEffect(() => { if (session.isLogin) void list.refresh() }, [session.isLogin, list])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  if (!session.isLogin) return <PageShell id='witlist' className='w-page' titleKey='assets.witlistTitle'><SignInPrompt reason='assets' /></PageShell>
  let body
  if (list.initialLoading) body = <View className='w-card'><LinesSkeleton rows={4} /></View>
  else if (list.isEmpty) {
    body = <EmptyState icon={<Icon name='to-pay' size={40} />} title={t('assets.witEmpty')} actionText={t('assets.withdraw')} actionId='witlist-go' onAction={() => { void navigate('pages/user/money/withdraw') }} />
  } else {
    body = (
      <>
        {list.items.map((w) => {
          const state = WITHDRAW_STATE_NAME[w.state]
          return (
            <View key={w.id} className='w-card witlist-item' id={`withdrawal-${w.id}`} data-state={state}>
              <View className='w-cell'>
                <Text className='w-cell__label'>₮ {w.amount}</Text>
                <Text className={`w-state w-state--${w.state}`}>{t(`assets.witState.${state}`)}</Text>
              </View>
              <Text className='w-note'>{t('assets.feeShort', { v: w.fee })} · {w.type === 'bsc' ? t('assets.toBsc') : t('assets.toBank')} · {formatDate(w.createtime, 'yyyy-MM-dd hh:mm')}</Text>
              <Text className='w-note w-mono'>{w.account}</Text>
              {w.reason ? <Text className='w-note w-note--error'>{t('assets.rejectReason', { r: w.reason })}</Text> : null}
              {w.reference ? <Text className='w-note w-mono'>{t('assets.reference', { r: w.reference })}</Text> : null}
            </View>
          )
        })}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }
  return <PageShell id='witlist' className='w-page' titleKey='assets.witlistTitle'>{body}</PageShell>
})

export default WitlistPage
