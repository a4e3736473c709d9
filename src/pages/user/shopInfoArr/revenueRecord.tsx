import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { REVENUE_TYPES, type RevenueRow, type RevenueType } from '../../../../types/agents'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/agents'
import '@/i18n/domains/wallet'
import { agentsApi } from '@/api/agents'
import { formatDate } from '@/lib/time'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { Delta } from '../money/components/shared'
import { PagedBody } from './components/PagedBody'
import '../money/components/wallet.scss'
import './components/agents.scss'

function refText (r: RevenueRow): string {
  return r.ref_type === 'order' ? t('agents.orderRef', { id: r.ref_id }) : t('agents.dividendRef', { d: r.ref_id })
}

/** Revenue record (/pages/user/shopInfoArr/revenueRecord?type): every bonus and dividend row, newest first, by type. */
const RevenuePage = observer(function RevenuePage () {
  const { session } = useStores()
  const param = useRouter().params.type
  const [type, setType] = useState<RevenueType | 'all'>(REVENUE_TYPES.includes(param as RevenueType) ? param as RevenueType : 'all')
  const [list] = useState(() => new PagedList<RevenueRow>((page) => agentsApi.revenue({ page })))
  useEffect(() => {
    if (session.isLogin) void list.setFetcher((page) => agentsApi.revenue({ page, type: type === 'all' ? undefined : type }))
  }, [session.isLogin, type, list])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })
  if (!session.isLogin) return <PageShell id='revenue' className='w-page' titleKey='agents.revenueTitle'><SignInPrompt reason='account' /></PageShell>
  return (
    <PageShell id='revenue' className='w-page' titleKey='agents.revenueTitle'>
      <ScrollView scrollX className='w-chips' id='revenue-type'>
        {(['all', ...REVENUE_TYPES] as const).map((k) => (
          <Text key={k} id={`revenue-type-${k}`} className={`w-chips__item ${type === k ? 'w-chips__item--on' : ''}`} onClick={() => { setType(k) }}>
            {k === 'all' ? t('agents.allTypes') : t(`assets.billType.${k}`)}
          </Text>
        ))}
      </ScrollView>
      <PagedBody list={list} empty={{ icon: 'wallet', title: t('agents.revenueEmpty'), desc: t('agents.revenueEmptyDesc') }}
        render={(r) => (
          <View key={r.id} className='w-bill' data-id={r.id} data-type={r.type}>
            <View className='w-bill__main'>
              <Text className='w-bill__type'>{t(`assets.billType.${r.type}`)}</Text>
              <Text className='w-bill__time'>{refText(r)} · {formatDate(r.created_at, 'yyyy-MM-dd hh:mm')}</Text>
            </View>
            <View className='w-bill__side'><Delta v={r.amount} /><Text className='w-bill__after'>USDT</Text></View>
          </View>
        )}
      />
    </PageShell>
  )
})

export default RevenuePage
