import { useEffect, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { observer } from '@/lib/observer'
import type { CouponCard as Coupon } from '../../../../../types/catalog'
import type { CouponOffer } from '../../../../../types/coupon'
import { couponApi } from '@/api/coupon'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import { CouponCard } from '@/components/CouponCard'
import { ClaimButton } from '@/components/CouponCard/ClaimButton'
import { useStores } from '@/stores'

/**
 * The coupons this product can use, each with its claim button. The detail's own list draws at
 * once; opening the popup asks coupon/query for the caller's claims (claimed, sold out, "use").
 */
export const CouponPopup = observer(function CouponPopup ({ visible, goodsId, coupons, onClose }: { visible: boolean, goodsId: number, coupons: Coupon[], onClose: () => void }) {
  const { session } = useStores()
  const [offers, setOffers] = useState<CouponOffer[] | null>(null)
  useEffect(() => {
    if (!visible) return
    let live = true
    couponApi.forGoods({ goods_id: goodsId }).then((o) => { if (live) setOffers(o) }, () => { /* the detail's list stays, claims are checked by the server */ })
    return () => { live = false }
  }, [visible, goodsId, session.isLogin])
  const replace = (o: CouponOffer) => { setOffers((list) => (list ?? []).map((x) => x.id === o.id ? o : x)) }
  const shown: Array<Coupon | CouponOffer> = offers ?? coupons
  return (
    <Popup visible={visible} position='bottom' round closeable title={t('product.couponsTitle')} onClose={onClose}>
      <View id='coupon-popup' className='coupon-popup'>
        <Text className='coupon-popup__hint'>{t('product.couponsHint')}</Text>
        <ScrollView scrollY className='coupon-popup__list'>
          {shown.length === 0
            ? <Text className='coupon-popup__empty'>{t('product.coupon.empty')}</Text>
            : shown.map((c) => <CouponCard key={c.id} coupon={c} action={'can_claim' in c ? <ClaimButton offer={c} claim={async (id) => await couponApi.receive({ id })} onClaimed={replace} /> : undefined} />)}
        </ScrollView>
      </View>
    </Popup>
  )
})
