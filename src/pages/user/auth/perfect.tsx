import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { returnTo } from '@/routes/app-hooks'
import { routeText } from '@/routes/params'
import { ProfileForm } from '../setting/components/ProfileForm'
import '../setting/account.scss'

/** Complete a new profile (/pages/user/auth/perfect[?back]): nickname, avatar and e-mail after the first sign-in. */
const PerfectPage = observer(function PerfectPage () {
  const { session } = useStores()
  const back = routeText(useRouter().params.back)
  const leave = () => { void returnTo(back, 'pages/user') }
  return (
    <PageShell id='perfect' className='acc-page' titleKey='acc.perfect.title'>
      {session.isLogin
        ? (
          <>
            <Text className='acc-intro'>{t('acc.perfect.intro')}</Text>
            <ProfileForm short submitText={t('acc.perfect.done')} onSaved={() => { setTimeout(leave, 800) }} />
            <View className='acc-actions'>
              <Text id='perfect-skip' className='acc-intro' style={{ textAlign: 'center' }} onClick={leave}>{t('acc.perfect.skip')}</Text>
            </View>
          </>
          )
        : <SignInPrompt reason='account' />}
    </PageShell>
  )
})

export default PerfectPage
