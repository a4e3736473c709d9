import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { SigninRankItem } from '../../../../types/signin'
import { signinApi } from '@/api/signin'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/signin'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useStores } from '@/stores'
import { navigate } from '@/routes/navigate'
import { LoadGate, useLoad } from '../money/components/shared'
import './components/signin.scss'

/** The sign-in ranking (/pages/user/signin/rank): the best streaks, top 50 (the server orders them). */
const SigninRankPage = observer(function SigninRankPage () {
  const { session } = useStores()
  const state = useLoad<SigninRankItem[]>(() => signinApi.rank(), session.isLogin)
  usePullDownRefresh(() => { void state.reload().finally(() => { void Taro.stopPullDownRefresh() }) })

  if (!session.isLogin) return <PageShell id='signin-rank' className='si-page' titleKey='signin.rankTitle'><SignInPrompt reason='signin' /></PageShell>
  const list = state.data
  let body = null
  if (list !== null && list.length === 0) {
    body = <EmptyState icon={<Icon name='user' size={40} />} title={t('signin.rankEmpty')} actionText={t('signin.goSign')} actionId='signin-rank-go' onAction={() => { void navigate('pages/user/signin/signin') }} />
  } else if (list !== null) {
    body = (
      <View className='si-card si-rows'>
        {list.map((r) => (
          <View key={r.user_id} className={`si-row si-rank ${r.user_id === session.user?.id ? 'si-rank--me' : ''}`}>
            <Text className={`si-rank__no si-rank__no--${Math.min(r.rank, 4)}`}>{r.rank}</Text>
            {r.avatar !== '' ? <Image className='si-rank__avatar' src={assetUrl(r.avatar)} mode='aspectFill' lazyLoad /> : <View className='si-rank__avatar'><Icon name='user' size={16} color='#bbb' /></View>}
            <View className='si-row__main'>
              <Text className='si-row__title'>{r.nickname !== '' ? r.nickname : t('signin.anonymous')}</Text>
              <Text className='si-row__sub'>{t('signin.rankDays', { n: r.days })}</Text>
            </View>
            <Text className='si-row__points'>{t('signin.rankBest', { n: r.maxsuccessions })}</Text>
          </View>
        ))}
      </View>
    )
  }
  return (
    <PageShell id='signin-rank' className='si-page' titleKey='signin.rankTitle'>
      <LoadGate state={state} rows={6} />
      {body}
    </PageShell>
  )
})

export default SigninRankPage
