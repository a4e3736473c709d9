import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { href } from '@/routes/navigate'
import { ProfileForm } from './components/ProfileForm'
import './account.scss'

/** Profile (/pages/user/setting/user): avatar, nickname, gender, birthday, bio, e-mail. */
const ProfilePage = observer(function ProfilePage () {
  const { session } = useStores()
  const leaveAfter = useLeaveAfter()
  return (
    <PageShell id='profile' className='acc-page' titleKey='acc.profile.title'>
      {session.isLogin
        ? <ProfileForm submitText={t('acc.profile.save')} onSaved={() => leaveAfter(href('pages/user/setting/setting'))} />
        : <SignInPrompt reason='account' />}
    </PageShell>
  )
})

export default ProfilePage
