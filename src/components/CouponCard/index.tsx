import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { CouponCard as Coupon } from '../../../types/catalog'
import { currentLang, t, type TKey } from '@/i18n'
import '@/i18n/domains/product'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { DEFAULT_DISPLAY, displayAmount, formatMoney, isZero, mul, sub, type Amount, type MoneyDisplay } from '@/lib/money'
import { formatDate } from '@/lib/time'
import './index.scss'

const TYPE_LABEL: Record<Coupon['type'], TKey> = {
  reduction: 'product.coupon.reduction',
  discount: 'product.coupon.discount',
  shipping: 'product.coupon.shipping',
  vip: 'product.coupon.vip'
}

/** "8.5" → zh "8.5折" (pay 85%), en "15% off" — each language's own convention */
function discountText (d: string): string {
  const v = currentLang() === 'zh' ? Number(formatMoney(d, 1)).toString() : Number(mul(sub('10', d), '10')).toString()
  return t('product.coupon.discountValue', { v })
}

/**
 * A coupon amount (USDT, like every price) in the display currency: whole yuan in ¥ (coupons are
 * written as "满199减20"; 2.78 USDT is "20", not "20.02"), 2 decimals and the unit in USDT.
 */
function couponAmount (usdt: Amount, d: MoneyDisplay): string {
  return d.currency === 'cny' ? displayAmount(usdt, d, 0) : `${displayAmount(usdt, d)} USDT`
}

/** The value block of a coupon: "¥20", "8.5折", "Free shipping"; prefix = show the ¥ sign. */
export function couponValue (c: Coupon, d: MoneyDisplay = DEFAULT_DISPLAY): { amount: string, prefix: boolean } {
  if (c.type === 'discount') return { amount: discountText(c.discount), prefix: false }
  if (c.type === 'shipping' && isZero(c.price)) return { amount: t('product.coupon.freeShipping'), prefix: false }
  return { amount: couponAmount(c.price, d), prefix: d.currency === 'cny' }
}

export function couponThreshold (c: Coupon, d: MoneyDisplay = DEFAULT_DISPLAY): string {
  if (isZero(c.limit)) return t('product.coupon.noThreshold')
  const n = couponAmount(c.limit, d)
  return t('product.coupon.threshold', { v: d.currency === 'cny' ? `¥${n}` : n })
}

export function couponValidity (c: Coupon): string {
  if (c.pretype === 'appoint') return t('product.coupon.validDays', { n: c.validity })
  if (c.startdate && c.enddate) {
    return t('product.coupon.validRange', { from: formatDate(c.startdate, 'yyyy.MM.dd'), to: formatDate(c.enddate, 'yyyy.MM.dd') })
  }
  if (c.enddate) return t('product.coupon.validUntil', { date: formatDate(c.enddate, 'yyyy.MM.dd') })
  return ''
}

/**
 * A coupon template (spec §3 Coupon, §9 card height 210 rpx): value and threshold on a coloured
 * stub, then type label, name, validity and what is left. `action` fills the right edge (the
 * coupons issue puts its claim button there).
 */
export const CouponCard = observer(function CouponCard ({ coupon, action }: { coupon: Coupon, action?: ReactNode }) {
  const d = useStores().app.moneyDisplay
  const v = couponValue(coupon, d)
  return (
    <View className={`coupon-card coupon-card--${coupon.type}`} data-id={coupon.id}>
      <View className='coupon-card__stub'>
        <View className='coupon-card__value'>
          {v.prefix ? <Text className='coupon-card__symbol'>¥</Text> : null}
          <Text className={`coupon-card__amount ${v.prefix ? '' : 'coupon-card__amount--text'}`}>{v.amount}</Text>
        </View>
        <Text className='coupon-card__limit'>{couponThreshold(coupon, d)}</Text>
      </View>
      <View className='coupon-card__body'>
        <View className='coupon-card__head'>
          <Text className='coupon-card__type'>{t(TYPE_LABEL[coupon.type])}</Text>
          <Text className='coupon-card__name'>{coupon.name}</Text>
        </View>
        <Text className='coupon-card__valid'>{couponValidity(coupon)}</Text>
        {coupon.surplus >= 0 ? <Text className='coupon-card__surplus'>{t('product.coupon.surplus', { n: coupon.surplus })}</Text> : null}
      </View>
      {action ? <View className='coupon-card__action'>{action}</View> : null}
    </View>
  )
})
