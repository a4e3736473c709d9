import { useState } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { feedbackApi } from '@/api/refund'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { navigate, href } from '@/routes/navigate'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { SignInPrompt } from '@/components/SignInPrompt'
import { ImagePicker, type Picture } from '../components/ImagePicker'
import '../../../components/Icon/extra.scss'
import '../order/components/order.scss'
import '../refund/components/refund.scss'

/** Feedback (/pages/user/feedback/feedback): content, up to 9 screenshots, contact, a 1–5 score. */
const FeedbackPage = observer(function FeedbackPage () {
  const { session } = useStores()
  const [content, setContent] = useState('')
  const [images, setImages] = useState<Picture[]>([])
  const [contact, setContact] = useState('')
  const [score, setScore] = useState<1 | 2 | 3 | 4 | 5>(5)
  const [uploading, setUploading] = useState(0)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState('')
  const leaveAfter = useLeaveAfter()

  const submit = async () => {
    if (saving || uploading > 0) return
    if (content.trim() === '') { setError(t('feedback.required')); return }
    setSaving(true)
    try {
      await feedbackApi.add({ content: content.trim(), images: images.map((i) => i.url), contact: contact.trim(), score })
      toast(t('feedback.submit'), 'success')
      leaveAfter(href('pages/user/feedback/lists'))
    } catch (e) {
      setError(e instanceof Error ? e.message : '')
    } finally {
      setSaving(false)
    }
  }

  const shell = (c: React.ReactNode) => <PageShell id='feedback' className='order-page rf-page' titleKey='feedback.title'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='orders' />)
  return shell(
    <>
      <View className='od-card'>
        <Text className='od-card__title'>{t('feedback.content')}</Text>
        <Textarea id='feedback-content' className='rf-textarea' value={content} maxlength={1000} placeholder={t('feedback.contentPlaceholder')} placeholderClass='dl-row__ph'
          onInput={(e) => { setContent(e.detail.value); setError('') }}
        />
        <Text className='od-card__title'>{t('feedback.images')}</Text>
        <ImagePicker id='feedback-images' value={images} onChange={setImages} addLabel={t('feedback.images')} onUploading={setUploading} />
      </View>
      <View className='od-card dl-form'>
        <View className='dl-row'>
          <Text className='dl-row__label'>{t('feedback.contact')}</Text>
          <Input id='feedback-contact' className='dl-row__input' value={contact} maxlength={100} placeholder={t('feedback.contactPlaceholder')} placeholderClass='dl-row__ph' onInput={(e) => setContact(e.detail.value)} />
        </View>
        <View className='dl-row'>
          <Text className='dl-row__label'>{t('feedback.score')}</Text>
          <View className='rf-stars'>
            {([1, 2, 3, 4, 5] as const).map((n) => (
              <View key={n} id={`feedback-score-${n}`} onClick={() => setScore(n)}><Icon name='x-star-fill' size={24} color={n <= score ? '#ffb400' : '#e5e5e5'} /></View>
            ))}
          </View>
        </View>
      </View>
      {error ? <Text id='feedback-error' className='dl-error'>{error}</Text> : null}
      <View className='dl-actions'>
        <AppButton id='feedback-submit' type='primary' block size='large' loading={saving} disabled={uploading > 0} onClick={() => { void submit() }}>{t('feedback.submit')}</AppButton>
      </View>
      <View className='rf-footer'>
        <Text id='feedback-mine' className='rf-link' onClick={() => { void navigate('pages/user/feedback/lists') }}>{t('feedback.mine')}</Text>
      </View>
    </>
  )
})

export default FeedbackPage
