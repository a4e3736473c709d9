import { useEffect, useMemo } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { NoticeItem, NoticeType } from '../../../../types/notice'
import { noticeApi } from '@/api/notice'
import { useStores } from '@/stores'
import { PagedList } from '@/stores/paged'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/chat'
import '@/i18n/domains/general'
import { chatTime, renderTime } from '@/lib/time'
import { navigate } from '@/routes/navigate'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon, type IconName } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import '../../../components/Icon/extra.scss'
import './notice.scss'

const KIND: Record<NoticeType, { title: TKey, icon: IconName, color: string, count: 'order' | 'notice' | null }> = {
  order: { title: 'notice.orders', icon: 'to-receive', color: '#ff448f', count: 'order' },
  notice: { title: 'notice.system', icon: 'x-notice', color: '#1989fa', count: 'notice' },
  logistics: { title: 'notice.logistics', icon: 'transit', color: '#07c160', count: null }
}

/**
 * A notice list (order notices, system notices, deliveries), newest first; opening it marks it read.
 * The server writes each notice in the language the request asks for, so a change of language
 * reads the list again.
 */
export const NoticeList = observer(function NoticeList ({ type }: { type: NoticeType }) {
  const { session, statistics, locale } = useStores()
  const lang = locale.lang
  const list = useMemo(() => new PagedList<NoticeItem>((page) => noticeApi.list({ type, page }, { toast: false })), [type])
  const kind = KIND[type]

  const markRead = () => {
    void noticeApi.read({ type }).then(() => {
      if (kind.count !== null) statistics.setNotice(kind.count, 0)
      else if (type === 'logistics') void session.refresh().catch(() => undefined)
    }).catch(() => undefined)
  }
  useEffect(() => {
    if (!session.isLogin) return
    void list.refresh().then(markRead)
  }, [session.isLogin, list, lang])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  const open = (n: NoticeItem) => {
    if (n.modules === 'order' && n.modules_id > 0) {
      if (type === 'logistics') void navigate('pages/user/order/logistics', { id: n.modules_id })
      else void navigate('pages/user/order/details', { id: n.modules_id })
    }
  }

  const shell = (c: React.ReactNode) => <PageShell id={`notice-${type}`} className='notice-page notice-list' titleKey={kind.title}>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='messages' />)
  if (list.initialLoading) return shell([0, 1, 2].map((i) => <View key={i} className='nl-card'><LinesSkeleton rows={2} /></View>))
  if (list.status === 'error' && list.items.length === 0) {
    return shell(<EmptyState icon={<Icon name='failure' size={40} />} title={t('notice.loadFailed')} actionText={t('notice.retry')} actionId='notice-retry' onAction={() => { void list.refresh() }} />)
  }
  if (list.isEmpty) return shell(<EmptyState icon={<Icon name={kind.icon} size={40} />} title={t('notice.listEmpty')} />)
  return shell(
    <>
      {list.items.map((n) => {
        const link = n.modules === 'order' && n.modules_id > 0
        return (
          <View key={n.id} id={`notice-item-${n.id}`} className='nl-card' onClick={() => { open(n) }}>
            <Text className='nl-time'>{renderTime(chatTime(n.createtime), t)}</Text>
            <View className='nl-body'>
              <View className='nl-head'>
                <View className='nl-icon' style={{ background: kind.color }}><Icon name={kind.icon} size={16} color='#fff' /></View>
                <Text className='nl-title'>{n.title}</Text>
                {!n.read ? <View className='nl-dot' /> : null}
              </View>
              <Text className='nl-content' userSelect>{n.content}</Text>
              {link
                ? (
                  <View className='nl-foot'>
                    <Text>{type === 'logistics' ? t('notice.track') : t('notice.viewOrder')}</Text>
                    <Icon name='arrow-right' size={10} color='#999' />
                  </View>
                  )
                : null}
            </View>
          </View>
        )
      })}
      <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
    </>
  )
})
