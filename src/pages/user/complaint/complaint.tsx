import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { COMPLAINT_TARGETS, COMPLAINT_TYPES, type ComplaintTarget, type ComplaintType } from '../../../../types/refund'
import { complaintApi } from '@/api/refund'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { navigate, href } from '@/routes/navigate'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { SignInPrompt } from '@/components/SignInPrompt'
import { ImagePicker, type Picture } from '../components/ImagePicker'
import '../../../components/Icon/extra.scss'
import '../order/components/order.scss'
import '../refund/components/refund.scss'

/** A complaint (/pages/user/complaint/complaint[?target&id]) against a shop, an order or a product: type, content, pictures. */
const ComplaintPage = observer(function ComplaintPage () {
  const { session } = useStores()
  const { params } = useRouter()
  const given = COMPLAINT_TARGETS.includes(params.target as ComplaintTarget) ? params.target as ComplaintTarget : 'shop'
  const [target, setTarget] = useState<ComplaintTarget>(given)
  const [targetId, setTargetId] = useState(params.id ?? '')
  const [type, setType] = useState<ComplaintType>(0)
  const [content, setContent] = useState('')
  const [images, setImages] = useState<Picture[]>([])
  const [uploading, setUploading] = useState(0)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState('')
  const leaveAfter = useLeaveAfter()

  const submit = async () => {
    if (saving || uploading > 0) return
    const idNum = Number(targetId)
    if (!Number.isInteger(idNum) || idNum <= 0) { setError(t('complaint.idRequired')); return }
    if (content.trim() === '') { setError(t('complaint.required')); return }
    setSaving(true)
    try {
      await complaintApi.add({ target, target_id: idNum, type, content: content.trim(), images: images.map((i) => i.url) })
      toast(t('complaint.submit'), 'success')
      leaveAfter(href('pages/user/complaint/lists'))
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setSaving(false)
    }
  }

  const shell = (c: React.ReactNode) => <PageShell id='complaint' className='order-page rf-page' titleKey='complaint.title'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='orders' />)
  return shell(
    <>
      <View className='od-card'>
        <Text className='od-card__title'>{t('complaint.target')}</Text>
        <View className='rf-choices'>
          {COMPLAINT_TARGETS.map((x) => (
            <Text key={x} id={`complaint-target-${x}`} className={`rf-choice ${target === x ? 'rf-choice--on' : ''}`} onClick={() => setTarget(x)}>{t(`complaint.targets.${x}`)}</Text>
          ))}
        </View>
        <View className='dl-row'>
          <Text className='dl-row__label'>{t('complaint.targetId')}</Text>
          <Input id='complaint-target-id' className='dl-row__input' type='number' value={String(targetId)} maxlength={10} placeholder={t('complaint.targetIdPlaceholder')} placeholderClass='dl-row__ph'
            onInput={(e) => { setTargetId(e.detail.value); setError('') }}
          />
        </View>
        <Text className='od-card__title'>{t('complaint.type')}</Text>
        <View className='rf-choices'>
          {COMPLAINT_TYPES.map((x) => (
            <Text key={x} id={`complaint-type-${x}`} className={`rf-choice ${type === x ? 'rf-choice--on' : ''}`} onClick={() => setType(x)}>{t(`complaint.types.t${x}`)}</Text>
          ))}
        </View>
      </View>
      <View className='od-card'>
        <Text className='od-card__title'>{t('complaint.content')}</Text>
        <Textarea id='complaint-content' className='rf-textarea' value={content} maxlength={1000} placeholder={t('complaint.contentPlaceholder')} placeholderClass='dl-row__ph'
          onInput={(e) => { setContent(e.detail.value); setError('') }}
        />
        <Text className='od-card__title'>{t('complaint.images')}</Text>
        <ImagePicker id='complaint-images' value={images} onChange={setImages} addLabel={t('complaint.images')} onUploading={setUploading} />
      </View>
      {error ? <Text id='complaint-error' className='dl-error'>{error}</Text> : null}
      <View className='dl-actions'>
        <AppButton id='complaint-submit' type='primary' block size='large' loading={saving} disabled={uploading > 0} onClick={() => { void submit() }}>{t('complaint.submit')}</AppButton>
      </View>
      <View className='rf-footer'>
        <Text id='complaint-mine' className='rf-link' onClick={() => { void navigate('pages/user/complaint/lists') }}>{t('complaint.listTitle')}</Text>
      </View>
    </>
  )
})

export default ComplaintPage
