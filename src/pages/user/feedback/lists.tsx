import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { FeedbackItem } from '../../../../types/refund'
import { feedbackApi } from '@/api/refund'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { assetUrl } from '@/env'
import { PageShell } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { formatDate } from '@/lib/time'
import { SimplePaged } from '../components/SimplePaged'
import '../../../components/Icon/extra.scss'
import '../order/components/order.scss'
import '../refund/components/refund.scss'

function FeedbackCard ({ f }: { f: FeedbackItem }) {
  return (
    <View className='od-card fb-card' data-id={f.id}>
      <View className='rf-stars'>{[1, 2, 3, 4, 5].map((n) => <Icon key={n} name='x-star-fill' size={14} color={n <= f.score ? '#ffb400' : '#e5e5e5'} />)}</View>
      <Text className='rf-log__note'>{f.content}</Text>
      {f.images.length > 0 ? <View className='rf-pics'>{f.images.map((src) => <Image key={src} className='rf-pic' src={assetUrl(src)} mode='aspectFill' />)}</View> : null}
      <Text className='rf-log__time'>{formatDate(f.createtime)}</Text>
      <View className='rf-reply'>
        <Text className='rf-reply__title'>{t(f.reply === '' ? 'feedback.noReply' : 'feedback.reply')}</Text>
        {f.reply !== '' ? <Text className='rf-reply__text fb-reply'>{f.reply}</Text> : null}
      </View>
    </View>
  )
}

/** My feedback (/pages/user/feedback/lists) with the official replies. */
const FeedbackListPage = observer(function FeedbackListPage () {
  const { session } = useStores()
  return (
    <PageShell id='feedback-list' className='order-page rf-page' titleKey='feedback.listTitle'>
      {session.isLogin
        ? <SimplePaged<FeedbackItem> fetch={(page) => feedbackApi.list({ page })} render={(f) => <FeedbackCard f={f} />}
            empty={{ icon: 'service', title: 'feedback.emptyTitle', desc: 'feedback.emptyDesc', action: 'feedback.write', actionId: 'feedback-write', onAction: () => { void navigate('pages/user/feedback/feedback') } }}
          />
        : <SignInPrompt reason='orders' />}
    </PageShell>
  )
})

export default FeedbackListPage
