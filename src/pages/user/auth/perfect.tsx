import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { href, switchTab } from '@/routes/navigate'
import { ProfileForm } from '../setting/components/ProfileForm'
import '../setting/account.scss'

/** Complete a new profile (/pages/user/auth/perfect): nickname, avatar and e-mail after the first sign-in. */
const PerfectPage = observer(function PerfectPage () {
  const { session } = useStores()
  const leaveAfter = useLeaveAfter()
  return (
    <PageShell id='perfect' className='acc-page' titleKey='acc.perfect.title'>
      {session.isLogin
        ? (
          <>
            <Text className='acc-intro'>{t('acc.perfect.intro')}</Text>
            <ProfileForm short submitText={t('acc.perfect.done')} onSaved={() => leaveAfter(href('pages/user'))} />
            <View className='acc-actions'>
              <Text id='perfect-skip' className='acc-intro' style={{ textAlign: 'center' }} onClick={() => { void switchTab('pages/user') }}>{t('acc.perfect.skip')}</Text>
            </View>
          </>
          )
        : <SignInPrompt reason='account' />}
    </PageShell>
  )
})

export default PerfectPage
