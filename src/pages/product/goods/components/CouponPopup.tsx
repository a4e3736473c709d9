import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { CouponCard as Coupon } from '../../../../../types/catalog'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import { CouponCard } from '@/components/CouponCard'

/** The coupons this product can use (claiming comes with the coupons issue). */
export function CouponPopup ({ visible, coupons, onClose }: { visible: boolean, coupons: Coupon[], onClose: () => void }) {
  return (
    <Popup visible={visible} position='bottom' round closeable title={t('product.couponsTitle')} onClose={onClose}>
      <View id='coupon-popup' className='coupon-popup'>
        <Text className='coupon-popup__hint'>{t('product.couponsHint')}</Text>
        <ScrollView scrollY className='coupon-popup__list'>
          {coupons.length === 0
            ? <Text className='coupon-popup__empty'>{t('product.coupon.empty')}</Text>
            : coupons.map((c) => <CouponCard key={c.id} coupon={c} />)}
        </ScrollView>
      </View>
    </Popup>
  )
}
