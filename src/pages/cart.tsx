import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/cart'
import { catalogApi } from '@/api/catalog'
import { PagedList } from '@/stores/paged'
import { cartRules } from '@/stores/cartRules'
import type { GoodsCard } from '../../types/common'
import type { CartItem } from '@/lib/models'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price } from '@/components/Price'
import { GoodsGrid } from '@/components/GoodsCard'
import { LoadMore } from '@/components/LoadMore'
import { navigate, switchTab } from '@/routes/navigate'
import { CartCheck, ShopCard } from './cart/CartParts'
import { confirmCart } from './cart/confirm'
import '../components/Icon/extra.scss'
import './cart/cart.scss'

/**
 * Cart tab (/pages/cart): shops with their lines, selection, quantities, edit mode (delete /
 * move to favourites), the totals bar with settlement, and "guess you like" underneath.
 */
const Cart = observer(function Cart () {
  const root = useStores()
  const { cart, session } = root
  const [likes] = useState(() => new PagedList<GoodsCard>((page) => catalogApi.likes({ page, limit: 10 }, { toast: false })))
  const rules = cartRules(root)
  const groups = cart.groups ?? []

  useEffect(() => { void likes.refresh() }, [likes])
  // back from the confirmation page or another tab: a signed-in cart may have changed elsewhere
  useDidShow(() => { if (cart.loaded && session.isLogin && !cart.busy) void cart.load() })
  usePullDownRefresh(() => {
    void Promise.all([cart.load(), likes.refresh()]).finally(() => { void Taro.stopPullDownRefresh() })
  })
  useReachBottom(() => { void likes.loadMore() })

  const quantity = (p: CartItem, dir: 1 | -1) => {
    const refused = dir > 0 ? rules.increase(p.goods_id, p.sku_id) : rules.decrease(p.goods_id, p.sku_id)
    if (refused === 'min') toast(t('cart.minOne'))
    if (refused === 'stock') toast(t('cart.stockLimit', { n: p.sku.stock ?? 0 }))
  }

  const onDelete = async () => {
    if (rules.allchoose === 0) { toast(t('cart.noneSelected')); return }
    const text = rules.status ? t('cart.clearConfirm') : t('cart.deleteConfirm', { n: rules.allchoose })
    if (!await confirmCart(text, t('cart.delete'))) return
    if (await rules.removeSelected() === 'ok') toast(t('cart.deleted'), 'success')
  }

  const onMove = async () => {
    if (rules.allchoose === 0) { toast(t('cart.noneSelected')); return }
    if (!session.isLogin) { void rules.moveSelectedToFavorites(); return }
    if (!await confirmCart(t('cart.moveConfirm', { n: rules.allchoose }), t('cart.moveToFavorites'))) return
    if (await rules.moveSelectedToFavorites() === 'ok') toast(t('cart.moved'), 'success')
  }

  const onSettle = async () => {
    const { result, lines } = await rules.settle()
    if (result === 'none') toast(t('cart.noneSelected'))
    if (result === 'ok') void navigate('pages/user/order/addorder', { type: 'cart', data: JSON.stringify(lines) })
  }

  // suggestions, less what is already in the cart
  const inCart = new Set(cart.items.map((p) => p.goods_id))
  const suggested = likes.items.filter((g) => !inCart.has(g.id))
  const likesBlock = suggested.length > 0 || likes.status === 'loading'
    ? (
      <View className='cart-likes'>
        <View className='cart-likes__title'>
          <View className='cart-likes__line' />
          <Icon name='x-heart-fill' size={14} color='#ff448f' />
          <Text>{t('cart.likes')}</Text>
          <View className='cart-likes__line' />
        </View>
        {likes.initialLoading ? <LinesSkeleton rows={2} /> : <GoodsGrid list={suggested} />}
        <LoadMore status={likes.status} onRetry={() => { void likes.retry() }} />
      </View>
      )
    : null

  let body
  if (!cart.loaded) {
    body = <View className='cart-empty'><LinesSkeleton rows={4} /></View>
  } else if (cart.isEmpty || groups.length === 0) {
    body = (
      <View className='cart-empty'>
        <EmptyState icon={<Icon name='cart' size={44} />} title={t('cart.emptyTitle')} description={t('cart.emptyDesc')}
          actionText={t('cart.goShopping')} actionId='cart-go-shopping'
          solid onAction={() => { void switchTab('pages/index') }}
        />
      </View>
    )
  } else {
    body = (
      <View className='cart-list'>
        <View className='cart-toolbar'>
          <Text className='cart-list__summary'>{t('cart.summary', { n: groups.reduce((n, g) => n + g.products.length, 0) })}</Text>
          <Text id='cart-edit' className={`cart-toolbar__edit ${cart.operate ? 'cart-toolbar__edit--on' : ''}`}
            onClick={() => rules.setOperate()}
          >{cart.operate ? t('cart.done') : t('cart.manage')}
          </Text>
        </View>
        {!session.isLogin
          ? (
            <View className='cart-login' onClick={() => { void session.login() }}>
              <Icon name='wallet' size={14} color='#ff448f' />
              <Text className='cart-login__text'>{t('cart.loginHint')}</Text>
              <Text className='cart-login__btn'>{t('cart.login')}</Text>
            </View>
            )
          : null}
        {groups.map((g) => (
          <ShopCard key={g.shop_id} group={g}
            onShop={() => { void navigate('pages/shop/index', { id: g.shop_id }) }}
            onToggleShop={() => rules.toggleShop(g.shop_id)}
            onToggleItem={(p) => rules.toggleItem(p.goods_id, p.sku_id)}
            onOpen={(p) => { void navigate('pages/product/goods', { id: p.goods_id }) }}
            onMinus={(p) => quantity(p, -1)}
            onPlus={(p) => quantity(p, 1)}
          />
        ))}
      </View>
    )
  }

  const showBar = cart.loaded && !cart.isEmpty
  return (
    <PageShell id='cart' className={`cart ${showBar ? 'cart--bar' : ''}`} titleKey='nav.cart' tab>
      {body}
      {likesBlock}
      {showBar
        ? (
          <View className='cart-bar'>
            <View id='cart-select-all' className='cart-bar__all' onClick={() => rules.toggleAll()}>
              <CartCheck on={rules.status} onClick={() => rules.toggleAll()} />
              <Text>{t('cart.selectAll')}</Text>
            </View>
            {cart.operate
              ? (
                <View className='cart-bar__actions'>
                  <Text id='cart-move' className={`cart-bar__ghost ${rules.allchoose === 0 ? 'cart-bar__btn--off' : ''}`} onClick={() => { void onMove() }}>
                    {t('cart.moveToFavorites')}
                  </Text>
                  <Text id='cart-delete' className={`cart-bar__danger ${rules.allchoose === 0 || cart.busy ? 'cart-bar__btn--off' : ''}`} onClick={() => { void onDelete() }}>
                    {t('cart.delete')}
                  </Text>
                </View>
                )
              : (
                <View className='cart-bar__actions'>
                  <View className='cart-bar__total'>
                    <View className='cart-bar__sum'>
                      <Text className='cart-bar__label'>{t('cart.total')}</Text>
                      <Price value={rules.allsum} size='large' className='cart-bar__price' />
                    </View>
                    <Text className='cart-bar__hint'>{t('cart.freightHint')}</Text>
                  </View>
                  <Text id='cart-settle' className={`cart-bar__settle ${rules.allchoose === 0 ? 'cart-bar__btn--off' : ''}`} onClick={() => { void onSettle() }}>
                    {t('cart.settle', { n: rules.allnum })}
                  </Text>
                </View>
                )}
          </View>
          )
        : null}
    </PageShell>
  )
})

export default Cart
