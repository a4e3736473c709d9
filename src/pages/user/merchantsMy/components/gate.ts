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
  const isMerchant = session.user?.is_merchant_open === true
  useEffect(() => {
    if (session.isLogin && session.user !== null && !isMerchant) {
      toast(t('mch.applyFirst'))
      void redirect('pages/user/merchantsSettleIn/index')
    }
  }, [session.isLogin, isMerchant])
  return session.isLogin && isMerchant
}
