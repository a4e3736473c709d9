import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from '@/lib/observer'
import type { TeamMember, TeamScope } from '../../../../types/agents'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/agents'
import { agentsApi } from '@/api/agents'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { SegmentTabs } from '@/components/SegmentTabs'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { PersonRow } from '../shopInfoArr/components/PersonRow'
import { PagedBody } from '../shopInfoArr/components/PagedBody'
import '../money/components/wallet.scss'
import '../shopInfoArr/components/agents.scss'

/** My friends (/pages/user/myFirends/myFirends?scope): direct invitees, or the whole team below me (50 levels), paged. */
const FriendsPage = observer(function FriendsPage () {
  const { session } = useStores()
  const [scope, setScope] = useState<TeamScope>(useRouter().params.scope === 'team' ? 'team' : 'direct')
  const [list] = useState(() => new PagedList<TeamMember>((page) => agentsApi.team({ scope, page })))
  useEffect(() => { if (session.isLogin) void list.setFetcher((page) => agentsApi.team({ scope, page })) }, [session.isLogin, scope, list])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })
  if (!session.isLogin) return <PageShell id='friends' className='w-page' titleKey='agents.friendsTitle'><SignInPrompt reason='account' /></PageShell>
  return (
    <PageShell id='friends' className='w-page' titleKey='agents.friendsTitle'>
      <SegmentTabs id='friends-scope' tabs={[{ key: 'direct' as TeamScope, label: t('agents.direct') }, { key: 'team' as TeamScope, label: t('agents.team') }]} value={scope} onChange={setScope} />
      <PagedBody list={list} render={(m) => <PersonRow key={m.id} m={m} />}
        empty={{ icon: 'user', title: t('agents.friendsEmpty'), desc: t('agents.friendsEmptyDesc'), action: { text: t('agents.invite'), id: 'friends-invite', run: () => { void navigate('pages/user/inviter/index') } } }}
      />
    </PageShell>
  )
})

export default FriendsPage
