import { LivePusher } from '@tarojs/components'

// The merchant's camera push (weapp live-pusher, RTMP). H5 cannot push (live-pusher.h5.tsx renders
// nothing; the page shows the URL and key for OBS). Neutral file for tsc and jest, like weapp.

export function LiveCamera ({ url, pushing }: { url: string, pushing: boolean }) {
  return <LivePusher id='live-pusher' className='live-pusher' url={url} mode='HD' autopush={pushing} enableCamera />
}
