import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { runInAction } from '@/lib/state'
import type { FindUserRow } from '../../../../../types/find'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/find'
import { assetUrl } from '@/env'
import { findApi } from '@/api/find'
import { PagedList } from '@/stores/paged'
import { useStores } from '@/stores'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { useCreatorId } from './useCreatorId'
import '../find-apps.scss'

/**
 * Who a creator follows, or who follows them (/pages/apps/find/user/follow|fans?id; without id,
 * mine): paged rows that open the person's page, each with a follow button (not on myself).
 */
export const PeopleList = observer(function PeopleList ({ kind }: { kind: 'follow' | 'fans' }) {
  const id = useCreatorId()
  const { session } = useStores()
  const me = session.user?.id ?? 0
  const [list] = useState(() => new PagedList<FindUserRow>((page) => findApi.people({ id: id ?? 0, type: kind, page })))
  const [busy, setBusy] = useState(0)
  const titleKey: TKey = kind === 'follow' ? 'find.user.followTitle' : 'find.user.fansTitle'

  useEffect(() => { if (id !== null) void list.setFetcher((page) => findApi.people({ id, type: kind, page })) }, [id])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (id !== null) void list.loadMore() })

  const follow = async (row: FindUserRow): Promise<void> => {
    if (busy !== 0) return
    setBusy(row.id)
    try {
      const on = (await findApi.follow({ id: row.id, follow: !row.is_follow })).follow
      runInAction(() => { list.items = list.items.map((r) => r.id === row.id ? { ...r, is_follow: on } : r) })
    } catch { /* the request layer toasted */ } finally {
      setBusy(0)
    }
  }

  let body
  if (id === null) body = <SignInPrompt reason='creator' />
  else if (list.initialLoading) body = <View className='people'><LinesSkeleton rows={4} /></View>
  else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('load.failed')} actionText={t('common.retry')} onAction={() => { void list.refresh() }} />
  } else if (list.isEmpty) {
    body = <EmptyState icon={<Icon name='user' size={40} />} title={kind === 'follow' ? t('find.user.followEmpty') : t('find.user.fansEmpty')} />
  } else {
    body = (
      <>
        <View className='people'>
          {list.items.map((r) => (
            <View key={r.id} className='people__row' id={`person-${r.id}`} onClick={() => { void navigate('pages/apps/find/user', { id: r.id }) }}>
              {r.avatar !== ''
                ? <Image className='people__avatar' src={assetUrl(r.avatar)} mode='aspectFill' />
                : <View className='people__avatar people__avatar--none'><Icon name='user' size={22} color='#bbb' /></View>}
              <Text className='people__name'>{r.nickname}</Text>
              {r.id === me
                ? null
                : (
                  <View onClick={(e) => { e.stopPropagation() }}>
                    <AppButton id={`person-follow-${r.id}`} type='primary' size='small' fill={r.is_follow ? 'outline' : 'solid'} loading={busy === r.id}
                      onClick={() => { void follow(r) }}>{r.is_follow ? t('find.following') : t('find.follow')}
                    </AppButton>
                  </View>
                  )}
            </View>
          ))}
        </View>
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }
  return <PageShell id={`find-${kind}`} className='feed' titleKey={titleKey}>{body}</PageShell>
})
