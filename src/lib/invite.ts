// Invite code from a launch URL (spec §4 Session): the URL query, the query inside the hash
// (hash routing puts it after '#/pages/...?'), or — for hand-mangled links — the last part after
// an '=' sign. That last fallback is only used when the URL mentions "invite": otherwise every
// deep link such as '#/pages/product/goods?id=12' would read "12" as an invite code.

const PARAM_NAMES = ['invite_code', 'inviteCode', 'invite']
const CODE = /^[A-Za-z0-9_-]{1,64}$/

function fromQuery (query: string): string {
  for (const part of query.split('&')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = safeDecode(part.slice(0, eq))
    const value = safeDecode(part.slice(eq + 1))
    if (PARAM_NAMES.includes(name) && CODE.test(value)) return value
  }
  return ''
}

function safeDecode (s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

/** '' when the URL carries no invite code. */
export function parseInviteCode (url: string | null | undefined): string {
  if (!url) return ''
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : ''
  const search = beforeHash.includes('?') ? beforeHash.slice(beforeHash.indexOf('?') + 1) : ''
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : ''
  const found = fromQuery(search) || fromQuery(hashQuery)
  if (found) return found
  if (/invite/i.test(url) && url.includes('=')) {
    const last = safeDecode(url.slice(url.lastIndexOf('=') + 1).split(/[&#/?]/)[0])
    if (CODE.test(last)) return last
  }
  return ''
}

/**
 * The shared path with the sharer's invite code (`invite_code`, the parameter parseInviteCode reads at
 * start-up and the login binds), added once; unchanged without a code.
 */
export function withInviteCode (path: string, inviteCode: string | undefined | null): string {
  if (!inviteCode || /[?&](invite_code|inviteCode|invite)=/.test(path)) return path
  return `${path}${path.includes('?') ? '&' : '?'}invite_code=${encodeURIComponent(inviteCode)}`
}
