import type { Envelope } from '../../types/envelope'
import { apiBase, appEnv } from '../env'
import { canonicalQuery, computeSign } from '../../types/sign'
import { t } from '../i18n'
import { appClientHeader } from '../platform/client'
import { showToast } from '../platform/dialogs'
import { takeEarly } from '../platform/early'
import { httpRequest } from '../platform/http'
import { uploadFile } from '../platform/upload'
import { sessionBridge } from './bridge'
import { ApiError } from './errors'

// The request layer, written once (spec §7 request rules, §8 error catalogue): base URL, headers
// with the Sign, the envelope, toasts, and 401 → wallet login. Screens and stores call the typed
// endpoint functions of api/<domain>.ts, which come here.

/** spec §9: request, socket, upload and download time-outs */
export const REQUEST_TIMEOUT = 60000
/** spec §9: default toast duration */
export const TOAST_DURATION = 1500

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type Payload = Record<string, unknown>

export interface CallOptions {
  /** false: no toast for failures (background loads that have their own error state) */
  toast?: boolean
  header?: Record<string, string>
}

export interface RequestOptions extends CallOptions {
  /** a path under `{API_BASE}/api` such as '/wanlshop/common/init', or an absolute URL */
  url: string
  method?: Method
  data?: Payload
  /**
   * The endpoint needs a session: a 401 starts wallet login (one for all concurrent 401s) and
   * the request is retried once with the new token. false: a 401 is a plain rejection.
   */
  auth?: boolean
}

export interface UploadOptions extends CallOptions {
  url: string
  filePath: string
  /** multipart field name, 'file' by default */
  name?: string
  formData?: Payload
  auth?: boolean
  /** false: no "uploaded" toast (chat messages show their own progress) */
  successToast?: boolean
  /** told the percentage sent (0..100) while the file goes up */
  onProgress?: (percent: number) => void
}

export function isAbsoluteUrl (url: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url)
}

export interface ResolvedUrl {
  /** what is requested */
  url: string
  /** path below /api used for the Sign ('' for absolute URLs) */
  path: string
  absolute: boolean
  /** a query written into a relative url, moved into the payload so the Sign covers it */
  query: Payload
}

