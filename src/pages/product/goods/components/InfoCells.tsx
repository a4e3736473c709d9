import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { GoodsDetail } from '../../../../../types/catalog'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import { Icon } from '@/components/Icon'
import type { SkuSelection } from '../sku'

const arrow = <Icon name='arrow-right' size={11} color='#bbb' />

/** Rows under the title: usable coupons, the spec choice, the brand. */
export const InfoCells = observer(function InfoCells ({ goods, sku, onCoupons, onSpecs }: {
  goods: GoodsDetail
  sku: SkuSelection | null
  onCoupons: () => void
  onSpecs: () => void
}) {
  const coupons = goods.coupon ?? []
  const specText = sku?.chosen
    ? t('product.chosen', { text: sku.selected.join(' / ') + ` × ${sku.quantity}` })
    : sku && sku.missing.length > 0
      ? t('product.choose', { names: sku.missing.join(' / ') })
      : ''
  return (
    <View className='goods-cells'>
      {coupons.length > 0
        ? (
          <View id='goods-coupons' className='goods-cell' onClick={onCoupons}>
            <Text className='goods-cell__label'>{t('product.coupons')}</Text>
            <View className='goods-cell__value goods-cell__chips'>
              {coupons.slice(0, 2).map((c) => <Text key={c.id} className='goods-coupon-chip'>{c.name}</Text>)}
              <Text className='goods-cell__more'>{t('product.couponsCount', { n: coupons.length })}</Text>
            </View>
            {arrow}
          </View>
          )
        : null}
      {goods.spu?.length > 0 || (goods.sku?.length ?? 0) > 1
        ? (
          <View id='goods-specs' className='goods-cell' onClick={onSpecs}>
            <Text className='goods-cell__label'>{t('product.specs')}</Text>
            <Text id='goods-specs-text' className='goods-cell__value goods-cell__text'>{specText}</Text>
            {arrow}
          </View>
          )
        : null}
      {goods.brand
        ? (
          <View className='goods-cell goods-cell--static'>
            <Text className='goods-cell__label'>{t('product.brand')}</Text>
            <View className='goods-cell__value goods-cell__brand'>
              {goods.brand.image ? <Image className='goods-cell__brand-logo' src={assetUrl(goods.brand.image)} mode='aspectFill' /> : null}
              <Text>{goods.brand.name}</Text>
              {goods.category?.name ? <Text className='goods-cell__sub'>{goods.category.name}</Text> : null}
            </View>
          </View>
          )
        : null}
    </View>
  )
})
