import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { COMPLAINT_TARGETS, COMPLAINT_TYPES, type ComplaintTarget, type ComplaintType } from '../../../../types/refund'
import { complaintApi } from '@/api/refund'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { PageShell } from '@/components/PageShell'
import { href } from '@/routes/navigate'
import { SignInPrompt } from '@/components/SignInPrompt'
import { SubmissionActions, SubmissionText, useSubmission } from '../components/Submission'
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
  const list = href('pages/user/complaint/lists')
  const s = useSubmission(t('complaint.submit'), list)

  const submit = () => {
    const idNum = Number(targetId)
    const invalid = !Number.isInteger(idNum) || idNum <= 0 ? t('complaint.idRequired') : content.trim() === '' ? t('complaint.required') : null
    return s.submit(invalid, async (images) => { await complaintApi.add({ target, target_id: idNum, type, content: content.trim(), images }) })
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
            onInput={(e) => { setTargetId(e.detail.value); s.setError('') }}
          />
        </View>
        <Text className='od-card__title'>{t('complaint.type')}</Text>
        <View className='rf-choices'>
          {COMPLAINT_TYPES.map((x) => (
            <Text key={x} id={`complaint-type-${x}`} className={`rf-choice ${type === x ? 'rf-choice--on' : ''}`} onClick={() => setType(x)}>{t(`complaint.types.t${x}`)}</Text>
          ))}
        </View>
      </View>
      <SubmissionText id='complaint' s={s} title={t('complaint.content')} placeholder={t('complaint.contentPlaceholder')} imagesTitle={t('complaint.images')} value={content} onInput={setContent} />
      <SubmissionActions id='complaint' s={s} submitText={t('complaint.submit')} mineText={t('complaint.listTitle')} list={list} onSubmit={() => { void submit() }} />
    </>
  )
})

export default ComplaintPage
