import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { Carrier } from '@/api/order'
import { orderApi } from '@/api/order'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price } from '@/components/Price'
import { navigate, href } from '@/routes/navigate'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { SignInPrompt } from '@/components/SignInPrompt'
import { OrderDetailStore } from './details/store'
import { OrderGoodsRow } from './components/OrderGoods'
import { validateDelivery } from './orderDelivery/rules'
import '../../../components/Icon/extra.scss'
import './components/order.scss'

/** Merchant shipping (/pages/user/order/orderDelivery?id): carrier, tracking number, ship. */
const OrderDeliveryPage = observer(function OrderDeliveryPage () {
  const { session } = useStores()
  const { params } = useRouter()
  const [store] = useState(() => new OrderDetailStore(Number(params.id) || 0))
  const [carriers, setCarriers] = useState<Carrier[] | null>(null)
  const [carrier, setCarrier] = useState<Carrier | null>(null)
  const [no, setNo] = useState('')
  const [picking, setPicking] = useState(false)
  const [saving, setSaving] = useState(false)
  const leaveAfter = useLeaveAfter()
  const [error, setError] = useState('')
  const isMerchant = !!session.user?.is_merchant_open

  useEffect(() => {
    if (!session.isLogin || !isMerchant) return
    void store.load()
    orderApi.carriers().then(setCarriers).catch(() => setCarriers([]))
  }, [session.isLogin, isMerchant])

  const submit = async () => {
    if (saving) return
    const problem = validateDelivery(carrier?.code ?? '', no)
    if (problem) { setError(t(problem)); toast(t(problem)); return }
    setError('')
    setSaving(true)
    try {
      await orderApi.delivery({ id: store.id, express_name: carrier!.code, express_no: no.trim() })
      toast(t('ship.shipped'), 'success')
      leaveAfter(href('pages/user/order/order', { type: 'delive', role: 'sell' }))
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setSaving(false)
    }
  }

  const shell = (children: React.ReactNode) => <PageShell id='delivery' className='order-page dl-page' titleKey='ship.title'>{children}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='shipping' />)
  if (!isMerchant) {
    return shell(<EmptyState className='order-empty' icon={<Icon name='store' size={40} />} title={t('order.notMerchant')} description={t('order.notMerchantDesc')} />)
  }
  if (store.phase === 'loading') return shell([0, 1].map((i) => <View key={i} className='od-card'><LinesSkeleton rows={3} /></View>))
  if (store.phase !== 'ready' || !store.order) {
    const missing = store.phase === 'notFound'
    return shell(
      <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={missing ? t('order.notFound') : t('order.loadFailed')}
        actionText={missing ? undefined : t('order.retry')} onAction={missing ? undefined : () => { void store.load() }}
      />
    )
  }
  const o = store.order
  if (!o.can.deliver) {
    return shell(
      <EmptyState className='order-empty' icon={<Icon name='transit' size={40} />} title={t('ship.notPaid')}
        actionText={t('order.detailTitle')} actionId='delivery-details' onAction={() => { void navigate('pages/user/order/details', { id: o.id, role: 'sell' }) }}
      />
    )
  }

  return shell(
    <>
      <View className='od-card dl-receiver'>
        <Text className='od-card__title'>{t('ship.receiver')}</Text>
        <View className='od-address'>
          <Icon name='location' size={22} color='#ff448f' />
          <View className='od-address__body'>
            {o.pickup
              ? <><Text className='od-address__name'>{t('order.pickup')}</Text><Text className='od-address__text'>{t('order.pickupContact', { name: o.pickup.name, mobile: o.pickup.mobile })}</Text></>
              : o.address
                ? <><Text className='od-address__name'>{o.address.name}<Text className='od-address__mobile'>{o.address.mobile}</Text></Text><Text className='od-address__text'>{o.address.address}</Text></>
                : <Text className='od-address__text'>{t('common.none')}</Text>}
          </View>
        </View>
      </View>
      <View className='od-card'>
        <Text className='od-card__title'>{t('ship.goods')}</Text>
        {o.goods.map((g) => <OrderGoodsRow key={g.id} g={g} />)}
        <View className='order-card__sum'>
          <Text className='order-card__sum-text'>{t('order.orderNo')} {o.order_no} · </Text>
          <Price value={o.price} size='small' />
        </View>
      </View>
      <View className='od-card dl-form'>
        <View id='delivery-carrier' className='dl-row' onClick={() => setPicking(true)}>
          <Text className='dl-row__label'>{t('ship.carrier')}</Text>
          <Text className={`dl-row__value ${carrier ? '' : 'dl-row__value--ph'}`}>{carrier?.name ?? t('ship.carrierPlaceholder')}</Text>
          <Icon name='arrow-right' size={14} color='#999' />
        </View>
        <View className='dl-row'>
          <Text className='dl-row__label'>{t('ship.number')}</Text>
          <Input id='delivery-no' className='dl-row__input' type='text' value={no} maxlength={30} placeholder={t('ship.numberPlaceholder')}
            placeholderClass='dl-row__ph' onInput={(e) => setNo(e.detail.value)}
          />
        </View>
      </View>
      {error ? <Text id='delivery-error' className='dl-error'>{error}</Text> : null}
      <View className='dl-actions'>
        <AppButton id='delivery-submit' type='primary' block size='large' loading={saving} onClick={() => { void submit() }}>{t('ship.submit')}</AppButton>
      </View>

      {picking
        ? (
          <View className='order-sheet dl-sheet'>
            <View className='order-sheet__mask' onClick={() => setPicking(false)} />
            <View className='order-sheet__panel dl-sheet__panel'>
              <View className='order-sheet__head'>
                <View className='order-sheet__close' onClick={() => setPicking(false)}><Icon name='x-close' size={18} /></View>
                <Text className='order-sheet__title'>{t('ship.choose')}</Text>
              </View>
              <View className='dl-sheet__list'>
                {carriers === null
                  ? <LinesSkeleton rows={3} />
                  : carriers.length === 0
                    ? <Text className='dl-sheet__empty'>{t('order.loadFailed')}</Text>
                    : carriers.map((c) => (
                      <View key={c.code} id={`delivery-carrier-${c.code}`} className={`dl-sheet__item delivery-carrier-option ${carrier?.code === c.code ? 'dl-sheet__item--on' : ''}`} data-code={c.code}
                        onClick={() => { setCarrier(c); setPicking(false); setError('') }}
                      >
                        <Text>{c.name}</Text>
                        {carrier?.code === c.code ? <Icon name='check' size={16} color='#ff448f' /> : null}
                      </View>
                    ))}
              </View>
            </View>
          </View>
          )
        : null}
    </>
  )
})

export default OrderDeliveryPage
