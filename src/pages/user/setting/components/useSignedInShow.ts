import { useEffect, useRef } from 'react'
import { useDidShow } from '@tarojs/taro'
import { useStores } from '@/stores'

/**
 * Runs `load` once the session is live and again whenever the page shows later. On a fresh start the
 * page shows before the stored session has been checked, so a show-only load would never run.
 */
export function useSignedInShow (load: () => void): void {
  const { session } = useStores()
  const shown = useRef(false)
  useEffect(() => { if (session.isLogin) load() }, [session.isLogin])
  useDidShow(() => {
    // the first show is the mount, which the effect covers
    if (shown.current && session.isLogin) load()
    shown.current = true
  })
}
