// The streaming server for lives (issue 17) — Debian's nginx with the RTMP module
// (apt: nginx libnginx-mod-rtmp), run from a generated config in its own directory (never a root
// path, no root needed): RTMP in, HLS out, and on_publish / on_publish_done calling the API server,
// which lets a push in only with its live's stream key. `npm run live` (scripts/live.ts), the live
// test and the e2e live journey start it with startLiveServer.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so'

/** nginx and its RTMP module are installed (what the live journey needs). */
export function liveAvailable (): boolean {
  return fs.existsSync(RTMP_MODULE) && spawnSync('nginx', ['-v']).status === 0 && spawnSync('ffmpeg', ['-version']).status === 0
}

export interface LiveServerOptions {
  /** config, logs, HLS segments */
  dir: string
  rtmpPort: number
  httpPort: number
  /** the API server's origin (the publish callbacks) */
  api: string
}

export interface LiveServer { rtmpUrl: string, hlsUrl: string, stop: () => Promise<void> }

export function nginxConfig ({ dir, rtmpPort, httpPort, api }: LiveServerOptions): string {
  const root = process.getuid?.() === 0 ? 'user root;\n' : '' // workers must write the HLS directory
  return `load_module ${RTMP_MODULE};
${root}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
rtmp {
  server {
    listen 127.0.0.1:${rtmpPort};
    chunk_size 4096;
    application live {
      live on;
      record off;
      # the API lets the push in only with the live's key (2xx allow, 403 refuse) and ends it when it stops
      on_publish ${api}/rtmp/on_publish;
      on_publish_done ${api}/rtmp/on_publish_done;
      hls on;
      hls_path ${dir}/hls;
      hls_fragment 2s;
      hls_playlist_length 12s;
      hls_cleanup on;
    }
  }
}
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen 127.0.0.1:${httpPort};
    location /hls/ {
      types { application/vnd.apple.mpegurl m3u8; video/mp2t ts; }
      alias ${dir}/hls/;
      add_header Cache-Control no-cache;
      add_header Access-Control-Allow-Origin *;
    }
  }
}
`
}

/** Writes the config and starts nginx in the foreground of a child process; resolves once it listens. */
export async function startLiveServer ({ dir, rtmpPort, httpPort, api }: LiveServerOptions): Promise<LiveServer> {
  for (const d of ['logs', 'hls', 'tmp']) fs.mkdirSync(path.join(dir, d), { recursive: true })
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, nginxConfig({ dir, rtmpPort, httpPort, api }))
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-e', path.join(dir, 'logs', 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise<void>((resolve) => { child.once('exit', () => { resolve() }) })
  // ready when the HTTP side answers (the RTMP listener is opened by the same master before it)
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${httpPort}/hls/`).then(() => true, () => false)
    if (up) break
    const gone = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => { resolve(false) }, 100))])
    if (gone) throw new Error(`nginx exited; see ${dir}/logs/error.log`)
  }
  return {
    rtmpUrl: `rtmp://127.0.0.1:${rtmpPort}/live`,
    hlsUrl: `http://127.0.0.1:${httpPort}/hls`,
    stop: async () => { if (child.exitCode === null) { child.kill('SIGQUIT'); await exited } }
  }
}
