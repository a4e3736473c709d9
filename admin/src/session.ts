import type { AdminIdentity, AdminSession } from '../../types/admin'

// The operator's session in this browser (localStorage): the token goes in the `admin-token`
// header of every call; an expired one counts as signed out.

const KEY = 'bbmall.admin.session'

export function loadSession (): AdminSession | null {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? 'null') as AdminSession | null
    if (s === null || typeof s.token !== 'string' || s.expires_at * 1000 <= Date.now()) return null
    return s
  } catch {
    return null
  }
}

export function saveSession (s: AdminSession): void {
  localStorage.setItem(KEY, JSON.stringify(s))
}

export function clearSession (): void {
  localStorage.removeItem(KEY)
}

export function currentAdmin (): AdminIdentity | null {
  return loadSession()?.admin ?? null
}
