import flags from '../server/node-flags.json'

/**
 * The V8 flags `npm start` runs the server with (server/node-flags.json, passed by scripts/start.mjs),
 * so a bench measures the server as it is run. BENCH_NODE_FLAGS=0 leaves them out, for an A/B.
 */
export function serverNodeFlags (): string[] {
  return process.env.BENCH_NODE_FLAGS === '0' ? [] : flags
}
