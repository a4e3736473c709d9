import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { idNumberValid, type RealName } from '../../../../types/wallet'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'
import { walletApi } from '@/api/wallet'
import { uploadApi } from '@/api/upload'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { LoadGate, errorText, useLoad } from '../money/components/shared'
import '../money/components/wallet.scss'

const MAX_BYTES = 2 * 1024 * 1024

type Side = 'front' | 'back'

/** Real-name verification (/pages/user/realName/realName): name, 18-digit ID, both sides of the ID; pending / approved / rejected with the reason; resubmit. */
const RealNamePage = observer(function RealNamePage () {
  const { session } = useStores()
  const state = useLoad<RealName>(() => walletApi.realName(), session.isLogin)
  const [form, setForm] = useState({ name: '', id_number: '' })
  const [images, setImages] = useState<Record<Side, { url: string, preview: string } | null>>({ front: null, back: null })
  const [uploading, setUploading] = useState<Side | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!session.isLogin) return <PageShell id='realname' className='w-page' titleKey='assets.rnTitle'><SignInPrompt reason='assets' /></PageShell>
  const r = state.data
  if (r === null) return <PageShell id='realname' className='w-page' titleKey='assets.rnTitle'><LoadGate state={state} /></PageShell>

  const pick = async (side: Side) => {
    if (uploading !== null) return
    let file: { path: string, size: number } | undefined
    try {
      const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      file = res.tempFiles?.[0]
    } catch {
      return
    }
    if (file === undefined) return
    if (file.size > MAX_BYTES) { toast(t('assets.rnTooBig')); return }
    setUploading(side)
    try {
      const up = await uploadApi.image(file.path)
      setImages((cur) => ({ ...cur, [side]: { url: up.url, preview: up.fullurl || file!.path } }))
    } catch { /* the request layer toasted */ } finally {
      setUploading(null)
    }
  }
  const submit = async () => {
    if (busy) return
    setError('')
    const id = form.id_number.trim().toUpperCase()
    if (form.name.trim().length < 2) { setError(t('assets.required', { f: t('assets.rnName') })); return }
    if (!idNumberValid(id)) { setError(t('assets.rnIdInvalid')); return }
    if (images.front === null || images.back === null) { setError(t('assets.rnUpload')); return }
    setBusy(true)
    try {
      await walletApi.submitRealName({ name: form.name.trim(), id_number: id, front: images.front.url, back: images.back.url })
      await state.reload()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  const canSubmit = r.state === 'none' || r.state === 'rejected'
  return (
    <PageShell id='realname' className='w-page' titleKey='assets.rnTitle'>
      <View className='w-card'>
        <View className='w-cell'>
          <Text className='w-cell__label'>{t('assets.rnTitle')}</Text>
          <Text id='realname-state' className={`w-state w-state--${r.state}`}>{t(`assets.rnState.${r.state}`)}</Text>
        </View>
        {r.state === 'pending' ? <Text className='w-card__text'>{t('assets.rnPendingDesc')}</Text> : null}
        {r.state === 'approved' ? <Text className='w-card__text'>{t('assets.rnApprovedDesc', { name: r.name, id: r.id_number })}</Text> : null}
        {r.state === 'rejected' ? <Text id='realname-reason' className='w-card__text w-note--error'>{t('assets.rnRejected', { r: r.reason })}</Text> : null}
      </View>
      {canSubmit
        ? (
          <>
            <View className='w-card'>
              <View className='w-field'><Text className='w-field__label'>{t('assets.rnName')}</Text><Input id='realname-name' className='w-field__input' value={form.name} maxlength={30} placeholder={t('assets.rnNamePlaceholder')} onInput={(e) => { setForm({ ...form, name: e.detail.value }); setError('') }} /></View>
              <View className='w-field'><Text className='w-field__label'>{t('assets.rnId')}</Text><Input id='realname-id' className='w-field__input' type='idcard' value={form.id_number} maxlength={18} placeholder={t('assets.rnIdPlaceholder')} onInput={(e) => { setForm({ ...form, id_number: e.detail.value }); setError('') }} /></View>
              <View className='w-upload'>
                {(['front', 'back'] as const).map((side) => (
                  <View key={side} id={`realname-${side}`} className='w-upload__item' onClick={() => { void pick(side) }}>
                    {images[side] !== null
                      ? <Image className='w-upload__img' src={assetUrl(images[side]!.preview)} mode='aspectFill' />
                      : (
                        <>
                          <Text>{side === 'front' ? t('assets.rnFront') : t('assets.rnBack')}</Text>
                          <Text className='w-note'>{uploading === side ? '…' : t('assets.rnUpload')}</Text>
                        </>
                        )}
                  </View>
                ))}
              </View>
            </View>
            {error ? <Text id='realname-error' className='w-note w-note--error' style={{ padding: '0 24px' }}>{error}</Text> : null}
            <AppButton id='realname-submit' className='w-submit' type='primary' block loading={busy} disabled={busy || uploading !== null} onClick={() => { void submit() }}>
              {r.state === 'rejected' ? t('assets.rnResubmit') : t('assets.rnSubmit')}
            </AppButton>
          </>
          )
        : null}
    </PageShell>
  )
})

export default RealNamePage
