import { useEffect, useState } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/merchant'
import { merchantApi, type MyShop } from '@/api/merchant'
import { formatDate } from '@/lib/time'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { LoadGate, PasswordField, errorText, useLoad } from '../money/components/shared'
import { ImagePicker, type Picture } from '../components/ImagePicker'
import { useMerchantGate } from './components/gate'
import '../money/components/wallet.scss'
import './components/merchant.scss'
import '../order/components/order.scss'

type Form = Omit<MyShop, 'id' | 'status' | 'close_reason' | 'expires_at' | 'year_fee' | 'avatar' | 'image'>
const TEXT_FIELDS: Array<[keyof Form, TKey, TKey?]> = [['shopname', 'mch.shopName'], ['business_hours', 'mch.hours', 'mch.hoursPh'], ['tel', 'mch.tel'], ['city', 'mch.city'], ['address', 'mch.address']]

/**
 * The shop's settings (/pages/user/merchantsMy/shop): certification (name, intro, business hours,
 * contact number, region, address, logo, header background; the server checks them in the spec's
 * order) and, separately, renewal: the expiry date and one more year for 100 USDT.
 */
const ShopSettings = observer(function ShopSettings () {
  const { session } = useStores()
  const ok = useMerchantGate()
  const state = useLoad<MyShop>(() => merchantApi.shop(), ok)
  const [f, setF] = useState<Form>({ shopname: '', bio: '', business_hours: '', tel: '', city: '', address: '' })
  const [logo, setLogo] = useState<Picture[]>([])
  const [header, setHeader] = useState<Picture[]>([])
  const [password, setPassword] = useState('')
  const [uploading, setUploading] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [renewError, setRenewError] = useState('')

  useEffect(() => {
    const s = state.data
    if (s === null) return
    setF({ shopname: s.shopname, bio: s.bio, business_hours: s.business_hours, tel: s.tel, city: s.city, address: s.address })
    setLogo(s.avatar ? [{ url: s.avatar, preview: s.avatar }] : [])
    setHeader(s.image ? [{ url: s.image, preview: s.image }] : [])
  }, [state.data])

  const shell = (body: React.ReactNode) => <PageShell id='shop-settings' className='w-page' titleKey='mch.shopTitle'>{body}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='account' />)
  if (!ok) return shell(<View className='w-card'><LinesSkeleton rows={3} /></View>)
  const s = state.data
  if (s === null) return shell(<LoadGate state={state} />)

  const save = async () => {
    if (busy || uploading > 0) return
    setBusy(true)
    setError('')
    try {
      await merchantApi.saveShop({ ...f, avatar: logo[0]?.url ?? '', image: header[0]?.url ?? '' })
      toast(t('mch.savedOk'), 'success')
      await state.reload()
    } catch (e) { setError(errorText(e)) } finally { setBusy(false) }
  }
  const renew = async () => {
    if (busy) return
    setBusy(true)
    setRenewError('')
    try {
      await merchantApi.renew({ pay_password: password })
      setPassword('')
      toast(t('mch.renewed'), 'success')
      await state.reload()
    } catch (e) { setRenewError(errorText(e)) } finally { setBusy(false) }
  }
  const expired = s.status === 'expired'
  return shell(
    <>
      {/* closed by the platform: why, first thing on the page */}
      {s.status === 'closed'
        ? (
          <View id='shop-closed' className='w-card'>
            <Text className='w-card__title'>{t('mch.shopStatus.closed')}</Text>
            {s.close_reason ? <Text id='shop-close-reason' className='w-note w-note--error'>{t('mch.closedReason', { r: s.close_reason })}</Text> : null}
          </View>
          )
        : null}
      <View className='w-card'>
        <Text className='w-card__title'>{t('mch.certTitle')}</Text>
        {TEXT_FIELDS.map(([k, label, ph]) => (
          <View key={k} className='w-field'>
            <Text className='w-field__label'>{t(label)}</Text>
            <Input id={`shop-${k}`} className='w-field__input' value={f[k]} maxlength={k === 'address' ? 200 : 40} placeholder={t(ph ?? label)} onInput={(e) => { setF({ ...f, [k]: e.detail.value }); setError('') }} />
          </View>
        ))}
        <View className='w-field w-field--col'>
          <Text className='w-field__label'>{t('mch.intro')}</Text>
          <Textarea id='shop-bio' className='m-textarea' value={f.bio} maxlength={500} placeholder={t('mch.intro')} onInput={(e) => { setF({ ...f, bio: e.detail.value }); setError('') }} />
        </View>
        <Text className='m-label'>{t('mch.logo')}</Text>
        <ImagePicker id='shop-logo' value={logo} max={1} addLabel={t('mch.add')} onUploading={setUploading} onChange={setLogo} />
        <Text className='m-label'>{t('mch.header')}</Text>
        <ImagePicker id='shop-header' value={header} max={1} addLabel={t('mch.add')} onUploading={setUploading} onChange={setHeader} />
        <Text className='w-field__hint'>{t('mch.photoHint')}</Text>
        {error ? <Text id='shop-error' className='w-note w-note--error'>{error}</Text> : null}
        <AppButton id='shop-save' className='w-submit' type='primary' block loading={busy} disabled={busy || uploading > 0} onClick={() => { void save() }}>{t('mch.saveShop')}</AppButton>
      </View>
      <View className='w-card'>
        <Text className='w-card__title'>{t('mch.renewTitle')}</Text>
        <View className='w-cell'>
          <Text className='w-cell__label'>{t('mch.expiresAt')}</Text>
          <Text id='shop-expires' className='w-cell__value'>{s.expires_at === null ? '—' : formatDate(s.expires_at, 'yyyy-MM-dd')}</Text>
        </View>
        <View className='w-cell'>
          <Text className='w-cell__label'>{t('mch.stateTitle')}</Text>
          <Text id='shop-status' className={`w-state w-state--${s.status === 'normal' ? 'approved' : 'rejected'}`}>{t(`mch.shopStatus.${s.status}` as TKey)}</Text>
        </View>
        {expired ? <Text className='w-note w-note--warn'>{t('mch.expired')}</Text> : null}
        {s.status !== 'closed'
          ? (
            <>
              <PasswordField id='shop-password' value={password} onChange={(v) => { setPassword(v); setRenewError('') }} isSet={session.user?.set_paypwd === true} />
              {renewError ? <Text id='shop-renew-error' className='w-note w-note--error'>{renewError}</Text> : null}
              <AppButton id='shop-renew' className='w-submit' block loading={busy} disabled={busy} onClick={() => { void renew() }}>{t('mch.renewOne', { v: s.year_fee })}</AppButton>
            </>
            )
          : null}
      </View>
    </>
  )
})

export default ShopSettings
