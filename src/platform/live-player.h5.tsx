import { useEffect, useRef } from 'react'
import type { LiveVideoProps } from './live-player'

// H5: the HLS playlist in a <video>, played by hls.js wherever the browser has Media Source
// Extensions (loaded on demand: a separate chunk, so the start bundle stays within the size budget);
// only a browser without MSE that plays HLS itself (older iPhones) gets the playlist as the src.
// hls.js first, as its README does: Chromium 156 answers canPlayType(HLS) with 'maybe' but its own
// HLS player failed on nginx-rtmp's MPEG-TS segments (DEMUXER_ERROR_COULD_NOT_PARSE, the live
// journey). crossOrigin: nginx serves the stream with CORS, so frames can be read back. Muted so
// autoplay is allowed; the page offers sound on a tap.

/** Media Source Extensions (ManagedMediaSource on iOS 17.1+), which hls.js plays through */
function hasMse (): boolean {
  return 'MediaSource' in window || 'ManagedMediaSource' in window
}

export function LiveVideo ({ hls, onError, attempt = 0 }: LiveVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (video === null || hls === null) return
    let stop = (): void => {}
    let cancelled = false
    if (!hasMse() && video.canPlayType('application/vnd.apple.mpegurl') !== '') {
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
