import { spawn } from 'node:child_process'

/**
 * An ffmpeg push of a test pattern (picture and a tone) to an RTMP URL for `seconds`, as a streamer's
 * app would (chain-live-mail.md part B). Small and ultrafast: the encoder must keep up with real time
 * on a busy CI machine. `done` resolves with ffmpeg's exit code; `stop` ends the push early.
 */
export function pushTestPattern (url: string, seconds: number): { done: Promise<number>, stop: () => void } {
  const ff = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25',
    '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency',
    '-g', '50', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url], { stdio: 'ignore' })
  return { done: new Promise((resolve) => ff.once('exit', (code) => { resolve(code ?? -1) })), stop: () => { ff.kill('SIGINT') } }
}
