import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import '@/i18n/domains/shop'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { GoodsGrid } from '@/components/GoodsCard'
import { useFirstScreenFirst } from '@/components/useFirstScreenFirst'
import { navigate, href } from '@/routes/navigate'
import type { ShareContent } from '@/platform/share'
import { withInviteCode } from '@/lib/invite'
import { GoodsPageStore } from './goods/store'
import { Gallery } from './goods/components/Gallery'
import { Description } from './goods/components/Description'
import { PriceCard } from './goods/components/PriceCard'
import { InfoCells } from './goods/components/InfoCells'
import { SkuPopup, type SkuMode } from './goods/components/SkuPopup'
import { CouponPopup } from './goods/components/CouponPopup'
import { CommentSummary } from './goods/components/CommentSummary'
import { ShopCard } from './goods/components/ShopCard'
import { BottomBar } from './goods/components/BottomBar'
import { QuickMenu } from './goods/components/QuickMenu'
import { SectionTabs } from './goods/components/SectionTabs'
import '../../components/Icon/extra.scss'
import './components/product.scss'
import './goods/goods.scss'

/** Product detail (/pages/product/goods?id). */
const GoodsPage = observer(function GoodsPage () {
  const root = useStores()
  const { session } = root
  const router = useRouter()
  const id = Number(router?.params?.id)
  const [store] = useState(() => new GoodsPageStore(root, id))
  const [skuMode, setSkuMode] = useState<SkuMode | null>(null)
  const [couponsOpen, setCouponsOpen] = useState(false)

  useEffect(() => { void store.load() }, [store])

  const g = store.goods
  // first the gallery, price, title and bottom bar; then the reviews, the shop and the description
  const whole = useFirstScreenFirst(g !== null)
  // the quick menu's share tap; the page's share content (weapp onShareAppMessage, WeChat JSSDK) is
  // registered by the price card's SharePoster
  const invite = session.isLogin ? session.user?.invite_code : ''
  const share: ShareContent | null = g ? { title: g.title, path: withInviteCode(href('pages/product/goods', { id: g.id }), invite), imageUrl: assetUrl(g.image), desc: g.description } : null

  // the keys keep the skeleton's elements from being reused for the loaded page: a reused element
  // that moves (the skeleton card becoming the gallery's box) counts as a layout shift (CLS 0.32)
  if (store.status === 'loading') {
    return (
      <PageShell key='loading' id='goods' className='goods-page' titleKey='product.title'>
        <View className='goods-gallery goods-gallery--empty skeleton__block' />
        <View className='goods-card-main'><LinesSkeleton rows={4} /></View>
      </PageShell>
    )
  }
  if (store.status === 'missing' || store.status === 'error' || !g) {
    const missing = store.status !== 'error'
    return (
      <PageShell id='goods' className='goods-page goods-page--state' titleKey='product.title'>
        <EmptyState className='goods-state' icon={<Icon name={missing ? 'x-tips' : 'failure'} size={40} />}
          title={missing ? t('product.missingTitle') : t('product.errorTitle')}
          description={missing ? t('product.missingDesc') : (store.error || t('product.errorDesc'))}
          actionText={missing ? t('product.backHome') : t('product.retry')} actionId={missing ? 'goods-home' : 'goods-retry'} solid
          onAction={() => { if (missing) void navigate('pages/index'); else void store.load() }}
        />
      </PageShell>
    )
  }

  const sku = store.sku
  const onFavorite = async () => {
    const r = await store.toggleFollow()
    if (r !== null) toast(r ? t('product.favoriteOn') : t('product.favoriteOff'), 'success')
  }
  const onShopFollow = async () => {
    const r = await store.toggleShopFollow()
    if (r !== null) toast(r ? t('shop.followOn') : t('shop.followOff'), 'success')
  }
  const onCart = () => {
    store.addToCart()
    setSkuMode(null)
    toast(t('product.added'), 'success')
  }
  const onBuy = async () => {
    const list = store.buyNowList()
    if (list.length === 0) return
    // spec §5: settlement needs a session
    if (!await store.ensureLogin()) return
    setSkuMode(null)
    try {
      // the order confirmation with a buy-now settlement list (spec §2)
      await Taro.navigateTo({ url: href('pages/user/order/addorder', { type: 'buy-now', data: JSON.stringify(list) }) })
    } catch {
      toast(t('product.orderSoon'))
    }
  }

  return (
    <PageShell key='goods' id='goods' className='goods-page' titleKey='product.title'>
      <SectionTabs />
      <View id='goods-sec-goods' className='goods-top'>
        <Gallery images={g.images?.length ? g.images : [g.image]} />
        <QuickMenu share={share} />
      </View>
      <PriceCard goods={g} />
      {whole
        ? (
          <>
            <InfoCells goods={g} sku={sku} onCoupons={() => setCouponsOpen(true)} onSpecs={() => setSkuMode('both')} />
            <CommentSummary goods={g} />
            <ShopCard shop={g.shop} busy={store.shopFollowBusy} onFollow={() => { void onShopFollow() }} />
            {g.shop_recommend?.length > 0
              ? (
                <View className='goods-section goods-recommend'>
                  <View className='goods-section__head' onClick={() => { void navigate('pages/shop/index', { id: g.shop.id }) }}>
                    <Text className='goods-section__title'>{t('product.recommend')}</Text>
                    <View className='goods-section__more'><Text>{t('shop.more')}</Text><Icon name='arrow-right' size={10} color='#999' /></View>
                  </View>
                  <GoodsGrid list={g.shop_recommend.slice(0, 6)} columns={3} />
                </View>
                )
              : null}
            <Description id='goods-sec-detail' nodes={g.content_nodes} />
            <Text className='goods-end'>{t('product.end')}</Text>
          </>
          )
        : null}

      <BottomBar followed={g.follow}
        onShop={() => { void navigate('pages/shop/index', { id: g.shop.id }) }}
        onChat={() => { void navigate('pages/notice/chat', { shop_id: g.shop.id, goods: g.id }) }}
        onFavorite={() => { void onFavorite() }}
        onCart={() => { void navigate('pages/cart') }}
        onAdd={() => setSkuMode('cart')}
        onBuy={() => setSkuMode('buy')}
      />

      {whole && sku
        ? (
          <SkuPopup visible={skuMode !== null} mode={skuMode ?? 'both'} goods={g} sku={sku}
            onClose={() => setSkuMode(null)} onCart={onCart} onBuy={() => { void onBuy() }}
          />
          )
        : null}
      {whole ? <CouponPopup visible={couponsOpen} goodsId={g.id} coupons={g.coupon ?? []} onClose={() => setCouponsOpen(false)} /> : null}
    </PageShell>
  )
})

export default GoodsPage
