import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ChatConversation } from '../../../types/chat'
import { chatApi } from '@/api/chat'
import { noticeApi } from '@/api/notice'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/chat'
import { badge } from '@/lib/count'
import { chatHistory } from '@/lib/storage'
import { chatTime, renderTime } from '@/lib/time'
import { navigate } from '@/routes/navigate'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon, type IconName } from '@/components/Icon'
import { SegmentTabs } from '@/components/SegmentTabs'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { Avatar } from './components/Avatar'
import '../../components/Icon/extra.scss'
import './components/notice.scss'

type Role = 'buy' | 'sell'

/**
 * The message centre (/pages/notice/notice): order, system and delivery notices, customer service,
 * and the conversations — the user's own, and for a merchant the shop's — with the other party's
 * avatar and name, the last message, unread count and chat time (spec §9). Long-press or "…" on a
 * conversation clears or deletes it (only in this user's view); "mark all read" reads everything.
 */
const MessageCentre = observer(function MessageCentre () {
  const { session, chat, statistics } = useStores()
  const [role, setRole] = useState<Role>('buy')
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const isMerchant = session.user?.is_merchant_open === true || chat.shopConversations.length > 0

  const load = async () => {
    setFailed(false)
    const ok = await chat.loadConversations()
    setLoaded(ok)
    setFailed(!ok)
  }
  useDidShow(() => { if (session.isLogin) void load() })
  // opened directly (a link, a reload), the session is restored after the page first shows
  useEffect(() => { if (session.isLogin) void load() }, [session.isLogin])
  usePullDownRefresh(() => {
    void Promise.all([load(), session.refresh().catch(() => undefined)]).finally(() => { void Taro.stopPullDownRefresh() })
  })

  const list = role === 'buy' ? chat.conversations : chat.shopConversations
  const unreadAll = statistics.notice.chat + statistics.notice.order + statistics.notice.notice

  const readAll = async () => {
    if (unreadAll === 0) { toast(t('chat.noUnread')); return }
    try {
      await Promise.all([chatApi.read({ role: 'buy' }), chatApi.read({ role: 'sell' }), noticeApi.read()])
      statistics.setNotice('order', 0)
      statistics.setNotice('notice', 0)
      await chat.loadConversations()
      toast(t('notice.readAllDone'))
    } catch { /* the request layer showed why */ }
  }

  const manage = async (c: ChatConversation) => {
    let tapIndex = -1
    try {
      tapIndex = (await Taro.showActionSheet({ itemList: [t('notice.clear'), t('notice.delete')], itemColor: '#333333' })).tapIndex
    } catch { return }
    const del = tapIndex === 1
    try {
      const r = await Taro.showModal({ content: del ? t('notice.confirmDelete') : t('notice.confirmClear'), confirmText: del ? t('notice.delete') : t('notice.clear'), cancelText: t('notice.cancel'), confirmColor: '#ff448f' })
      if (!r.confirm) return
    } catch { return }
    try {
      if (del) {
        await chatApi.del({ id: c.id })
        chat.dropConversation(c.id)
      } else {
        await chatApi.clear({ id: c.id })
        await chat.loadConversations()
      }
      chatHistory.clear(c.id)
      toast(del ? t('notice.deleted') : t('notice.cleared'))
    } catch { /* the request layer showed why */ }
  }

  const entries: Array<{ id: string, label: string, icon: IconName, color: string, n: number, go: () => void }> = [
    { id: 'notify', label: t('notice.orders'), icon: 'to-receive', color: '#ff448f', n: statistics.notice.order, go: () => { void navigate('pages/notice/notify/notify') } },
    { id: 'system', label: t('notice.system'), icon: 'x-notice', color: '#1989fa', n: statistics.notice.notice, go: () => { void navigate('pages/notice/system/system') } },
    { id: 'logistics', label: t('notice.logistics'), icon: 'transit', color: '#07c160', n: 0, go: () => { void navigate('pages/notice/logistics/logistics') } },
    { id: 'service', label: t('notice.service'), icon: 'service', color: '#ff9500', n: 0, go: () => { void navigate('pages/user/service') } }
  ]

  const shell = (c: React.ReactNode) => <PageShell id='message-centre' className='notice-page' titleKey='notice.title'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='messages' />)

  return shell(
    <>
      <View className='mc-entries'>
        {entries.map((e) => (
          <View key={e.id} id={`mc-entry-${e.id}`} className='mc-entry' onClick={e.go}>
            <View className='mc-avatar mc-entry__icon' style={{ background: e.color }}>
              <Icon name={e.icon} size={22} color='#fff' />
              {e.n > 0 ? <Text className='mc-avatar__badge'>{badge(e.n)}</Text> : null}
            </View>
            <Text className='mc-entry__label'>{e.label}</Text>
          </View>
        ))}
      </View>
      <View className='mc-bar'>
        <Text className='mc-bar__title'>{t('notice.chats')}</Text>
        <Text id='mc-read-all' className='mc-bar__read' onClick={() => { void readAll() }}>{t('notice.readAll')}</Text>
      </View>
      {isMerchant
        ? (
          <SegmentTabs id='mc-role' className='mc-roles' value={role} onChange={(r: Role) => { setRole(r) }}
            tabs={[
              { key: 'buy', label: t('notice.chats'), extra: chat.conversations.some((c) => c.count > 0) ? '•' : '' },
              { key: 'sell', label: t('notice.myShop'), extra: chat.shopConversations.some((c) => c.count > 0) ? '•' : '' }
            ]}
          />
          )
        : null}
      {!loaded && list.length === 0 && !failed
        ? <View className='mc-list'>{[0, 1, 2].map((i) => <View key={i} className='mc-row'><LinesSkeleton rows={2} /></View>)}</View>
        : failed && list.length === 0
          ? <View className='mc-empty'><EmptyState icon={<Icon name='failure' size={40} />} title={t('notice.loadFailed')} actionText={t('notice.retry')} actionId='mc-retry' onAction={() => { void load() }} /></View>
          : list.length === 0
            ? (
              <View className='mc-empty'>
                <EmptyState icon={<Icon name='comment' size={40} />} title={role === 'sell' ? t('notice.myShopEmpty') : t('notice.empty')} description={role === 'sell' ? undefined : t('notice.emptyDesc')} />
              </View>
              )
            : (
              <View id='mc-list' className='mc-list'>
                {list.map((c) => (
                  <View key={c.id} id={`mc-conv-${c.id}`} className='mc-row'
                    onClick={() => { void navigate('pages/notice/chat', { conversation_id: c.id }) }}
                    onLongPress={() => { void manage(c) }}
                  >
                    <Avatar src={c.avatar} name={c.name} badge={c.count > 0 ? badge(c.count) : ''} />
                    <View className='mc-row__body'>
                      <View className='mc-row__top'>
                        <Text className='mc-row__name'>{c.name}</Text>
                        <Text className='mc-row__time'>{renderTime(chatTime(c.createtime), t)}</Text>
                      </View>
                      <Text className='mc-row__last' userSelect={false}>{c.content}</Text>
                    </View>
                    <View id={`mc-manage-${c.id}`} className='mc-row__more' onClick={(e) => { e.stopPropagation(); void manage(c) }}>
                      <Icon name='x-more' size={18} color='#999' />
                    </View>
                  </View>
                ))}
              </View>
              )}
    </>
  )
})

export default MessageCentre
