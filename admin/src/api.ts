import { computeSign } from '../../types/sign'
import type { Envelope, Paginated } from '../../types/envelope'
import { ADMIN_TOKEN_HEADER } from '../../types/admin'
import { currentLang } from './i18n'
import { clearSession, loadSession } from './session'

// The console's client for /api/admin/*: every call signed (types/sign.ts, like the app), the
// operator's token in the `admin-token` header, Accept-Language from the console's language.
// A refusal (code 0) throws an ApiError with the server's message; 401 signs the operator out.

export class ApiError extends Error {
  constructor (message: string, readonly code: number, readonly status: number) {
    super(message)
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>

function cleanQuery (q: Query): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') out[k] = String(v)
  return out
}

let onSignedOut: () => void = () => { window.location.assign('/admin/login') }
/** What to do when the server says the session is gone (the app routes to the login page). */
export function setSignedOutHandler (fn: () => void): void { onSignedOut = fn }

async function call<T> (method: 'GET' | 'POST', path: string, payload: Record<string, unknown> | null): Promise<Said<T>> {
  const apiPath = `/admin${path}`
  const headers: Record<string, string> = {
    Sign: computeSign(apiPath, payload, __ADMIN_SOCKET_URL__),
    'Accept-Language': currentLang() === 'en' ? 'en' : 'zh-CN'
  }
  const token = loadSession()?.token
  if (token !== undefined) headers[ADMIN_TOKEN_HEADER] = token
  let url = `/api${apiPath}`
  let body: string | undefined
  if (method === 'GET') {
    const qs = new URLSearchParams(payload as Record<string, string>).toString()
    if (qs !== '') url += `?${qs}`
  } else {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(payload ?? {})
  }
  let res: Response
  try {
    res = await fetch(url, { method, headers, body })
  } catch {
    throw new ApiError(currentLang() === 'en' ? 'Network error, please retry' : '网络错误，请重试', 0, 0)
  }
  let env: Envelope<T>
  try {
    env = await res.json() as Envelope<T>
  } catch {
    throw new ApiError(`HTTP ${res.status}`, 0, res.status)
  }
  if (env.code === 401) {
    clearSession()
    onSignedOut()
  }
  if (env.code !== 1) throw new ApiError(env.msg, env.code, res.status)
  return { data: env.data, msg: env.msg }
}

/** An answer with the server's message for what it did ("已删除", "已结束该用户的 2 个登录"). */
export interface Said<T> { data: T, msg: string }

export async function apiGet<T> (path: string, query: Query = {}): Promise<T> {
  return (await call<T>('GET', path, cleanQuery(query))).data
}

export async function apiPost<T> (path: string, body: Record<string, unknown> = {}): Promise<T> {
  return (await call<T>('POST', path, body)).data
}

/** apiPost with the server's success message, for an action whose toast should say what was done. */
export async function apiPostSaid<T> (path: string, body: Record<string, unknown> = {}): Promise<Said<T>> {
  return await call<T>('POST', path, body)
}

/**
 * A ProTable `request` over a paged admin list: ProTable's `current`/`pageSize` become
 * `page`/`limit`, the other params (the search form) go as they are, after `map` when given.
 */
export function tableRequest<T> (path: string, map: (params: Record<string, unknown>) => Query = (p) => p as Query) {
  return async (params: Record<string, unknown> & { current?: number, pageSize?: number }): Promise<{ data: T[], total: number, success: boolean }> => {
    const { current, pageSize, ...rest } = params
    const page = await apiGet<Paginated<T>>(path, { ...map(rest), page: current ?? 1, limit: pageSize ?? 20 })
    return { data: page.data, total: page.total, success: true }
  }
}
