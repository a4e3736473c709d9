import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { Logistics } from '../../../../types/order'
import { orderApi } from '@/api/order'
import { isApiError } from '@/api/errors'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import { formatDate } from '@/lib/time'
import { copyText } from '@/platform/clipboard'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import './components/order.scss'

/** Tracking (/pages/user/order/logistics?id): carrier, number (copy), trace timeline. */
const LogisticsPage = observer(function LogisticsPage () {
  const { session } = useStores()
  const { params } = useRouter()
  const id = Number(params.id) || 0
  const [data, setData] = useState<Logistics | null>(null)
  const [error, setError] = useState('')
  const [missing, setMissing] = useState(false)
  const [loading, setLoading] = useState(true)

  const load = async () => {
    setLoading(true)
    try {
      setData(await orderApi.logistics({ id }))
      setError('')
    } catch (e) {
      // a refusal (no such order, not yours, not shipped) will not change on reload
      setMissing(isApiError(e) && e.kind === 'business')
      setError(isApiError(e) && e.kind === 'business' ? e.message : t('track.loadFailed'))
    } finally {
      setLoading(false)
    }
  }
  useEffect(() => { if (session.isLogin) void load() }, [session.isLogin])
  usePullDownRefresh(() => { void load().finally(() => { void Taro.stopPullDownRefresh() }) })

  const shell = (c: React.ReactNode) => <PageShell id='logistics-root' className='order-page lg-page' titleKey='track.title'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='logistics' />)
  if (loading && !data) return shell([0, 1].map((i) => <View key={i} className='od-card'><LinesSkeleton rows={3} /></View>))
  if (!data && missing) {
    return shell(<EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={t('order.notFound')} actionText={t('order.title')} actionId='logistics-orders' onAction={() => { void navigate('pages/user/order/order', { type: 'all' }) }} />)
  }
  if (!data) {
    return shell(<EmptyState className='order-empty' icon={<Icon name='transit' size={40} />} title={error || t('track.loadFailed')} actionText={t('order.retry')} actionId='logistics-retry' onAction={() => { void load() }} />)
  }
  const traces = [...data.traces].sort((a, b) => b.time - a.time)

  return shell(
    <>
      <View className='od-card lg-head'>
        <View className='lg-head__logo'><Icon name='transit' size={26} color='#fff' /></View>
        <View className='lg-head__body'>
          <Text className='lg-head__carrier'>{data.company?.name || data.express_name}</Text>
          <View className='lg-head__line'>
            <Text className='lg-head__label'>{t('track.number')}</Text>
            <Text id='logistics-no' className='lg-head__no'>{data.express_no}</Text>
            <Text id='logistics-copy' className='od-copy' onClick={() => { void copyText(data.express_no) }}>{t('order.copy')}</Text>
          </View>
          {data.company?.tel ? <Text className='lg-head__tel'>{t('track.tel')} {data.company.tel}</Text> : null}
        </View>
      </View>
      <View className='od-card lg-traces'>
        {traces.length === 0
          ? <EmptyState className='lg-empty' icon={<Icon name='clock' size={32} />} title={t('track.empty')} description={t('track.emptyDesc')} />
          : traces.map((tr, i) => (
            <View key={`${tr.time}-${i}`} className={`lg-trace ${i === 0 ? 'lg-trace--latest' : ''}`}>
              <View className='lg-trace__rail'><View className='lg-trace__dot' /></View>
              <View className='lg-trace__body'>
                <Text className='lg-trace__text'>{tr.context}</Text>
                <Text className='lg-trace__time'>{formatDate(tr.time, 'yyyy-MM-dd hh:mm')}</Text>
              </View>
            </View>
          ))}
      </View>
    </>
  )
})

export default LogisticsPage
