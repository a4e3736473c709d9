import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { observer } from '@/lib/observer'
import type { CheckoutShop } from '../../../../../types/order'
import { t } from '@/i18n'
import '@/i18n/domains/coupon'
import { Icon } from '@/components/Icon'
import { usePrice } from '@/components/Price'
import { formatDate } from '@/lib/time'
import { isZero } from '@/lib/money'

/**
 * A shop's coupon row at checkout and its picker: the applied coupon's saving (the server chose the
 * best by default), or how many are usable; the picker lists usable ones first with their saving,
 * the others with the server's reason, and "no coupon".
 */
export const CouponRow = observer(function CouponRow ({ shop, onChoose }: { shop: CheckoutShop, onChoose: (couponId: number) => void }) {
  const price = usePrice()
  const [open, setOpen] = useState(false)
  const usable = shop.coupons.filter((c) => c.usable)
  const chosen = shop.coupons.find((c) => c.id === shop.coupon_id)
  const value = chosen
    ? <Text className='co-coupon__value'>-{price(shop.coupon_price)}</Text>
    : <Text className='co-row__sub'>{usable.length > 0 ? t('coupon.checkoutCount', { n: usable.length }) : t('coupon.checkoutNoneAvailable')}</Text>
  const pick = (id: number) => { setOpen(false); if (id !== (shop.coupon_id ?? 0)) onChoose(id) }
  const sorted = [...usable, ...shop.coupons.filter((c) => !c.usable)]
  return (
    <>
      <View className='co-row co-coupon' data-shop={shop.shop_id} onClick={() => { if (shop.coupons.length > 0) setOpen(true) }}>
        <Text className='co-row__label'>{t('coupon.checkout')}</Text>
        <View className='co-row__value'>{value}</View>
        {shop.coupons.length > 0 ? <Icon name='arrow-right' size={12} color='#999' /> : null}
      </View>
      <Popup visible={open} position='bottom' round closeable title={t('coupon.checkoutPick')} onClose={() => { setOpen(false) }}>
        <ScrollView scrollY className='co-coupons'>
          {sorted.map((c) => (
            <View key={c.id} className={`co-coupons__item ${c.usable ? '' : 'co-coupons__item--off'}`} data-id={c.id} onClick={() => { if (c.usable) pick(c.id) }}>
              <View className='co-coupons__body'>
                <Text className='co-coupons__name'>{c.name}</Text>
                <Text className='co-coupons__sub'>{c.usable ? t('coupon.saving', { amount: price(c.saving) }) : c.reason}</Text>
                <Text className='co-coupons__sub'>{t('coupon.expiresAt', { date: formatDate(c.expires_at, 'yyyy.MM.dd') })}</Text>
              </View>
              <View className={`co-coupons__radio ${c.id === shop.coupon_id ? 'co-coupons__radio--on' : ''}`} />
            </View>
          ))}
          <View className='co-coupons__item co-coupons__none' onClick={() => { pick(0) }}>
            <Text className='co-coupons__name'>{t('coupon.checkoutNone')}</Text>
            <View className={`co-coupons__radio ${shop.coupon_id === null || isZero(shop.coupon_price) ? 'co-coupons__radio--on' : ''}`} />
          </View>
        </ScrollView>
      </Popup>
    </>
  )
})
