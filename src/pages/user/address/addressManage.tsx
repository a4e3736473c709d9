import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { AddressInput } from '../../../../types/order'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/address'
import { addressApi } from '@/api/address'
import type { ChosenLocation } from '@/platform/location'
import { PageShell, toast } from '@/components/PageShell'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { AppButton } from '@/components/AppButton'
import { navigate } from '@/routes/navigate'
import { SignInPrompt } from '@/components/SignInPrompt'
import { RegionPicker, type RegionValue } from './RegionPicker'
import { findAddress } from './store'
import { cleanMobile, validateAddress } from './validate'
import { ADDRESS_LOCATION } from './events'
import './address.scss'

type Form = Omit<AddressInput, 'id'>

const EMPTY: Form = { name: '', mobile: '', province: '', city: '', district: '', adcode: '', address: '', location: '', default: false }

/** Add / edit an address (/pages/user/address/addressManage[?id=]): spec §5 checks before sending. */
const AddressManage = observer(function AddressManage () {
  const { session } = useStores()
  const id = Number(useRouter().params?.id ?? 0) || 0
  const [form, setForm] = useState<Form>(EMPTY)
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>(id ? 'loading' : 'ready')
  const [picker, setPicker] = useState(false)
  const [saving, setSaving] = useState(false)
  const leaveAfter = useLeaveAfter()

  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }))

  useEffect(() => {
    try { void Taro.setNavigationBarTitle({ title: t(id ? 'address.editTitle' : 'address.addTitle') }) } catch { /* no bar */ }
  }, [id])

  useEffect(() => {
    if (!id || !session.isLogin) return
    let live = true
    findAddress(id).then((a) => {
      if (!live) return
      if (!a) { setState('missing'); return }
      setForm({ name: a.name, mobile: a.mobile, province: a.province, city: a.city, district: a.district, adcode: a.adcode, address: a.address, location: a.location ?? '', default: a.default })
      setState('ready')
    }).catch(() => { if (live) setState('missing') })
    return () => { live = false }
  }, [id, session.isLogin])

  // the map page's choice
  useEffect(() => {
    const onLocation = (loc: ChosenLocation) => {
      setForm((f) => ({ ...f, location: loc.location, address: f.address.trim() ? f.address : [loc.address, loc.name].filter(Boolean).join(' ').slice(0, 120) }))
    }
    Taro.eventCenter.on(ADDRESS_LOCATION, onLocation)
    return () => { Taro.eventCenter.off(ADDRESS_LOCATION, onLocation) }
  }, [])

  const region: RegionValue | null = form.adcode ? { province: form.province, city: form.city, district: form.district, adcode: form.adcode } : null

  const onSave = async () => {
    if (saving) return
    const problem = validateAddress(form)
    if (problem) { toast(t(`address.${problem}`)); return }
    setSaving(true)
    try {
      const data: AddressInput = { ...form, name: form.name.trim(), mobile: cleanMobile(form.mobile), address: form.address.trim(), ...(id ? { id } : {}) }
      await addressApi.save({ type: id ? 'edit' : 'add', data })
      toast(t('address.saved'), 'success')
      leaveAfter(undefined, 600)
    } catch {
      // the request layer showed the server's message
      setSaving(false)
    }
  }

  if (!session.isLogin) {
    return (
      <PageShell id='address-manage' className='addr-page'>
        <SignInPrompt reason='addresses' />
      </PageShell>
    )
  }
  if (state === 'loading') return <PageShell id='address-manage' className='addr-page'><View className='addr-card'><LinesSkeleton rows={5} /></View></PageShell>
  if (state === 'missing') {
    return (
      <PageShell id='address-manage' className='addr-page'>
        <EmptyState className='addr-empty' icon={<Icon name='failure' size={40} />} title={t('address.loadFailed')}
          actionText={t('address.retry')} actionId='address-back' onAction={() => { void Taro.navigateBack() }}
        />
      </PageShell>
    )
  }

  return (
    <PageShell id='address-manage' className='addr-page addr-form-page'>
      <View className='addr-form'>
        <View className='addr-form__row'>
          <Text className='addr-form__label'>{t('address.name')}</Text>
          <Input id='address-name' className='addr-form__input' value={form.name} maxlength={20}
            placeholder={t('address.namePlaceholder')} placeholderClass='addr-form__ph'
            onInput={(e) => set({ name: e.detail.value })}
          />
        </View>
        <View className='addr-form__row'>
          <Text className='addr-form__label'>{t('address.mobile')}</Text>
          <Input id='address-mobile' className='addr-form__input' type='text' value={form.mobile} maxlength={20}
            placeholder={t('address.mobilePlaceholder')} placeholderClass='addr-form__ph'
            onInput={(e) => set({ mobile: e.detail.value })}
          />
        </View>
        <View id='address-region' className='addr-form__row' onClick={() => setPicker(true)}>
          <Text className='addr-form__label'>{t('address.region')}</Text>
          <Text className={`addr-form__value ${region ? '' : 'addr-form__ph'}`}>
            {region ? `${region.province} ${region.city} ${region.district}` : t('address.regionPlaceholder')}
          </Text>
          <Icon name='arrow-right' size={10} color='#999' />
        </View>
        <View className='addr-form__row addr-form__row--top'>
          <Text className='addr-form__label'>{t('address.detail')}</Text>
          <Textarea id='address-detail' className='addr-form__textarea' value={form.address} maxlength={120} autoHeight
            placeholder={t('address.detailPlaceholder')} placeholderClass='addr-form__ph'
            onInput={(e) => set({ address: e.detail.value })}
          />
        </View>
        <View id='address-map' className='addr-form__row' onClick={() => { void navigate('pages/user/address/addressMap') }}>
          <Icon name='location' size={16} color='#ff448f' />
          <Text className='addr-form__map'>{form.location ? t('address.mapPicked') : t('address.mapPick')}</Text>
          {form.location ? <Text className='addr-form__coords'>{form.location}</Text> : null}
          <Icon name='arrow-right' size={10} color='#999' />
        </View>
      </View>
      <View className='addr-form'>
        <View id='address-default' className='addr-form__row' onClick={() => set({ default: !form.default })}>
          <View className='addr-form__switch-text'>
            <Text className='addr-form__switch-title'>{t('address.defaultSwitch')}</Text>
            <Text className='addr-form__switch-hint'>{t('address.defaultHint')}</Text>
          </View>
          <View className={`addr-switch ${form.default ? 'addr-switch--on' : ''}`} aria-checked={form.default}>
            <View className='addr-switch__knob' />
          </View>
        </View>
      </View>
      <View className='addr-footer'>
        <AppButton id='address-save' type='primary' block loading={saving} onClick={() => { void onSave() }}>{t('address.save')}</AppButton>
      </View>
      <RegionPicker visible={picker} value={region} onClose={() => setPicker(false)}
        onChange={(v) => set({ province: v.province, city: v.city, district: v.district, adcode: v.adcode })}
      />
    </PageShell>
  )
})

export default AddressManage
