import { useEffect, useRef, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import type { OpenTeam } from '../../../../../types/groups'
import { assetUrl } from '@/env'
import { Icon } from '@/components/Icon'
import { t } from '@/i18n'
import '@/i18n/domains/groups'
import { avatarLetter } from '@/lib/avatar'
import { secondsLeft } from '@/lib/countdown'
import { teamClock } from '../rules'

/** A ticking team countdown ("剩余 02:03:04" / "1天 02:03:04"); calls onDue once when it reaches 0. */
export function TeamCountdown ({ deadline, onDue, className = '', bare = false }: {
  /** unix seconds */
  deadline: number
  onDue?: () => void
  className?: string
  /** the clock alone, without "… left" */
  bare?: boolean
}) {
  const [now, setNow] = useState(() => Date.now())
  const fired = useRef(false)
  useEffect(() => {
    fired.current = false
    setNow(Date.now())
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [deadline])
  const left = secondsLeft(deadline, now)
  useEffect(() => {
    if (left === 0 && !fired.current) { fired.current = true; onDue?.() }
  }, [left])
  const c = teamClock(left)
  const time = c.days > 0 ? t('groups.clockDays', { d: c.days, hms: c.hms }) : c.hms
  return <Text className={`gb-countdown ${className}`} data-left={left}>{left === 0 ? t('groups.ended') : bare ? time : t('groups.endsIn', { time })}</Text>
}

const ICON_SIZE = { small: 9, normal: 13, large: 20 } as const

/** A round avatar; without a picture, the nickname's letter or a person (lib/avatar). */
export function Avatar ({ src, name, size = 'normal', className = '' }: { src: string, name: string, size?: 'small' | 'normal' | 'large', className?: string }) {
  const letter = avatarLetter(name)
  return src
    ? <Image className={`gb-avatar gb-avatar--${size} ${className}`} src={assetUrl(src)} mode='aspectFill' />
    : <View className={`gb-avatar gb-avatar--${size} gb-avatar--text ${className}`}>
        {letter !== '' ? <Text>{letter}</Text> : <Icon name='user' size={ICON_SIZE[size]} color='#fff' />}
      </View>
}

/** An open team on the goods page: leader, seats left, countdown, "join". */
export function OpenTeamRow ({ team, onJoin, onOpen, onDue }: { team: OpenTeam, onJoin: () => void, onOpen: () => void, onDue?: () => void }) {
  return (
    <View className='gb-team-row' data-team={team.id} onClick={onOpen}>
      <Avatar src={team.leader.avatar} name={team.leader.nickname} />
      <Text className='gb-team-row__name'>{team.leader.nickname}</Text>
      <View className='gb-team-row__info'>
        <Text className='gb-team-row__need'>{t('groups.need', { n: team.seats_left })}</Text>
        <TeamCountdown className='gb-team-row__time' deadline={team.validitytime} onDue={onDue} />
      </View>
      <Text className='gb-team-row__join gb-team-join' data-team={team.id} onClick={(e) => { e.stopPropagation(); onJoin() }}>{t('groups.join')}</Text>
    </View>
  )
}
