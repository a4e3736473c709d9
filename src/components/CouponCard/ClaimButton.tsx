import { useState } from 'react'
import { Text } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { CouponOffer } from '../../../types/coupon'
import { t } from '@/i18n'
import '@/i18n/domains/coupon'
import { toast } from '@/components/PageShell'
import { useStores } from '@/stores'
import { navigate } from '@/routes/navigate'

/**
 * The claim button of an offer (coupon centre, product popup): claims, then says so and updates
 * the offer in place; signed out it opens the sign-in page first (the API's 401 path).
 */
export const ClaimButton = observer(function ClaimButton ({ offer, claim: receive, onClaimed }: { offer: CouponOffer, claim: (id: number) => Promise<unknown>, onClaimed: (o: CouponOffer) => void }) {
  const { session } = useStores()
  const [busy, setBusy] = useState(false)
  if (!offer.can_claim) {
    if (offer.claimed > 0) {
      return <Text className='coupon-btn coupon-btn--ghost coupon-claimed' data-id={offer.id} onClick={() => { void navigate('pages/user/coupon/apply', { id: offer.id, template: 1 }) }}>{t('coupon.use')}</Text>
    }
    return <Text className='coupon-btn coupon-btn--off'>{t('coupon.soldOut')}</Text>
  }
  const claim = async () => {
    if (busy) return
    if (!session.isLogin) { void navigate('pages/user/auth/auth'); return }
    setBusy(true)
    try {
      await receive(offer.id)
      toast(t('coupon.claimOk'), 'success')
      const claimed = offer.claimed + 1
      const surplus = offer.surplus > 0 ? offer.surplus - 1 : offer.surplus
      onClaimed({ ...offer, claimed, surplus, can_claim: surplus !== 0 && (offer.drawlimit === 0 || claimed < offer.drawlimit) })
    } catch {
      // the request layer has shown the server's message (sold out, limit reached)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Text className={`coupon-btn coupon-claim ${busy ? 'coupon-btn--off' : ''}`} data-id={offer.id} onClick={() => { void claim() }}>
      {offer.claimed > 0 ? t('coupon.claimMore') : t('coupon.claim')}
    </Text>
  )
})
