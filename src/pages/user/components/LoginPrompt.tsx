import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/favorite'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'

/** Logged out on a page that needs a session: explains and offers the wallet login. */
export const LoginPrompt = observer(function LoginPrompt () {
  const { session } = useStores()
  return (
    <EmptyState className='login-prompt' icon={<Icon name='wallet' size={40} />} title={t('favorite.loginTitle')}
      description={t('favorite.loginDesc')} actionText={t('favorite.login')} actionId='login-prompt' solid
      loading={session.loggingIn} onAction={() => { void session.login() }}
    />
  )
})
