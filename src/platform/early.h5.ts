import type { EarlyResponse } from './early'
import { sameHeaders } from './early-match'

// H5: index.html's script (config/early-requests.ts) has sent Home's first GETs while the app's
// JavaScript downloaded and left them in window.__bbEarly, keyed by path + query. The request
// layer takes one only for the identical request (same headers: the language, the token and the
// wallet the app would send now), once; a failed early request (offline, not JSON) answers null
// and the app sends its own.

export type { EarlyResponse }

interface Early { header: Record<string, string>, res: Promise<EarlyResponse> }

export function takeEarly (key: string, header: Record<string, string>): Promise<EarlyResponse | null> | null {
  const all = (window as unknown as { __bbEarly?: Record<string, Early> }).__bbEarly
  const early = all?.[key]
  if (all === undefined || early === undefined) return null
  delete all[key]
  if (!sameHeaders(early.header, header)) return null
  return early.res.catch(() => null)
}
