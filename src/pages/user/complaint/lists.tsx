import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ComplaintItem } from '../../../../types/refund'
import { complaintApi } from '@/api/refund'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/refund'
import { assetUrl } from '@/env'
import { PageShell } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { formatDate } from '@/lib/time'
import { SimplePaged } from '../components/SimplePaged'
import '../order/components/order.scss'
import '../refund/components/refund.scss'

function ComplaintCard ({ c }: { c: ComplaintItem }) {
  return (
    <View className='od-card cp-card' data-id={c.id} data-status={c.status}>
      <View className='rf-head'>
        <Text className='rf-head__title'>{t(`complaint.targets.${c.target}`)} · {c.target_name}</Text>
        <Text className={`rf-head__state rf-state ${c.status === 'pending' ? '' : 'rf-state--4'}`}>{t(`complaint.status.${c.status}`)}</Text>
      </View>
      <Text className='rf-log__what'>{t(`complaint.types.t${c.type}`)}</Text>
      <Text className='rf-log__note'>{c.content}</Text>
      {c.images.length > 0 ? <View className='rf-pics'>{c.images.map((src) => <Image key={src} className='rf-pic' src={assetUrl(src)} mode='aspectFill' />)}</View> : null}
      <Text className='rf-log__time'>{formatDate(c.createtime)}</Text>
      {c.outcome !== ''
        ? <View className='rf-reply'><Text className='rf-reply__title'>{t('complaint.outcome')}</Text><Text className='rf-reply__text cp-outcome'>{c.outcome}</Text></View>
        : null}
    </View>
  )
}

/** My complaints (/pages/user/complaint/lists) with the platform's outcome. */
const ComplaintListPage = observer(function ComplaintListPage () {
  const { session } = useStores()
  return (
    <PageShell id='complaint-list' className='order-page rf-page' titleKey='complaint.listTitle'>
      {session.isLogin
        ? <SimplePaged<ComplaintItem> fetch={(page) => complaintApi.list({ page })} render={(c) => <ComplaintCard c={c} />}
            empty={{ icon: 'service', title: 'complaint.emptyTitle', desc: 'complaint.emptyDesc', action: 'complaint.write', actionId: 'complaint-write', onAction: () => { void navigate('pages/user/complaint/complaint') } }}
          />
        : <SignInPrompt reason='orders' />}
    </PageShell>
  )
})

export default ComplaintListPage
