import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { PointsInfo } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import '@/i18n/domains/signin'
import { walletApi } from '@/api/wallet'
import { PageShell } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { LoadGate, useLoad } from '../money/components/shared'
import { AssetHistory, useAssetHistory } from '../money/components/AssetHistory'
import '../money/components/wallet.scss'

/** My points (/pages/user/tokenPoints/tokenPoints): the balance, what it is worth at score_price, and its history. */
const TokenPointsPage = observer(function TokenPointsPage () {
  const { session } = useStores()
  const state = useLoad<PointsInfo>(() => walletApi.points(), session.isLogin)
  const list = useAssetHistory('score', session.isLogin)
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })
  if (!session.isLogin) return <PageShell id='points' className='w-page' titleKey='assets.pointsTitle'><SignInPrompt reason='assets' /></PageShell>
  const p = state.data
  return (
    <PageShell id='points' className='w-page' titleKey='assets.pointsTitle'>
      <LoadGate state={state} rows={2} />
      {p !== null
        ? (
          <View className='w-hero'>
            <Text className='w-hero__label'>{t('assets.asset.score')}</Text>
            <Text id='points-balance' className='w-hero__value'>{p.balance}</Text>
            <Text className='w-hero__sub'>{t('assets.pointsWorth', { v: p.value })} · {t('assets.pointsPrice', { p: p.score_price })}</Text>
            <View className='w-hero__actions'>
              <View id='points-value' className='w-hero__action' onClick={() => { void navigate('pages/user/poontValue/poontValue') }}>
                <Text>{t('assets.pointsValue')} </Text><Icon name='arrow-right' size={10} color='#fff' />
              </View>
              <View id='points-signin' className='w-hero__action' onClick={() => { void navigate('pages/user/signin/signin') }}>
                <Text>{t('signin.title')} </Text><Icon name='arrow-right' size={10} color='#fff' />
              </View>
            </View>
          </View>
          )
        : null}
      <AssetHistory list={list} title={t('assets.pointsHistory')} empty={t('assets.pointsEmpty')} />
    </PageShell>
  )
})

export default TokenPointsPage
