import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { AgentCenter } from '../../../../types/agents'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/agents'
import { agentsApi } from '@/api/agents'
import { PageShell } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { navigate } from '@/routes/navigate'
import { LoadGate, useLoad } from '../money/components/shared'
import { levelText } from './components/PersonRow'
import '../money/components/wallet.scss'
import './components/agents.scss'

function Progress ({ id, label, have, need }: { id: string, label: string, have: number, need: number }) {
  const pct = need <= 0 ? 100 : Math.min(100, Math.floor((have / need) * 100))
  return (
    <View className='ag-progress' id={id}>
      <View className='ag-progress__head'><Text>{label}</Text><Text>{t('agents.progress', { a: have, b: need })}</Text></View>
      <View className='ag-progress__bar'><View className='ag-progress__fill' style={{ width: `${pct}%` }} /></View>
    </View>
  )
}

/** Agent center (/pages/user/shopInfoArr/agentCenter): level and progress to the next, team figures, revenue, links. */
const AgentCenterPage = observer(function AgentCenterPage () {
  const { session } = useStores()
  const c = useLoad<AgentCenter>(() => agentsApi.center(), session.isLogin)
  if (!session.isLogin) return <PageShell id='agent-center' className='w-page' titleKey='agents.centerTitle'><SignInPrompt reason='account' /></PageShell>
  const d = c.data
  const links = [
    { id: 'center-friends', label: t('agents.myFriends'), go: () => navigate('pages/user/myFirends/myFirends') },
    { id: 'center-revenue', label: t('agents.revenueTitle'), go: () => navigate('pages/user/shopInfoArr/revenueRecord') },
    { id: 'center-earnings', label: t('agents.distributionTitle'), go: () => navigate('pages/user/distribution/distribution') },
    { id: 'center-shop', label: t('agents.myShop'), go: () => navigate('pages/user/shopInfoArr/agencyShop') },
    { id: 'center-shop-info', label: t('agents.shopSettings'), go: () => navigate('pages/user/shopInfoArr/shopInfo') },
    { id: 'center-invite', label: t('agents.inviterTitle'), go: () => navigate('pages/user/inviter/index') }
  ]
  return (
    <PageShell id='agent-center' className='w-page' titleKey='agents.centerTitle'>
      {d === null
        ? <LoadGate state={c} rows={5} />
        : (
          <>
            <View className='w-hero'>
              <Text className='w-hero__label'>{t('agents.agentLevel')}</Text>
              <Text id='center-level' className='w-hero__value'>{levelText(d.agent_level)}</Text>
              <Text className='w-hero__sub'>{t('agents.levelRule')}</Text>
            </View>
            <View className='w-card'>
              <Text className='w-card__title'>{d.next === null ? t('agents.topLevel') : t('agents.nextLevel', { n: d.next.level })}</Text>
              {d.next !== null
                ? (
                  <>
                    <Progress id='center-progress-team' label={t('agents.teamAmount')} have={Number(d.team_amount)} need={Number(d.next.team_amount)} />
                    <Progress id='center-progress-direct' label={t('agents.directCount')} have={d.direct_count} need={d.next.direct} />
                  </>
                  )
                : null}
            </View>
            <View className='w-card'>
              <View className='w-assets'>
                <View className='w-assets__item'><Text id='center-team-amount' className='w-assets__value'>{d.team_amount}</Text><Text className='w-assets__label'>{t('agents.teamAmount')}</Text></View>
                <View className='w-assets__item'><Text id='center-team-size' className='w-assets__value'>{d.team_size}</Text><Text className='w-assets__label'>{t('agents.teamSize')}</Text></View>
                <View className='w-assets__item'><Text id='center-community' className='w-assets__value'>{d.community_amount}</Text><Text className='w-assets__label'>{t('agents.communityPower')}</Text></View>
              </View>
            </View>
            <View className='w-card'>
              <Text className='w-card__title'>{t('agents.revenue')} (USDT)</Text>
              <View className='w-assets'>
                <View className='w-assets__item'><Text id='center-today' className='w-assets__value'>{d.revenue.today}</Text><Text className='w-assets__label'>{t('agents.today')}</Text></View>
                <View className='w-assets__item'><Text id='center-month' className='w-assets__value'>{d.revenue.month}</Text><Text className='w-assets__label'>{t('agents.month')}</Text></View>
                <View className='w-assets__item'><Text id='center-total' className='w-assets__value'>{d.revenue.total}</Text><Text className='w-assets__label'>{t('agents.total')}</Text></View>
              </View>
            </View>
            <View className='w-card'>
              {links.map((l) => (
                <View key={l.id} id={l.id} className='w-cell' onClick={() => { void l.go() }}>
                  <Text className='w-cell__label'>{l.label}</Text>
                  <Icon name='arrow-right' size={14} />
                </View>
              ))}
            </View>
          </>
          )}
    </PageShell>
  )
})

export default AgentCenterPage
