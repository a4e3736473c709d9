import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { CouponType } from '../../../../types/catalog'
import type { ShopCoupon } from '../../../../types/coupon'
import { couponApi } from '@/api/coupon'
import { t } from '@/i18n'
import '@/i18n/domains/coupon'
import { AppButton } from '@/components/AppButton'
import { PageShell, toast } from '@/components/PageShell'
import { CouponCard } from '@/components/CouponCard'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useStores } from '@/stores'
import './components/coupon.scss'

const TYPES: CouponType[] = ['reduction', 'discount', 'shipping']
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/

interface Form { type: CouponType, name: string, price: string, discount: string, limit: string, validity: string, total: string, drawlimit: string }
const EMPTY: Form = { type: 'reduction', name: '', price: '', discount: '', limit: '0', validity: '7', total: '100', drawlimit: '1' }

/** The form's values as the request, or null when a field is not a valid number (the server checks the rules again). */
function toRequest (shopId: number, f: Form) {
  const int = (v: string) => /^-?\d{1,7}$/.test(v) ? Number(v) : NaN
  if (f.name.trim() === '' || !AMOUNT.test(f.limit) || Number.isNaN(int(f.validity)) || Number.isNaN(int(f.total)) || Number.isNaN(int(f.drawlimit))) return null
  if (f.type !== 'discount' && !AMOUNT.test(f.price)) return null
  if (f.type === 'discount' && !/^\d(\.\d)?$/.test(f.discount)) return null
  return {
    shop_id: shopId,
    type: f.type,
    name: f.name.trim(),
    price: f.type === 'discount' ? '0' : f.price,
    discount: f.type === 'discount' ? f.discount : undefined,
    limit: f.limit,
    pretype: 'appoint' as const,
    validity: int(f.validity),
    grant_total: int(f.total),
    drawlimit: int(f.drawlimit)
  }
}

/** A shop owner's coupons (/pages/user/coupon/shop): the shop's templates, stop/resume, and a new one (valid N days after claiming). */
const ShopCoupons = observer(function ShopCoupons () {
  const { session } = useStores()
  const [shop, setShop] = useState<{ id: number, shopname: string } | null | undefined>(undefined)
  const [list, setList] = useState<ShopCoupon[]>([])
  const [status, setStatus] = useState<'loading' | 'ok' | 'error'>('loading')
  const [form, setForm] = useState<Form>(EMPTY)
  const [busy, setBusy] = useState(false)
  const load = async () => {
    setStatus('loading')
    try {
      const s = await couponApi.myShop()
      setShop(s)
      if (s !== null) setList(await couponApi.shopList({ shop_id: s.id }))
      setStatus('ok')
    } catch { setStatus('error') }
  }
  useEffect(() => { if (session.isLogin) void load() }, [session.isLogin])
  const set = (k: keyof Form) => (e: { detail: { value: string } }) => { setForm({ ...form, [k]: e.detail.value }) }

  const create = async () => {
    if (shop == null || busy) return
    const req = toRequest(shop.id, form)
    if (req === null) { toast(t('coupon.shopInvalid')); return }
    setBusy(true)
    try {
      await couponApi.shopAdd(req)
      toast(t('coupon.shopCreated'), 'success')
      setForm(EMPTY)
      setList(await couponApi.shopList({ shop_id: shop.id }))
    } catch { /* the server's message was shown */ } finally { setBusy(false) }
  }
  const toggle = async (c: ShopCoupon) => {
    try {
      await couponApi.shopStatus({ id: c.id, status: c.status === 'normal' ? 'hidden' : 'normal' })
      if (shop != null) setList(await couponApi.shopList({ shop_id: shop.id }))
    } catch { /* shown */ }
  }

  let body
  if (!session.isLogin) body = <SignInPrompt reason='coupons' />
  else if (status === 'loading') body = <View className='cp-card'><LinesSkeleton rows={5} /></View>
  else if (status === 'error') body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('coupon.loadFailed')} actionText={t('coupon.retry')} actionId='shop-coupons-retry' onAction={() => { void load() }} />
  else if (shop == null) body = <EmptyState icon={<Icon name='store' size={40} />} title={t('coupon.notYourShop')} />
  else {
    const row = (label: string, k: keyof Form, type: 'digit' | 'text' = 'digit') => (
      <View className='cp-row'>
        <Text className='cp-row__label'>{label}</Text>
        <Input id={`shop-coupon-${k}`} className='cp-form__input' type={type} value={form[k]} onInput={set(k)} />
      </View>
    )
    body = (
      <>
        <View className='cp-card' id='shop-coupon-form'>
          <View className='cp-row'><Text className='cp-row__label'>{t('coupon.shopAdd')}</Text><Text className='cp-row__value'>{shop.shopname}</Text></View>
          <View className='cp-row'>
            <Text className='cp-row__label'>{t('coupon.shopType')}</Text>
            <View className='cp-form__types'>
              {TYPES.map((k) => <Text key={k} className={`cp-form__type ${form.type === k ? 'cp-form__type--on' : ''}`} onClick={() => { setForm({ ...form, type: k }) }}>{t(`coupon.types.${k}`)}</Text>)}
            </View>
          </View>
          {row(t('coupon.shopName'), 'name', 'text')}
          {form.type === 'discount' ? row(t('coupon.shopDiscount'), 'discount') : row(t('coupon.shopPrice'), 'price')}
          {row(t('coupon.shopLimit'), 'limit')}
          {row(t('coupon.shopValidity'), 'validity')}
          {row(t('coupon.shopTotal'), 'total', 'text')}
          {row(t('coupon.shopDrawlimit'), 'drawlimit')}
          <View className='cp-actions'><AppButton id='shop-coupon-save' type='primary' loading={busy} onClick={() => { void create() }}>{t('coupon.shopSave')}</AppButton></View>
        </View>
        <View className='cp-list'>
          {list.length === 0
            ? <EmptyState icon={<Icon name='coupon' size={40} />} title={t('coupon.shopEmpty')} />
            : list.map((c) => (
              <View key={c.id} className={c.status === 'normal' ? '' : 'cp-held--done'}>
                <CouponCard coupon={c} action={
                  <View onClick={() => { void toggle(c) }}>
                    <Text className={`coupon-btn ${c.status === 'normal' ? 'coupon-btn--ghost' : ''}`}>{c.status === 'normal' ? t('coupon.shopStop') : t('coupon.shopStart')}</Text>
                  </View>}
                />
              </View>
            ))}
        </View>
      </>
    )
  }
  return <PageShell id='shop-coupons' className='cp-page' titleKey='coupon.shopTitle'>{body}</PageShell>
})

export default ShopCoupons
