import { LivePlayer } from '@tarojs/components'

// The live room's video. weapp: WeChat's native live-player pulling RTMP (it plays only flv/rtmp,
// not HLS); H5: a <video> playing the HLS playlist (live-player.h5.tsx). Neutral file for tsc and
// jest (behaves like weapp); the build uses live-player.h5.tsx / live-player.weapp.tsx.

export interface LiveVideoProps {
  hls: string | null
  rtmp: string | null
  /** playback broke (H5): the page offers a retry */
  onError?: () => void
  /** bump to reload the stream */
  attempt?: number
}

export function LiveVideo ({ rtmp }: LiveVideoProps) {
  return <LivePlayer id='live-video' className='live-video' src={rtmp ?? ''} mode='live' autoplay objectFit='fillCrop' />
}

/** Whether this build can push video itself (weapp live-pusher); H5 shows the URL for OBS. */
export const CAN_PUSH = true
