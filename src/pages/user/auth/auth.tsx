import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { routeText } from '@/routes/params'
import { navigate, redirect, switchTab } from '@/routes/navigate'
import { returnTo } from '@/routes/app-hooks'
import { shortAddress } from '../components/shortAddress'
import { MenuGroup } from '../setting/components/rows'
import '../setting/account.scss'

const POINTS = ['safe', 'fast', 'same'] as const
/** an account this young was made by the sign-in that just happened */
const NEW_ACCOUNT_SECONDS = 300


/**
 * Sign in (/pages/user/auth/auth[?back]): where a 401 or a protected action sends a visitor.
 * H5 connects a wallet (Sign-In with Ethereum; without a wallet the platform's alert says to install
 * one, and this page says how); the mini program logs in with WeChat.
 */
const AuthPage = observer(function AuthPage () {
  const { session, app } = useStores()
  const back = routeText(useRouter().params.back)
  const wechat = session.loginKind === 'wechat'
  const name = app.config?.name || t('home.appName')

  const signIn = async () => {
    if (session.loggingIn) return
    const ok = await session.login({ interactive: true })
    if (!ok) return
    // a new account (made by this sign-in, no avatar yet) first completes its profile
    const u = session.user
    if (u && !u.avatar && Date.now() / 1000 - u.jointime < NEW_ACCOUNT_SECONDS) await redirect('pages/user/auth/perfect', { back: back || undefined })
    else await returnTo(back, 'pages/user')
  }

  if (session.isLogin) {
    const who = session.user?.nickname || shortAddress(session.walletAddress)
    return (
      <PageShell id='auth' className='acc-page' titleKey='acc.auth.title'>
        <View className='auth-hero'>
          <View className='auth-hero__logo'><Icon name='check' size={36} color='#fff' /></View>
          <Text className='auth-hero__title'>{t('acc.auth.signedIn')}</Text>
          <Text className='auth-hero__desc'>{t('acc.auth.signedInDesc', { name: who })}</Text>
        </View>
        <View className='acc-actions'>
          <AppButton id='auth-back' type='primary' block size='large' onClick={() => { void returnTo(back, 'pages/user') }}>{t('acc.auth.back')}</AppButton>
          <AppButton id='auth-me' block size='large' onClick={() => { void switchTab('pages/user') }}>{t('acc.auth.toMe')}</AppButton>
        </View>
      </PageShell>
    )
  }

  return (
    <PageShell id='auth' className='acc-page' titleKey='acc.auth.title'>
      <View className='auth-hero'>
        <View className='auth-hero__logo'><Icon name={wechat ? 'service' : 'wallet'} size={36} color='#fff' /></View>
        <Text className='auth-hero__title'>{t('acc.auth.welcome', { name })}</Text>
        <Text className='auth-hero__desc'>{wechat ? t('acc.auth.introWechat') : t('acc.auth.introWallet')}</Text>
      </View>
      <MenuGroup>
        <View className='auth-points'>
          {POINTS.map((p) => (
            <View key={p} className='auth-point'><View className='auth-point__dot' /><Text>{t(`acc.auth.points.${p}`)}</Text></View>
          ))}
        </View>
      </MenuGroup>
      <View className='acc-actions'>
        <AppButton id='auth-login' type='primary' block size='large' loading={session.loggingIn}
          onClick={() => { void signIn().catch(() => toast(t('acc.auth.failed'))) }}
        >{wechat ? t('acc.auth.wechat') : t('acc.auth.connect')}
        </AppButton>
      </View>
      {wechat
        ? null
        : (
          <View className='auth-nowallet-group'>
            <MenuGroup>
              <View id='auth-nowallet' className='auth-nowallet'>
                <Text className='auth-nowallet__title'>{t('acc.auth.noWallet')}</Text>
                <Text className='auth-nowallet__desc'>{t('acc.auth.noWalletDesc')}</Text>
              </View>
            </MenuGroup>
          </View>
          )}
      <View className='acc-actions'>
        <Text id='auth-privacy' className='acc-intro' style={{ textAlign: 'center' }} onClick={() => { void navigate('pages/user/setting/privacy') }}>{t('acc.privacy.policyTitle')}</Text>
      </View>
    </PageShell>
  )
})

export default AuthPage
