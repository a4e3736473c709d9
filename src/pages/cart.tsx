import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/cart'
import { assetUrl } from '@/env'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price } from '@/components/Price'
import { navigate, routes } from '@/components/link'
import './cart/cart.scss'

/** Cart tab (/pages/cart): the local cart grouped by shop (display only; editing comes later). */
const Cart = observer(function Cart () {
  const { cart } = useStores()
  const groups = cart.groups ?? []
  const count = groups.reduce((n, g) => n + (g.products?.length ?? 0), 0)

  return (
    <PageShell id='cart' className='cart' titleKey='nav.cart' tab>
      {!cart.loaded
        ? <View className='cart-empty'><LinesSkeleton rows={4} /></View>
        : cart.isEmpty || groups.length === 0
        ? (
          <View className='cart-empty'>
            <EmptyState icon={<Icon name='cart' size={44} />} title={t('cart.emptyTitle')} description={t('cart.emptyDesc')}
              actionText={t('cart.goShopping')} actionId='cart-go-shopping'
              solid onAction={() => { void Taro.switchTab({ url: routes.home() }) }}
            />
          </View>
          )
        : (
          <View className='cart-list'>
            <Text className='cart-list__summary'>{t('cart.summary', { n: count })}</Text>
            {groups.map((g) => (
              <View key={g.shop_id} className='cart-shop'>
                <View className='cart-shop__head' onClick={() => { void navigate(`/pages/shop/index?id=${g.shop_id}`) }}>
                  <Icon name='store' size={16} color='#333' />
                  <Text className='cart-shop__name'>{g.shop_name}</Text>
                  <Icon name='arrow-right' size={10} color='#999' />
                </View>
                {g.products.map((p) => (
                  <View key={`${p.goods_id}-${p.sku_id}`} className='cart-item'
                    onClick={() => { void navigate(routes.goods(p.goods_id)) }}
                  >
                    <Image className='cart-item__image' src={assetUrl(p.image)} mode='aspectFill' />
                    <View className='cart-item__info'>
                      <Text className='cart-item__title'>{p.title}</Text>
                      {p.sku?.difference
                        ? <Text className='cart-item__spec'>{String(p.sku.difference)}</Text>
                        : null}
                      <View className='cart-item__bottom'>
                        <Price value={p.sku?.price} />
                        <Text className='cart-item__qty'>×{p.number}</Text>
                      </View>
                    </View>
                  </View>
                ))}
              </View>
            ))}
          </View>
          )}
    </PageShell>
  )
})

export default Cart
