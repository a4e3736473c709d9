import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { SigninLogItem } from '../../../../types/signin'
import { signinApi } from '@/api/signin'
import { t } from '@/i18n'
import '@/i18n/domains/signin'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { PagedList } from '@/stores/paged'
import { useStores } from '@/stores'
import { navigate } from '@/routes/navigate'
import './components/signin.scss'

/** My sign-in history (/pages/user/signin/log): each day signed, its streak day and points, newest first, paged. */
const SigninLogPage = observer(function SigninLogPage () {
  const { session } = useStores()
  const [list] = useState(() => new PagedList<SigninLogItem>((page) => signinApi.log({ page })))
  useEffect(() => { if (session.isLogin) void list.refresh() }, [session.isLogin])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  if (!session.isLogin) return <PageShell id='signin-log' className='si-page' titleKey='signin.logTitle'><SignInPrompt reason='signin' /></PageShell>
  let body
  if (list.initialLoading || list.status === 'idle') body = <View className='si-card'><LinesSkeleton rows={5} /></View>
  else if (list.status === 'error' && list.items.length === 0) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('signin.loadFailed')} actionText={t('signin.retry')} actionId='signin-log-retry' onAction={() => { void list.refresh() }} />
  } else if (list.isEmpty) {
    body = <EmptyState icon={<Icon name='check' size={40} />} title={t('signin.logEmpty')} description={t('signin.logEmptyDesc')} actionText={t('signin.goSign')} actionId='signin-log-go' onAction={() => { void navigate('pages/user/signin/signin') }} />
  } else {
    body = (
      <View className='si-card si-rows'>
        {list.items.map((r) => (
          <View key={r.id} className='si-row'>
            <View className='si-row__main'>
              <Text className='si-row__title'>{r.day}</Text>
              <Text className='si-row__sub'>{t('signin.logLine', { n: r.successions })}</Text>
            </View>
            <Text className='si-row__points'>+{r.score}</Text>
          </View>
        ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </View>
    )
  }
  return <PageShell id='signin-log' className='si-page' titleKey='signin.logTitle'>{body}</PageShell>
})

export default SigninLogPage
