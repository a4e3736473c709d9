// Full-screen notice when a lazily loaded page chunk fails (spec §8: ChunkLoadError with type
// missing, timeout or error). Only H5 loads page chunks over the network; this neutral file (what
// tsc checks against and platforms without a suffix file get) and chunk-error.weapp.ts do nothing.

export type ChunkErrorType = 'missing' | 'timeout' | 'error'

/** Installs the global listeners once; returns a function that removes them. */
export function installChunkErrorHandler (): () => void {
  return () => {}
}
