import path from 'node:path'
import { liveAvailable, startLiveServer } from '../server/dev/live-nginx'

// `npm run live`: nginx-rtmp for lives (server/dev/live-nginx.ts) from a generated config under
// LIVE_DIR. LIVE_DIR (./data/live), LIVE_RTMP_PORT (1935), LIVE_HTTP_PORT (8088), LIVE_API
// (the API server, http://127.0.0.1:3000). Ctrl-C stops it.

async function main (): Promise<void> {
  if (!liveAvailable()) {
    console.error('nginx with the RTMP module (or ffmpeg) is not installed: apt-get install nginx libnginx-mod-rtmp ffmpeg')
    process.exit(1)
  }
  const env = process.env
  const dir = path.resolve(env.LIVE_DIR ?? path.join('data', 'live'))
  const live = await startLiveServer({
    dir,
    rtmpPort: Number(env.LIVE_RTMP_PORT ?? 1935),
    httpPort: Number(env.LIVE_HTTP_PORT ?? 8088),
    api: (env.LIVE_API ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
  })
  console.log(`nginx-rtmp is up (config ${dir}/nginx.conf). Start the server with:
  LIVE_RTMP_URL=${live.rtmpUrl} LIVE_HLS_URL=${live.hlsUrl} npm start
Push with OBS or ffmpeg to the URL the merchant's live page shows. Ctrl-C stops it.`)
  const stop = (): void => { void live.stop().then(() => process.exit(0)) }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void main()
