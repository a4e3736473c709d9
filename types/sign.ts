// blueimp-md5: 2 KB gzip against crypto-js's 7 KB (core + md5) on the H5 start-up path; it hashes
// the UTF-8 bytes of a string, as crypto-js did, so every Sign stays the same
import md5 from 'blueimp-md5'

// The request `Sign` header (spec §7), shared verbatim by the client and the server's verifier.
// Sign = md5('/api' + path + '?' + the payload plus appKey, keys sorted, query-encoded),
// appKey = md5(configured socket address). With a key the client ships, this is an integrity
// check against casual tampering, not authentication: only `token` authenticates.

export type SignPayload = Record<string, unknown> | null | undefined

function hex (text: string): string {
  return md5(text)
}

export function appKeyFor (socketUrl: string): string {
  return hex(socketUrl)
}

function fieldValue (v: unknown): string {
  return typeof v === 'object' ? JSON.stringify(v) : String(v)
}

/** `a=1&b=x%20y` over the sorted keys; undefined and null values are left out. */
export function canonicalQuery (payload: Record<string, unknown>): string {
  return Object.keys(payload)
    .filter((k) => payload[k] !== undefined && payload[k] !== null)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(fieldValue(payload[k]))}`)
    .join('&')
}

/** @param path the API path without the `/api` prefix, e.g. `/wanlshop/common/init` */
export function computeSign (path: string, payload: SignPayload, socketUrl: string): string {
  return hex(signedText(path, payload, appKeyFor(socketUrl)))
}

/**
 * The text whose md5 is the Sign. It is ASCII (canonicalQuery URI-encodes every key and value), so
 * any md5 of its UTF-8 bytes gives the same Sign: the server hashes it with node:crypto.
 */
export function signedText (path: string, payload: SignPayload, appKey: string): string {
  return `/api${path}?${canonicalQuery({ ...(payload ?? {}), appKey })}`
}
