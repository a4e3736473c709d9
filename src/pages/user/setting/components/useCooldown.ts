import { useEffect, useRef, useState } from 'react'
import { CODE_COOLDOWN } from '../../auth/resetpaypwd/rules'

/** Seconds until another e-mail code may be asked for (0 = now), and start(). */
export function useCooldown (): [number, () => void] {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  useEffect(() => () => { if (timer.current) clearInterval(timer.current) }, [])
  const start = () => {
    setLeft(CODE_COOLDOWN)
    if (timer.current) clearInterval(timer.current)
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1 && timer.current) { clearInterval(timer.current); timer.current = null }
        return Math.max(0, n - 1)
      })
    }, 1000)
  }
  return [left, start]
}
