import { useEffect, useRef } from 'react'
import Taro, { useDidHide } from '@tarojs/taro'
import type { Href } from '@/routes/navigate'

/**
 * After a success toast a form page leaves by itself: back when there is a page to go back to,
 * otherwise to `fallback` (a route's href()). The delay lets the toast be read. If the user leaves first (the page is
 * hidden or unloaded), the pending leave is dropped — otherwise it would close whatever page they
 * opened in the meantime.
 */
export function useLeaveAfter (): (fallback?: Href, ms?: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = undefined
  }
  useDidHide(cancel)
  useEffect(() => cancel, [])
  return (fallback, ms = 800) => {
    cancel()
    timer.current = setTimeout(() => {
      timer.current = undefined
      const pages = Taro.getCurrentPages?.() ?? []
      const go = pages.length > 1 || !fallback ? Taro.navigateBack() : Taro.redirectTo({ url: fallback })
      void Promise.resolve(go).catch(() => undefined)
    }, ms)
  }
}
