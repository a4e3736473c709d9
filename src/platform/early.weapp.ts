import type { EarlyResponse } from './early'

// The mini program has no index.html: nothing is sent before the app runs. (Not a re-export of
// './early': on this build that path resolves to this very file.)

export type { EarlyResponse }

export function takeEarly (_key: string, _header: Record<string, string>): Promise<EarlyResponse | null> | null {
  return null
}
