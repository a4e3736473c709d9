import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { OPERATION_MODES, STORE_TYPES, packageFee, type ApplicationData, type ApplicationView } from '../../../../types/merchant'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/merchant'
import { merchantApi } from '@/api/merchant'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { redirect } from '@/routes/navigate'
import { LoadGate, PasswordField, errorText, useLoad } from '../money/components/shared'
import { ImagePicker, type Picture } from '../components/ImagePicker'
import { RegionPicker, type RegionValue } from '../address/RegionPicker'
import '../money/components/wallet.scss'
import '../merchantsMy/components/merchant.scss'
import '../order/components/order.scss'

const INDUSTRY_CATEGORIES = ['retail', 'food', 'service', 'digital', 'farm'] as const
const INDUSTRIES = ['digital', 'fashion', 'beauty', 'food', 'home', 'baby', 'health'] as const
const STEP_KEYS = ['s1', 's2', 's3', 's4'] as const

const pics = (paths: string[] | undefined): Picture[] => (paths ?? []).map((p) => ({ url: p, preview: p }))
const paths = (p: Picture[]): string[] => p.map((x) => x.url)

function Choice<K extends string> ({ id, options, value, label, onChange }: { id: string, options: readonly K[], value: string | undefined, label: (k: K) => string, onChange: (k: K) => void }) {
  return (
    <View id={id} className='w-choice'>
      {options.map((k) => (
        <Text key={k} id={`${id}-${k}`} className={`w-choice__item ${value === k ? 'w-choice__item--on' : ''}`} onClick={() => { onChange(k) }}>{label(k)}</Text>
      ))}
    </View>
  )
}

function Field ({ id, label, value, placeholder, onInput, type, maxlength = 100, col = false }: { id: string, label: string, value: string | undefined, placeholder?: string, onInput: (v: string) => void, type?: 'text' | 'number', maxlength?: number, col?: boolean }) {
  return (
    <View className={`w-field ${col ? 'w-field--col' : ''}`}>
      <Text className='w-field__label'>{label}</Text>
      <Input id={id} className='w-field__input' type={type ?? 'text'} value={value ?? ''} maxlength={maxlength} placeholder={placeholder ?? label} onInput={(e) => { onInput(e.detail.value) }} />
    </View>
  )
}

/**
 * The four-step application (/pages/user/merchantsSettleIn/applyFor): store type, documents, store
 * information, the package. "Save and continue" saves the step as a server-side draft (the server
 * checks it with the spec's messages, in order), so the form comes back on any device.
 */
