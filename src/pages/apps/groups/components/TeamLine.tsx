import { Text, View } from '@tarojs/components'
import type { OrderTeam } from '../../../../../types/groups'
import { t } from '@/i18n'
import '@/i18n/domains/groups'
import { Icon } from '@/components/Icon'
import { navigate } from '@/routes/navigate'
import { teamBadge } from '../rules'
import { TeamCountdown } from './parts'

/** A group order's team badge ("拼团中 · 差1人", "已成团", "单独购买"). */
export function TeamBadge ({ team }: { team: OrderTeam | null | undefined }) {
  const b = teamBadge(team)
  return <Text className={`gb-badge gb-badge--${team?.state ?? 'alone'}`} data-state={team?.state ?? 'alone'}>{t(b.key, { n: b.n })}</Text>
}

/** The team row of a group order (list card and details): its state, members and countdown; a tap opens the team. */
export function TeamLine ({ team, card = false }: { team: OrderTeam | null | undefined, card?: boolean }) {
  if (!team) {
    return <View className={`gb-team-line ${card ? 'od-card' : ''}`}><Text className='gb-team-line__label'>{t('groups.teamRow')}</Text><TeamBadge team={null} /></View>
  }
  return (
    <View className={`gb-team-line gb-team-link ${card ? 'od-card' : ''}`} data-team={team.id}
      onClick={(e) => { e.stopPropagation(); void navigate('pages/apps/groups/team', { id: team.id }) }}
    >
      <Text className='gb-team-line__label'>{t('groups.teamRow')}</Text>
      <TeamBadge team={team} />
      {team.state === 'start' && team.validitytime ? <TeamCountdown className='gb-team-line__time' deadline={team.validitytime} bare /> : null}
      <Text className='gb-team-line__members'>{t('groups.members', { join: team.join_num, people: team.people_num })}</Text>
      <Icon name='arrow-right' size={12} color='#999' />
    </View>
  )
}