export function resolveUrl (url: string): ResolvedUrl {
  if (isAbsoluteUrl(url)) return { url, path: '', absolute: true, query: {} }
  const q = url.indexOf('?')
  const rawPath = q >= 0 ? url.slice(0, q) : url
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`
  const query: Payload = {}
  if (q >= 0) {
    for (const part of url.slice(q + 1).split('&')) {
      if (!part) continue
      const eq = part.indexOf('=')
      const k = decodeURIComponent(eq < 0 ? part : part.slice(0, eq))
      query[k] = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1))
    }
  }
  return { url: apiBase() + path, path, absolute: false, query }
}

/** Drops undefined and null fields: they are neither sent nor signed (types/sign.ts skips them too). */
export function cleanPayload (data: Payload | undefined): Payload {
  const out: Payload = {}
  if (!data) return out
  for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) out[k] = v
  return out
}

/** Headers of a request to our API: Sign, token, App-Client, Accept-Language, Wallet-Address. */
export function apiHeaders (path: string, payload: Payload | null): Record<string, string> {
  const b = sessionBridge()
  const header: Record<string, string> = {
    Sign: computeSign(path, payload, appEnv.SOCKET_URL),
    'App-Client': appClientHeader(),
    'Accept-Language': b.getLanguageHeader()
  }
  const token = b.getToken()
  if (token) header.token = token
  const wallet = b.getWalletAddress()
  if (wallet) header['Wallet-Address'] = wallet
  return header
}

export function toast (title: string): void {
  if (!title) return
  showToast({ title, duration: TOAST_DURATION })
}

function asEnvelope (body: unknown): Envelope | null {
  if (typeof body === 'string') {
    try { body = JSON.parse(body) } catch { return null }
  }
  if (body && typeof body === 'object' && 'code' in body) return body as Envelope
  return null
}

// single-flight re-login: the first 401 starts it, every other 401 meanwhile waits for it
let reloginFlight: Promise<boolean> | null = null

/** Exposed for tests and for the session store's own checks. */
export function reloginInFlight (): boolean {
  return reloginFlight !== null
}

interface Attempt {
  auth: boolean
  toast: boolean
  retried: boolean
  tokenUsed: string
  retry (): Promise<unknown>
}

async function unauthorized (msg: string, a: Attempt): Promise<unknown> {
  const fail = (): ApiError => new ApiError('unauthorized', msg || t('login.required'), { status: 401, code: 401 })
  if (!a.auth || a.retried) {
    if (a.toast) toast(msg)
    throw fail()
  }
  const b = sessionBridge()
  // a login finished while this request was in the air: the new token may already be good
  const current = b.getToken()
  if (current && current !== a.tokenUsed) return a.retry()
  if (!reloginFlight) {
    if (a.toast) toast(msg)
    reloginFlight = b.onUnauthorized()
      .catch(() => false)
      .finally(() => { reloginFlight = null })
  }
  const ok = await reloginFlight
  if (ok) return a.retry()
  throw fail()
}

async function handle (status: number, body: unknown, a: Attempt, absolute: boolean): Promise<unknown> {
  const env = asEnvelope(body)
  if (status === 401 || env?.code === 401) return unauthorized(env?.msg ?? '', a)
  if (status !== 200) {
    const msg = status === 404
      ? t('api.notFound')
      : status >= 500 ? t('api.busy') : (env?.msg || t('api.error', { status }))
    if (a.toast) toast(msg)
    throw new ApiError('http', msg, { status, code: env?.code ?? null, data: env?.data })
  }
  if (!env) {
    // a third-party absolute URL may answer in its own format
    if (absolute) return typeof body === 'string' ? safeJson(body) : body
    if (a.toast) toast(t('api.dataError'))
    throw new ApiError('invalid', t('api.dataError'), { status })
  }
  if (env.code === 1) return env.data
  if (env.code === 4) throw new ApiError('silent', env.msg ?? '', { status, code: 4, data: env.data })
  if (a.toast) toast(env.msg)
  throw new ApiError('business', env.msg ?? '', { status, code: env.code, data: env.data })
}

function safeJson (s: string): unknown {
  try { return JSON.parse(s) } catch { return s }
}

/** The catalogue's words for a request that got no answer: a time-out, or no connection at all. */
export function networkMessage (raw: string): string {
  return /time ?out|timed out/i.test(raw) ? t('api.timeout') : t('api.network')
}

function errMsg (e: unknown): string {
  if (e && typeof e === 'object' && 'errMsg' in e) return String((e as { errMsg: unknown }).errMsg)
  return e instanceof Error ? e.message : ''
}

/** One API call. Resolves with the envelope's data (code 1); rejects with ApiError otherwise. */
export function request<T = unknown> (opts: RequestOptions): Promise<T> {
  return send(opts, false) as Promise<T>
}

async function send (opts: RequestOptions, retried: boolean): Promise<unknown> {
  const method = opts.method ?? 'GET'
  const r = resolveUrl(opts.url)
  const payload = cleanPayload({ ...r.query, ...opts.data })
  const header: Record<string, string> = r.absolute
    ? { ...opts.header }
    : {
        ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
        ...apiHeaders(r.path, payload),
        ...opts.header
      }
  const attempt: Attempt = {
    auth: opts.auth !== false,
    toast: opts.toast !== false,
    retried,
    tokenUsed: header.token ?? '',
    retry: () => send(opts, true)
  }
  // H5: Home's first GETs may have been sent by index.html already (platform/early.h5.ts)
  const early = method === 'GET' && !r.absolute && !retried ? takeEarly(`${r.path}?${canonicalQuery(payload)}`, header) : null
  let res: { statusCode: number, data: unknown }
  try {
    res = (early === null ? null : await early) ?? await httpRequest({ url: r.url, method, data: payload, header, timeout: REQUEST_TIMEOUT })
  } catch (e) {
    // the platform's own words ("Failed to fetch", "request:fail ...") are for the log, not the
    // screen: pages show the error's message, so it is the catalogue's (spec §8)
    const msg = networkMessage(errMsg(e))
    if (attempt.toast) toast(msg)
    throw new ApiError('network', msg, { data: { cause: errMsg(e) } })
  }
  return handle(res.statusCode, res.data, attempt, r.absolute)
}

/**
 * Multipart upload (field `file`). Relative URLs get the full header set with the Sign over the
 * form fields; absolute URLs (object storage) get only the token. Success toasts
 * 'image uploaded successfully'.
 */
export function upload<T = unknown> (opts: UploadOptions): Promise<T> {
  return sendUpload(opts, false) as Promise<T>
}

async function sendUpload (opts: UploadOptions, retried: boolean): Promise<unknown> {
  const r = resolveUrl(opts.url)
  const formData = cleanPayload({ ...r.query, ...opts.formData })
  const token = sessionBridge().getToken()
  const header: Record<string, string> = r.absolute
    ? (token ? { token } : {})
    : { ...apiHeaders(r.path, formData), ...opts.header }
  const attempt: Attempt = {
    auth: opts.auth !== false,
    toast: opts.toast !== false,
    retried,
    tokenUsed: header.token ?? '',
    retry: () => sendUpload(opts, true)
  }
  let res: { statusCode: number, data: unknown }
  try {
    res = await uploadFile({ url: r.url, filePath: opts.filePath, name: opts.name ?? 'file', header, formData, timeout: REQUEST_TIMEOUT }, opts.onProgress)
  } catch (e) {
    if (attempt.toast) toast(t('upload.failed'))
    throw new ApiError('network', t('upload.failed'), { data: { cause: errMsg(e) } })
  }
  if (res.statusCode !== 200 && res.statusCode !== 401) {
    const env = asEnvelope(res.data)
    const msg = env?.msg || t('upload.failed')
    if (attempt.toast) toast(msg)
    throw new ApiError('http', msg, { status: res.statusCode, code: env?.code ?? null })
  }
  const data = await handle(res.statusCode, res.data, attempt, r.absolute)
  // a retry after re-login returns through the first attempt, which toasts once
  if (!retried && opts.successToast !== false) toast(t('upload.success'))
  return data
}
