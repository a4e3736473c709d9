import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { t } from '@/i18n'
import '@/i18n/domains/cart'
import { assetUrl } from '@/env'
import type { CartGroup, CartItem } from '@/lib/models'
import { Icon } from '@/components/Icon'
import { Price } from '@/components/Price'

/** The round checkbox of the cart (shop, line, select-all). */
export function CartCheck ({ on, className = '', onClick }: { on: boolean, className?: string, onClick: () => void }) {
  return (
    <View className={`cart-check ${on ? 'cart-check--on' : ''} ${className}`} aria-checked={on}
      onClick={(e) => { e.stopPropagation?.(); onClick() }}
    >
      {on ? <Icon name='check' size={10} color='#fff' /> : null}
    </View>
  )
}

/** − n + ; each end is greyed out where the store would refuse (1 and the stock). */
export const CartStepper = observer(function CartStepper ({ item, onMinus, onPlus }: { item: CartItem, onMinus: () => void, onPlus: () => void }) {
  const atMin = item.number <= 1
  const atMax = item.sku.stock !== undefined && item.number >= item.sku.stock
  return (
    <View className='cart-stepper' onClick={(e) => e.stopPropagation?.()}>
      <View className={`cart-stepper__btn cart-stepper__minus ${atMin ? 'cart-stepper__btn--off' : ''}`} aria-disabled={atMin} onClick={onMinus}>
        <Text>−</Text>
      </View>
      <Text className='cart-stepper__value'>{item.number}</Text>
      <View className={`cart-stepper__btn cart-stepper__plus ${atMax ? 'cart-stepper__btn--off' : ''}`} aria-disabled={atMax} onClick={onPlus}>
        <Text>+</Text>
      </View>
    </View>
  )
})

export interface ShopCardProps {
  group: CartGroup
  onShop: () => void
  onToggleShop: () => void
  onToggleItem: (p: CartItem) => void
  onOpen: (p: CartItem) => void
  onMinus: (p: CartItem) => void
  onPlus: (p: CartItem) => void
}

/** One shop of the cart: its checkbox and name, then its lines. */
export const ShopCard = observer(function ShopCard (p: ShopCardProps) {
  const g = p.group
  return (
    <View className='cart-shop' data-shop={g.shop_id}>
      <View className='cart-shop__head'>
        <CartCheck on={g.check} className='cart-shop__check' onClick={p.onToggleShop} />
        <View className='cart-shop__link' onClick={p.onShop}>
          <Icon name='store' size={16} color='#333' />
          <Text className='cart-shop__name'>{g.shop_name}</Text>
          <Icon name='arrow-right' size={10} color='#999' />
        </View>
      </View>
      {g.products.map((it) => {
        const low = it.sku.stock !== undefined && it.sku.stock > 0 && it.sku.stock <= 5
        return (
          <View key={`${it.goods_id}-${it.sku_id}`} className={`cart-item ${it.checked ? 'cart-item--on' : ''}`}
            data-sku={it.sku_id} onClick={() => p.onOpen(it)}
          >
            <CartCheck on={it.checked} className='cart-item__check' onClick={() => p.onToggleItem(it)} />
            <Image className='cart-item__image' src={assetUrl(it.image)} mode='aspectFill' lazyLoad />
            <View className='cart-item__info'>
              <Text className='cart-item__title'>{it.title}</Text>
              {it.sku.difference ? <Text className='cart-item__spec'>{it.sku.difference}</Text> : null}
              {low ? <Text className='cart-item__low'>{t('cart.stockLeft', { n: it.sku.stock ?? 0 })}</Text> : null}
              <View className='cart-item__bottom'>
                <Price value={it.sku.price} />
                <CartStepper item={it} onMinus={() => p.onMinus(it)} onPlus={() => p.onPlus(it)} />
              </View>
            </View>
          </View>
        )
      })}
    </View>
  )
})