const ApplyFor = observer(function ApplyFor () {
  const { session } = useStores()
  const state = useLoad<ApplicationView>(() => merchantApi.application(), session.isLogin)
  const [step, setStep] = useState(1)
  const [d, setD] = useState<ApplicationData>({})
  const [photos, setPhotos] = useState<{ licence: Picture[], front: Picture[], interior: Picture[], checkout: Picture[] }>({ licence: [], front: [], interior: [], checkout: [] })
  const [years, setYears] = useState(1)
  const [agreed, setAgreed] = useState(false)
  const [password, setPassword] = useState('')
  const [region, setRegion] = useState(false)
  const [uploading, setUploading] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  // restore the draft: its fields and the step after the last one saved
  useEffect(() => {
    const a = state.data
    if (a === null) return
    if (!a.editable) { void redirect('pages/user/merchantsSettleIn/applyAuth'); return }
    setD(a.data)
    setPhotos({ licence: a.data.licence_image ? pics([a.data.licence_image]) : [], front: pics(a.data.front_photos), interior: pics(a.data.interior_photos), checkout: pics(a.data.checkout_photos) })
    setYears(a.years)
    setStep(Math.min(4, a.step + 1))
  }, [state.data])

  const shell = (body: React.ReactNode) => <PageShell id='apply-for' className='w-page' titleKey='mch.applyTitle'>{body}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='account' />)
  if (state.data === null) return shell(<LoadGate state={state} />)

  const set = (patch: Partial<ApplicationData>) => { setD((cur) => ({ ...cur, ...patch })); setError('') }
  const stepData = (s: 1 | 2 | 3): ApplicationData => s === 1
    ? { industry_category: d.industry_category, store_type: d.store_type, industry: d.industry, operation_mode: d.operation_mode }
    : s === 2
      ? { licence_image: photos.licence[0]?.url ?? '', region: d.region, licence_name: d.licence_name, uscc: (d.uscc ?? '').trim().toUpperCase(), valid_from: d.valid_from, valid_to: d.valid_to, legal_phone: d.legal_phone }
      : { shop_name: d.shop_name, contact_phone: d.contact_phone, email: d.email, address: d.address, profile: d.profile, front_photos: paths(photos.front), interior_photos: paths(photos.interior), checkout_photos: paths(photos.checkout) }

  const next = async () => {
    if (busy || uploading > 0 || step > 3) return
    setBusy(true)
    setError('')
    try {
      await merchantApi.draft({ step: step as 1 | 2 | 3, data: stepData(step as 1 | 2 | 3) })
      toast(t('mch.saved'), 'success')
      setStep(step + 1)
      void Taro.pageScrollTo({ scrollTop: 0, duration: 0 })
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  const fee = packageFee(years)
  const submit = async () => {
    if (busy) return
    if (!agreed) { setError(t('mch.agreeFirst')); return }
    setBusy(true)
    setError('')
    void Taro.showLoading({ title: t('mch.submitting'), mask: true })
    try {
      await merchantApi.submit({ years, agreement: true, ...(fee !== '0' ? { pay_password: password } : {}) })
      void Taro.hideLoading()
      toast(t('mch.submitted'), 'success')
      void session.refresh()
      setTimeout(() => { void redirect('pages/user/merchantsSettleIn/applyAuth') }, 800)
    } catch (e) {
      void Taro.hideLoading()
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  const regionValue: RegionValue | null = null
  // the H5 picker's own buttons default to Chinese
  const pickerText = { okText: t('common.ok'), cancelText: t('common.cancel') }

  return shell(
    <>
      <View className='m-steps'>
        {STEP_KEYS.map((k, i) => (
          <View key={k} className={`m-steps__item ${step >= i + 1 ? 'm-steps__item--on' : ''}`}>
            <Text className='m-steps__dot'>{i + 1}</Text>
            <Text>{t(`mch.steps.${k}` as TKey)}</Text>
          </View>
        ))}
      </View>
      {step === 1
        ? (
          <View id='apply-step-1' className='w-card'>
            <Text className='m-label'>{t('mch.industryCategory')}</Text>
            <Choice id='apply-category' options={INDUSTRY_CATEGORIES} value={d.industry_category} label={(k) => t(`mch.industryCategories.${k}` as TKey)} onChange={(k) => { set({ industry_category: k }) }} />
            <Text className='m-label'>{t('mch.storeType')}</Text>
            <Choice id='apply-type' options={STORE_TYPES} value={d.store_type} label={(k) => t(`mch.storeTypes.${k}` as TKey)} onChange={(k) => { set({ store_type: k }) }} />
            <Text className='m-label'>{t('mch.industry')}</Text>
            <Choice id='apply-industry' options={INDUSTRIES} value={d.industry} label={(k) => t(`mch.industries.${k}` as TKey)} onChange={(k) => { set({ industry: k }) }} />
            <Text className='m-label'>{t('mch.operationMode')}</Text>
            <Choice id='apply-mode' options={OPERATION_MODES} value={d.operation_mode} label={(k) => t(`mch.modes.${k}` as TKey)} onChange={(k) => { set({ operation_mode: k }) }} />
          </View>
          )
        : null}
      {step === 2
        ? (
          <View id='apply-step-2' className='w-card'>
            <Text className='m-label'>{t('mch.licence')}</Text>
            <ImagePicker id='apply-licence' value={photos.licence} max={1} addLabel={t('mch.licenceUpload')} onUploading={setUploading} onChange={(v) => { setPhotos({ ...photos, licence: v }); setError('') }} />
            <Text className='w-field__hint'>{t('mch.photoHint')}</Text>
            <View className='w-cell' id='apply-region' onClick={() => { setRegion(true) }}>
              <Text className='w-cell__label'>{t('mch.region')}</Text>
              <Text className='w-cell__value'>{d.region || t('mch.regionPick')}</Text>
            </View>
            <Field id='apply-licence-name' label={t('mch.licenceName')} placeholder={t('mch.licenceNamePh')} value={d.licence_name} onInput={(v) => { set({ licence_name: v }) }} />
            <Field id='apply-uscc' col label={t('mch.uscc')} placeholder={t('mch.usccPh')} value={d.uscc} maxlength={18} onInput={(v) => { set({ uscc: v.toUpperCase() }) }} />
            <Picker mode='date' textProps={pickerText} value={d.valid_from || '2024-01-01'} onChange={(e) => { set({ valid_from: String(e.detail.value) }) }}>
              <View className='w-cell' id='apply-valid-from'><Text className='w-cell__label'>{t('mch.validFrom')}</Text><Text className='w-cell__value'>{d.valid_from || t('mch.datePick')}</Text></View>
            </Picker>
            <Picker mode='date' textProps={pickerText} value={d.valid_to || '2030-01-01'} onChange={(e) => { set({ valid_to: String(e.detail.value) }) }}>
              <View className='w-cell' id='apply-valid-to'><Text className='w-cell__label'>{t('mch.validTo')}</Text><Text className='w-cell__value'>{d.valid_to || t('mch.datePick')}</Text></View>
            </Picker>
            <Field id='apply-legal-phone' label={t('mch.legalPhone')} type='number' maxlength={15} value={d.legal_phone} onInput={(v) => { set({ legal_phone: v }) }} />
          </View>
          )
        : null}
      {step === 3
        ? (
          <View id='apply-step-3' className='w-card'>
            <Field id='apply-shop-name' label={t('mch.shopName')} maxlength={40} value={d.shop_name} onInput={(v) => { set({ shop_name: v }) }} />
            <Field id='apply-contact-phone' label={t('mch.contactPhone')} type='number' maxlength={15} value={d.contact_phone} onInput={(v) => { set({ contact_phone: v }) }} />
            <Field id='apply-email' label={t('mch.email')} value={d.email} onInput={(v) => { set({ email: v.trim() }) }} />
            <Field id='apply-address' label={t('mch.address')} maxlength={200} value={d.address} onInput={(v) => { set({ address: v }) }} />
            <View className='w-field w-field--col'>
              <Text className='w-field__label'>{t('mch.profile')}</Text>
              <Textarea id='apply-profile' className='m-textarea' value={d.profile ?? ''} maxlength={500} placeholder={t('mch.profile')} onInput={(e) => { set({ profile: e.detail.value }) }} />
            </View>
            <Text className='m-label'>{t('mch.frontPhotos')}</Text>
            <ImagePicker id='apply-front' value={photos.front} max={9} addLabel={t('mch.add')} onUploading={setUploading} onChange={(v) => { setPhotos((p) => ({ ...p, front: v })); setError('') }} />
            <Text className='m-label'>{t('mch.interiorPhotos')}</Text>
            <ImagePicker id='apply-interior' value={photos.interior} max={9} addLabel={t('mch.add')} onUploading={setUploading} onChange={(v) => { setPhotos((p) => ({ ...p, interior: v })); setError('') }} />
            <Text className='m-label'>{t('mch.checkoutPhotos')}</Text>
            <ImagePicker id='apply-checkout' value={photos.checkout} max={9} addLabel={t('mch.add')} onUploading={setUploading} onChange={(v) => { setPhotos((p) => ({ ...p, checkout: v })); setError('') }} />
            <Text className='w-field__hint'>{t('mch.photoHint')}</Text>
          </View>
          )
        : null}
      {step === 4
        ? (
          <View id='apply-step-4' className='w-card'>
            <Text className='m-label'>{t('mch.package')}</Text>
            <Choice id='apply-years' options={['1', '2', '3'] as const} value={String(years)} label={(k) => `${t('mch.years', { n: k })} · ${packageFee(Number(k)) === '0' ? t('mch.free') : t('mch.fee', { v: packageFee(Number(k)) })}`} onChange={(k) => { setYears(Number(k)); setError('') }} />
            <Text className='w-field__hint'>{t('mch.packageNote')}</Text>
            {fee !== '0' ? <PasswordField id='apply-password' value={password} onChange={setPassword} isSet={session.user?.set_paypwd === true} /> : null}
            <View id='apply-agree' className='m-check' style={{ padding: '16px 0' }} onClick={() => { setAgreed(!agreed); setError('') }}>
              <Text className={`m-check__box ${agreed ? 'm-check__box--on' : ''}`}>{agreed ? '✓' : ''}</Text>
              <Text>{t('mch.agree')}</Text>
            </View>
          </View>
          )
        : null}
      {error ? <Text id='apply-error' className='w-note w-note--error' style={{ padding: '0 24px' }}>{error}</Text> : null}
      <View className='m-row'>
        {step > 1 ? <AppButton id='apply-prev' className='w-submit' onClick={() => { setStep(step - 1); setError('') }}>{t('mch.prev')}</AppButton> : null}
        {step < 4
          ? <AppButton id='apply-next' className='w-submit' type='primary' loading={busy} disabled={busy || uploading > 0} onClick={() => { void next() }}>{t('mch.next')}</AppButton>
          : <AppButton id='apply-submit' className='w-submit' type='primary' loading={busy} disabled={busy} onClick={() => { void submit() }}>{t('mch.submit')}</AppButton>}
      </View>
      <RegionPicker visible={region} value={regionValue} onClose={() => { setRegion(false) }}
        onChange={(v) => { set({ region: [v.province, v.city, v.district].filter((x, i, all) => all.indexOf(x) === i).join(' ') }); setRegion(false) }}
      />
    </>
  )
})

export default ApplyFor
