import { useEffect } from 'react'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/merchant'
import { toast } from '@/components/PageShell'
import { redirect } from '@/routes/navigate'

/**
 * Merchant pages: a signed-in user without a shop is told to apply as a merchant first and taken to
 * the settle-in page (spec §6). Returns true while the page may show its content.
 */
export function useMerchantGate (): boolean {
  const { session } = useStores()
  // the effect decides on this render's values only: it may run after the session has changed
  // (effects can run a frame late; seen with Preact, where the merchant journey was sent to
  // settle-in 1 run in 2), and a signed-out render's "not a merchant" must not meet the signed-in
  // session that the stored user has restored meanwhile
  const isLogin = session.isLogin
  const known = session.user !== null
  const isMerchant = session.user?.is_merchant_open === true
  useEffect(() => {
    if (isLogin && known && !isMerchant) {
      toast(t('mch.applyFirst'))
      void redirect('pages/user/merchantsSettleIn/index')
    }
  }, [isLogin, known, isMerchant])
  return isLogin && isMerchant
}
