import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { NodeTier } from '../../../types/economy'
import { t } from '@/i18n'
import '@/i18n/domains/exchange'

// Pieces the economy pages share: the node tier badge and the pledge countdown.

export const TIER_KEYS = ['none', 'ordinary', 'senior', 'super'] as const

export function tierName (tier: NodeTier | number): string {
  return t(`exchange.tier.${TIER_KEYS[tier] ?? 'none'}`)
}

export function TierBadge ({ tier, id }: { tier: NodeTier | number, id?: string }) {
  return <Text id={id} className={`eco-tier eco-tier--${tier}`} data-tier={tier}>{tierName(tier)}</Text>
}

/** Seconds now, ticking once a minute (countdowns in days and hours need no more). */
export function useMinuteClock (): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const id = setInterval(() => { setNow(Math.floor(Date.now() / 1000)) }, 60_000)
    return () => { clearInterval(id) }
  }, [])
  return now
}

/** "Due in 12 d 5 h", "Due within the hour" or "Due". */
export function countdown (duetime: number, now: number): string {
  const left = duetime - now
  if (left <= 0) return t('exchange.due')
  if (left < 3600) return t('exchange.dueSoon')
  return t('exchange.dueIn', { d: Math.floor(left / 86400), h: Math.floor((left % 86400) / 3600) })
}

export function Figure ({ id, label, value }: { id: string, label: string, value: string }) {
  return (
    <View id={id} className='eco-figure'>
      <Text className='eco-figure__value'>{value}</Text>
      <Text className='eco-figure__label'>{label}</Text>
    </View>
  )
}
