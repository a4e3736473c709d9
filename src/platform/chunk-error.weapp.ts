// The mini program ships every page in its packages: there are no chunks to fail. See chunk-error.ts.
export type { ChunkErrorType } from './chunk-error'

export function installChunkErrorHandler (): () => void {
  return () => {}
}
