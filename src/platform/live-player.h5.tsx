import { useEffect, useRef } from 'react'
import type { LiveVideoProps } from './live-player'

// H5: the HLS playlist in a <video>. Browsers that play HLS themselves (Safari, Debian's Chromium)
// get it as the src (crossOrigin: nginx serves it with CORS, so frames can be read back); others load hls.js on demand (a separate chunk, so the start bundle stays
// within the size budget). Muted so autoplay is allowed; the page offers sound on a tap.

export function LiveVideo ({ hls, onError, attempt = 0 }: LiveVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (video === null || hls === null) return
    let stop = (): void => {}
    let cancelled = false
    if (video.canPlayType('application/vnd.apple.mpegurl') !== '') {
      video.src = hls
      video.onerror = () => { onError?.() }
      void video.play().catch(() => undefined)
      stop = () => { video.removeAttribute('src'); video.load() }
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return
        if (!Hls.isSupported()) { onError?.(); return }
        const player = new Hls({ liveSyncDurationCount: 2 })
        player.on(Hls.Events.ERROR, (_e, data) => { if (data.fatal) onError?.() })
        player.loadSource(hls)
        player.attachMedia(video)
        void video.play().catch(() => undefined)
        stop = () => { player.destroy() }
      }, () => { onError?.() })
    }
    return () => { cancelled = true; stop() }
  }, [hls, attempt])
  return <video ref={ref} id='live-video' className='live-video' muted autoPlay playsInline crossOrigin='anonymous' />
}

export const CAN_PUSH = false
