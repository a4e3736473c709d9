import { useEffect, useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/checkout'
import '@/i18n/domains/address'
import '@/i18n/domains/cart'
import { assetUrl } from '@/env'
import { chargeIn, isZero } from '@/lib/money'
import '@/i18n/domains/pay'
import '@/i18n/domains/coupon'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price, usePrice } from '@/components/Price'
import { navigate, redirect, switchTab } from '@/routes/navigate'
import { SignInPrompt } from '@/components/SignInPrompt'
import { ADDRESS_CHOSEN } from '../address/events'
import { CheckoutStore, parseSettle, REMARKS_MAX, type CheckoutType } from './addorder/store'
import { maskMobile } from '../address/mask'
import { CouponRow } from './addorder/CouponPicker'
import './addorder/addorder.scss'

/**
 * Order confirmation (/pages/user/order/addorder?type=cart|buy-now&data=[{goods_id, sku_id, number}]):
 * address or self-pickup, goods by shop with freight and a note, totals, submit → pay.
 */
const AddOrder = observer(function AddOrder () {
  const root = useStores()
  const { session } = root
  const price = usePrice()
  const params = useRouter().params ?? {}
  const [store] = useState(() => {
    const lines = parseSettle(params.data)
    return lines ? new CheckoutStore(root, params.type === 'cart' ? 'cart' : 'buy-now' as CheckoutType, lines) : null
  })

  useEffect(() => { if (store && session.isLogin) void store.load() }, [store, session.isLogin])
  // the address list in choose mode answers with the chosen id
  useEffect(() => {
    const onChosen = (e: { id: number }) => { if (store && e?.id) void store.load(e.id) }
    Taro.eventCenter.on(ADDRESS_CHOSEN, onChosen)
    return () => { Taro.eventCenter.off(ADDRESS_CHOSEN, onChosen) }
  }, [store])
  // back from adding a first address: the preview now has a default one
  useDidShow(() => { if (store?.preview && !store.address && !store.pickup) void store.load() })

  const back = () => { void Taro.navigateBack().catch(() => { void switchTab('pages/cart') }) }

  if (!store) {
    return (
      <PageShell id='addorder' className='co-page' titleKey='checkout.title'>
        <EmptyState className='co-empty' icon={<Icon name='failure' size={40} />} title={t('checkout.badData')}
          actionText={t('checkout.back')} actionId='addorder-back' onAction={back}
        />
      </PageShell>
    )
  }
  if (!session.isLogin) {
    return (
      <PageShell id='addorder' className='co-page' titleKey='checkout.title'>
        <SignInPrompt reason='checkout' />
      </PageShell>
    )
  }
  if (store.status === 'loading') {
    return (
      <PageShell id='addorder' className='co-page' titleKey='checkout.title'>
        <View className='co-card'><LinesSkeleton rows={2} /></View>
        <View className='co-card'><LinesSkeleton rows={4} /></View>
      </PageShell>
    )
  }
  if (store.status === 'error' || !store.preview) {
    return (
      <PageShell id='addorder' className='co-page' titleKey='checkout.title'>
        <EmptyState className='co-empty' icon={<Icon name='failure' size={40} />} title={store.error || t('checkout.loadFailed')}
          actionText={store.error ? t('checkout.back') : t('checkout.retry')} actionId='addorder-back' solid
          onAction={() => { if (store.error) back(); else void store.load() }}
        />
      </PageShell>
    )
  }

  const { lists, statis } = store.preview.orderData
  const a = store.address

  const onSubmit = async () => {
    const r = await store.submit()
    if (r === null) return
    if (typeof r === 'string') { toast(t(`checkout.${r}`)); return }
    void redirect('pages/user/money/pay', { order_ids: r.order_ids })
  }
  const chooseAddress = () => { void navigate('pages/user/address/address', { choose: 1, selected: a?.id }) }

  return (
    <PageShell id='addorder' className='co-page' titleKey='checkout.title'>
      {store.pickupAvailable
        ? (
          <View className='co-mode'>
            <Text id='addorder-delivery' className={`co-mode__item ${!store.pickup ? 'co-mode__item--on' : ''}`} onClick={() => store.setPickup(false)}>{t('checkout.delivery')}</Text>
            <Text id='addorder-pickup' className={`co-mode__item ${store.pickup ? 'co-mode__item--on' : ''}`} onClick={() => store.setPickup(true)}>{t('checkout.pickup')}</Text>
          </View>
          )
        : null}

      {store.pickup
        ? (
          <View className='co-card co-pickup'>
            <Text className='co-pickup__hint'>{t('checkout.pickupHint')}</Text>
            <View className='co-row'>
              <Text className='co-row__label'>{t('checkout.pickupName')}</Text>
              <Input id='addorder-pickup-name' className='co-row__input' value={store.pickupName} maxlength={20}
                placeholder={t('checkout.pickupNamePlaceholder')} placeholderClass='co-ph' onInput={(e) => store.setPickupName(e.detail.value)}
              />
            </View>
            <View className='co-row'>
              <Text className='co-row__label'>{t('checkout.pickupMobile')}</Text>
              <Input id='addorder-pickup-mobile' className='co-row__input' value={store.pickupMobile} maxlength={20}
                placeholder={t('checkout.pickupMobilePlaceholder')} placeholderClass='co-ph' onInput={(e) => store.setPickupMobile(e.detail.value)}
              />
            </View>
          </View>
          )
        : a
          ? (
            <View id='addorder-address' className='co-card co-address' onClick={chooseAddress}>
              <Icon name='location' size={20} color='#ff448f' />
              <View className='co-address__body'>
                <View className='co-address__who'>
                  <Text className='co-address__name'>{a.name}</Text>
                  <Text className='co-address__mobile'>{maskMobile(a.mobile)}</Text>
                  {a.default ? <Text className='co-address__tag'>{t('address.default')}</Text> : null}
                </View>
                <Text className='co-address__text'>{a.formatted_address}</Text>
              </View>
              <Icon name='arrow-right' size={12} color='#999' />
              <View className='co-address__stripe' />
            </View>
            )
          : (
            <View id='addorder-address' className='co-card co-address co-address--none' onClick={chooseAddress}>
              <View className='co-address__plus'><Text>+</Text></View>
              <View className='co-address__body'>
                <Text className='co-address__name'>{t('checkout.addAddress')}</Text>
                <Text className='co-address__text'>{t('checkout.addAddressDesc')}</Text>
              </View>
              <Icon name='arrow-right' size={12} color='#999' />
              <View className='co-address__stripe' />
            </View>
            )}

      {lists.map((s) => (
        <View key={s.shop_id} className='co-card co-shop' data-shop={s.shop_id}>
          <View className='co-shop__head'>
            <Icon name='store' size={16} color='#333' />
            <Text className='co-shop__name'>{s.shop_name}</Text>
          </View>
          {s.products.map((p) => (
            <View key={`${p.goods_id}-${p.sku_id}`} className='co-goods'>
              <Image className='co-goods__image' src={assetUrl(p.image)} mode='aspectFill' />
              <View className='co-goods__info'>
                <Text className='co-goods__title'>{p.title}</Text>
                {p.difference?.length ? <Text className='co-goods__spec'>{p.difference.join(' / ')}</Text> : null}
                <View className='co-goods__bottom'>
                  <Price value={p.price} />
                  <Text className='co-goods__qty'>×{p.number}</Text>
                </View>
              </View>
            </View>
          ))}
          {!store.pickup
            ? (
              <View className='co-row'>
                <Text className='co-row__label'>{t('checkout.freight')}</Text>
                <Text className='co-row__value'>
                  {isZero(s.freight.price) ? t('checkout.freeFreight') : price(s.freight.price)}
                  {s.freight.name ? <Text className='co-row__sub'> {s.freight.name}</Text> : null}
                </Text>
              </View>
              )
            : null}
          <CouponRow shop={s} onChoose={(id) => { store.chooseCoupon(s.shop_id, id) }} />
          <View className='co-row'>
            <Text className='co-row__label'>{t('checkout.remarks')}</Text>
            <Input className='co-row__input addorder-remarks' value={store.remarks[s.shop_id] ?? ''} maxlength={REMARKS_MAX}
              placeholder={t('checkout.remarksPlaceholder')} placeholderClass='co-ph' onInput={(e) => store.setRemarks(s.shop_id, e.detail.value)}
            />
          </View>
          <View className='co-shop__sum'>
            <Text>{t('checkout.shopSubtotal', { n: s.number })}</Text>
            <Price value={store.pickup !== store.pricedPickup && store.pickup ? s.sub_price : s.order_price} />
          </View>
        </View>
      ))}

      <View className='co-card co-totals'>
        <View className='co-row'>
          <Text className='co-row__label'>{t('checkout.goodsTotal')}</Text>
          <Price value={statis.allsub} className='co-totals__price' />
        </View>
        <View className='co-row'>
          <Text className='co-row__label'>{t('checkout.freightTotal')}</Text>
          <Text className='co-row__value'>{store.pickup ? price(0) : `+ ${price(statis.allfreight)}`}</Text>
        </View>
        {!isZero(statis.allcoupon)
          ? (
            <View className='co-row' id='addorder-coupon-total'>
              <Text className='co-row__label'>{t('coupon.couponTotal')}</Text>
              <Text className='co-row__value co-coupon__value'>- {price(statis.allcoupon)}</Text>
            </View>
            )
          : null}
      </View>

      <View id='addorder-pay-with' className='co-card co-paywith'>
        <View className='co-row'>
          <Text className='co-row__label'>{t('checkout.payWith')}</Text>
          <Text className='co-row__value co-paywith__hint'>{t('checkout.payWithHint')}</Text>
        </View>
        {([['usdt', '1'], ['bbc', root.app.rates.bbc_usdt], ['score', root.app.rates.score_price]] as const).map(([asset, rate]) => (
          <View key={asset} className='co-row co-paywith__row' data-asset={asset}>
            <Text className='co-paywith__amount'>{t('checkout.payOption', { amount: chargeIn(store.total, asset, rate), asset: t(`pay.assetName.${asset}`) })}</Text>
            {asset !== 'usdt' ? <Text className='co-paywith__rate'>{t('checkout.payRate', { unit: t(`pay.unitName.${asset}`), rate })}</Text> : null}
          </View>
        ))}
      </View>

      <View className='co-bar'>
        <Text className='co-bar__count'>{t('checkout.count', { n: statis.allnum })}</Text>
        <Text className='co-bar__label'>{t('checkout.total')}</Text>
        <Price value={store.total} size='large' />
        <Text id='addorder-submit' className={`co-bar__submit ${store.submitting || store.placed ? 'co-bar__submit--off' : ''}`}
          aria-disabled={store.submitting || !!store.placed} onClick={() => { void onSubmit() }}
        >{store.submitting ? t('checkout.submitting') : t('checkout.submit')}
        </Text>
      </View>
    </PageShell>
  )
})

export default AddOrder
