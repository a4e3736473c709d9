import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import { badge } from '@/lib/count'
import { Badge } from '@/components/Badge'
import { Icon } from '@/components/Icon'

/** Fixed bottom bar: shop, chat with the shop, favourite, cart (with the cart count), add to cart, buy now. */
export const BottomBar = observer(function BottomBar ({ followed, onShop, onChat, onFavorite, onCart, onAdd, onBuy }: {
  followed: boolean
  onShop: () => void
  onChat: () => void
  onFavorite: () => void
  onCart: () => void
  onAdd: () => void
  onBuy: () => void
}) {
  const { cart } = useStores()
  return (
    <View className='goods-bar'>
      <View className='goods-bar__icons'>
        <View id='goods-bar-shop' className='goods-bar__icon' onClick={onShop}>
          <Icon name='store' size={20} color='#555' />
          <Text className='goods-bar__label'>{t('product.shop')}</Text>
        </View>
        <View id='goods-bar-chat' className='goods-bar__icon' onClick={onChat}>
          <Icon name='service' size={20} color='#555' />
          <Text className='goods-bar__label'>{t('product.chat')}</Text>
        </View>
        <View id='goods-favorite' className={`goods-bar__icon ${followed ? 'goods-bar__icon--on' : ''}`} onClick={onFavorite}>
          <Icon name={followed ? 'x-heart-fill' : 'x-heart'} size={20} color={followed ? '#ff448f' : '#555'} />
          <Text className='goods-bar__label'>{followed ? t('product.favorited') : t('product.favorite')}</Text>
        </View>
        <View id='goods-bar-cart' className='goods-bar__icon' onClick={onCart}>
          <Badge value={badge(cart.cartnum)} className='goods-bar__badge'><Icon name='cart' size={20} color='#555' /></Badge>
          <Text className='goods-bar__label'>{t('product.cart')}</Text>
        </View>
      </View>
      <View className='goods-bar__buttons'>
        <View id='goods-add-cart' className='goods-bar__btn goods-bar__btn--cart' onClick={onAdd}>{t('product.addToCart')}</View>
        <View id='goods-buy-now' className='goods-bar__btn goods-bar__btn--buy' onClick={onBuy}>{t('product.buyNow')}</View>
      </View>
    </View>
  )
})
