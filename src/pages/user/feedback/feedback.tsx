import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { feedbackApi } from '@/api/refund'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { PageShell } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { href } from '@/routes/navigate'
import { SignInPrompt } from '@/components/SignInPrompt'
import { SubmissionActions, SubmissionText, useSubmission } from '../components/Submission'
import '../../../components/Icon/extra.scss'
import '../order/components/order.scss'
import '../refund/components/refund.scss'

/** Feedback (/pages/user/feedback/feedback): content, up to 9 screenshots, contact, a 1–5 score. */
const FeedbackPage = observer(function FeedbackPage () {
  const { session } = useStores()
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [score, setScore] = useState<1 | 2 | 3 | 4 | 5>(5)
  const list = href('pages/user/feedback/lists')
  const s = useSubmission(t('feedback.submit'), list)

  const submit = () => s.submit(content.trim() === '' ? t('feedback.required') : null,
    async (images) => { await feedbackApi.add({ content: content.trim(), images, contact: contact.trim(), score }) })

  const shell = (c: React.ReactNode) => <PageShell id='feedback' className='order-page rf-page' titleKey='feedback.title'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='orders' />)
  return shell(
    <>
      <SubmissionText id='feedback' s={s} title={t('feedback.content')} placeholder={t('feedback.contentPlaceholder')} imagesTitle={t('feedback.images')} value={content} onInput={setContent} />
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
      <SubmissionActions id='feedback' s={s} submitText={t('feedback.submit')} mineText={t('feedback.mine')} list={list} onSubmit={() => { void submit() }} />
    </>
  )
})

export default FeedbackPage
