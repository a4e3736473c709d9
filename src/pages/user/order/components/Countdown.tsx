import { useEffect, useRef, useState } from 'react'
import { Text } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import { formatCountdown, secondsLeft, tickInterval, type CountdownKind } from '@/lib/countdown'

/**
 * A ticking order countdown (spec §4 Order): every second for the unpaid auto-close, every
 * minute otherwise. When it reaches 0 it calls onDue once (the page reloads the order).
 */
export function OrderCountdown ({ kind, deadline, onDue, className = '' }: {
  kind: CountdownKind
  /** unix seconds */
  deadline: number
  onDue?: () => void
  className?: string
}) {
  const [now, setNow] = useState(() => Date.now())
  const fired = useRef(false)
  const left = secondsLeft(deadline, now)

  useEffect(() => {
    fired.current = false
    setNow(Date.now())
    // minute displays re-check every 10 s, so a minute boundary shows at most 10 s late
    const id = setInterval(() => setNow(Date.now()), Math.min(tickInterval(kind), 10000))
    return () => clearInterval(id)
  }, [kind, deadline])

  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true
      onDue?.()
    }
  }, [left])

  const text = formatCountdown(kind, left)
  return <Text className={`order-countdown ${className}`} data-left={left}>{t(text.key, text.params)}</Text>
}
