import { lazy, Suspense, useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import type { FeedSlotProps } from './feedSlot.types'

// H5: the feed sits below the home modules, so its code (paged lists, the feed API, the load-more
// footer) is not part of what the home page needs to render. It loads when the slot comes near
// the viewport, or once the page has been idle for a moment.

const Section = lazy(() => import('./HomeFeed').then((m) => ({ default: m.HomeFeedSection })))

const IDLE_MS = 1500
const SLOT_ID = 'home-feed-slot'

export function FeedSlot (props: FeedSlotProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const timer = setTimeout(() => setWanted(true), IDLE_MS)
    const el = typeof document !== 'undefined' ? document.getElementById(SLOT_ID) : null
    let io: IntersectionObserver | null = null
    if (el && typeof IntersectionObserver === 'function') {
      io = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) setWanted(true) }, { rootMargin: '600px 0px' })
      io.observe(el)
    }
    return () => { clearTimeout(timer); io?.disconnect() }
  }, [wanted])
  const placeholder = <View id={SLOT_ID} className='home-feed-slot' />
  if (!wanted) return placeholder
  return <Suspense fallback={placeholder}><Section {...props} /></Suspense>
}
