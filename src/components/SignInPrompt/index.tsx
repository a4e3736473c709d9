import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/general'
import { EmptyState } from '../EmptyState'
import { Icon } from '../Icon'

/** The pages that need a session, each with its own title and hint (i18n `signIn.<reason>`). */
export type SignInReason = 'orders' | 'orderDetail' | 'logistics' | 'review' | 'shipping' | 'pay' | 'payPassword'
  | 'checkout' | 'addresses' | 'favorites' | 'follow' | 'footprints' | 'assets' | 'feed' | 'creator' | 'account' | 'reviews' | 'messages' | 'coupons' | 'signin'

export interface SignInPromptProps {
  /** which page asks: picks the words, so a visitor on the orders page is not told about favourites */
  reason: SignInReason
  className?: string
}

/**
 * The one sign-in prompt of the app: a page that needs a session shows it in place of its content
 * when logged out. The button starts the platform's login (wallet on H5, WeChat in the mini program).
 */
export const SignInPrompt = observer(function SignInPrompt ({ reason, className = '' }: SignInPromptProps) {
  const { session } = useStores()
  return (
    <EmptyState className={`sign-in-prompt sign-in-prompt--${reason} ${className}`}
      icon={<Icon name='wallet' size={40} />}
      title={t(`signIn.${reason}.title`)} description={t(`signIn.${reason}.desc`)}
      actionText={session.loginKind === 'wechat' ? t('signIn.wechat') : t('signIn.connect')}
      actionId='login-prompt' solid loading={session.loggingIn}
      onAction={() => { void session.login({ interactive: true }) }}
    />
  )
})
