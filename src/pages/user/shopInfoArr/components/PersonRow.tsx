import { Image, Text, View } from '@tarojs/components'
import type { TeamMember } from '../../../../../types/agents'
import { t } from '@/i18n'
import '@/i18n/domains/agents'
import { assetUrl } from '@/env'
import { formatDate } from '@/lib/time'

/** "L2 agent" / "Member". */
export function levelText (level: number): string {
  return level > 0 ? t('agents.level', { n: level }) : t('agents.notAgent')
}

/** One team member: avatar, name and level, depth and join date; their contribution on the right. */
export function PersonRow ({ m }: { m: TeamMember }) {
  return (
    <View className='ag-person' data-id={m.id}>
      {m.avatar ? <Image className='ag-person__avatar' src={assetUrl(m.avatar)} mode='aspectFill' /> : <View className='ag-person__avatar' />}
      <View className='ag-person__main'>
        <Text className='ag-person__name'>{m.nickname}<Text className='ag-person__tag'>{levelText(m.agent_level)}</Text></Text>
        <Text className='ag-person__sub'>{t('agents.depth', { n: m.depth })} · {t('agents.joined', { d: formatDate(m.join_time, 'yyyy-MM-dd') })}</Text>
      </View>
      <Text className='ag-person__side'>{t('agents.contributed', { v: m.contribution })}</Text>
    </View>
  )
}
