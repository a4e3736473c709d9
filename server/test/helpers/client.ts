import http from 'node:http'
import { SiweMessage } from 'siwe'
import type { Wallet, HDNodeWallet } from 'ethers'
import { computeSign } from '../../../types/sign'
import type { Envelope } from '../../../types/envelope'
import type { NonceResponse, SessionPayload } from '../../../types/user'

// A small HTTP client that talks to the server the way the app does: Sign header computed with the
// contract's types/sign.ts (what the client sends), `token`, Accept-Language.

export interface Res<T = unknown> { status: number, body: Envelope<T> }

export interface CallOptions {
  token?: string | null
  lang?: string
  sign?: string | false
  headers?: Record<string, string>
}

export class ApiClient {
  token: string | null = null

  constructor (readonly base: string, readonly socketUrl = '/ws', readonly lang = 'en') {}

  withToken (token: string | null): ApiClient {
    const c = new ApiClient(this.base, this.socketUrl, this.lang)
    c.token = token
    return c
  }

  private headers (sign: string, opts: CallOptions): Record<string, string> {
    const h: Record<string, string> = { 'Accept-Language': opts.lang ?? this.lang, ...opts.headers }
    if (opts.sign !== false) h.Sign = opts.sign ?? sign
    const token = opts.token === undefined ? this.token : opts.token
    if (token !== null) h.token = token
    return h
  }

  async get<T = unknown> (path: string, query: Record<string, string | number> = {}, opts: CallOptions = {}): Promise<Res<T>> {
    const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))
    const qs = new URLSearchParams(q).toString()
    const res = await fetch(`${this.base}/api${path}${qs === '' ? '' : `?${qs}`}`, { headers: this.headers(computeSign(path, q, this.socketUrl), opts) })
    return { status: res.status, body: await res.json() as Envelope<T> }
  }

  async post<T = unknown> (path: string, body: Record<string, unknown> | null = {}, opts: CallOptions = {}): Promise<Res<T>> {
    const headers = this.headers(computeSign(path, body, this.socketUrl), opts)
    const init: RequestInit = { method: 'POST', headers }
    if (body !== null) {
      headers['Content-Type'] = 'application/json'
      init.body = JSON.stringify(body)
    }
    const res = await fetch(`${this.base}/api${path}`, init)
    return { status: res.status, body: await res.json() as Envelope<T> }
  }

  /**
   * POST on a connection of its own (fetch reuses one keep-alive connection per origin, which
   * turns a "concurrent" burst into a queue): for bursts that must reach the server together.
   */
  async postConcurrent<T = unknown> (path: string, body: Record<string, unknown>, opts: CallOptions = {}): Promise<Res<T>> {
    const headers = { ...this.headers(computeSign(path, body, this.socketUrl), opts), 'Content-Type': 'application/json' }
    const text = JSON.stringify(body)
    return await new Promise((resolve, reject) => {
      const req = http.request(`${this.base}/api${path}`, { method: 'POST', agent: false, headers: { ...headers, 'Content-Length': Buffer.byteLength(text) } }, (res) => {
        let data = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => { data += chunk })
        res.on('end', () => {
          try { resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) as Envelope<T> }) } catch (err) { reject(err) }
        })
      })
      req.on('error', reject)
      req.end(text)
    })
  }

  /** Raw request for malformed input: you set the body, content type and Sign yourself. */
  async raw (method: string, path: string, body: string | Buffer | FormData | undefined, headers: Record<string, string>): Promise<{ status: number, text: string }> {
    const h: Record<string, string> = { 'Accept-Language': this.lang, ...headers }
    if (this.token !== null && h.token === undefined) h.token = this.token
    const payload = Buffer.isBuffer(body) ? new Uint8Array(body) : body
    const res = await fetch(`${this.base}${path}`, { method, headers: h, body: payload })
    return { status: res.status, text: await res.text() }
  }

  /** multipart upload of one file in field `file` (no Sign, like an upload to an absolute URL) */
  async upload (bytes: Buffer, filename: string, type: string, opts: CallOptions = {}): Promise<Res<{ url: string, fullurl: string }>> {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename)
    const headers: Record<string, string> = { 'Accept-Language': opts.lang ?? this.lang, ...opts.headers }
    if (opts.sign !== undefined && opts.sign !== false) headers.Sign = opts.sign
    const token = opts.token === undefined ? this.token : opts.token
    if (token !== null) headers.token = token
    const res = await fetch(`${this.base}/api/common/upload`, { method: 'POST', headers, body: form })
    return { status: res.status, body: await res.json() as Envelope<{ url: string, fullurl: string }> }
  }
}

export type AnyWallet = Wallet | HDNodeWallet

export interface SiweOverrides {
  domain?: string
  chainId?: number
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  address?: string
}

/** The EIP-4361 message the app builds from the nonce answer. */
export async function siweMessage (client: ApiClient, wallet: AnyWallet, o: SiweOverrides = {}): Promise<{ message: string, nonce: NonceResponse }> {
  const res = await client.get<NonceResponse>('/login/nonce')
  if (res.body.code !== 1) throw new Error(`nonce failed: ${res.body.msg}`)
  const n = res.body.data
  const msg = new SiweMessage({
    domain: o.domain ?? n.domain,
    address: o.address ?? wallet.address,
    statement: n.statement,
    uri: n.uri,
    version: '1',
    chainId: o.chainId ?? n.chain_id,
    nonce: o.nonce ?? n.nonce,
    issuedAt: o.issuedAt ?? n.issued_at,
    expirationTime: o.expirationTime ?? n.expiration_time
  })
  return { message: msg.prepareMessage(), nonce: n }
}

export async function walletLogin (client: ApiClient, wallet: AnyWallet, extra: Record<string, string> = {}): Promise<Res<SessionPayload>> {
  const { message } = await siweMessage(client, wallet)
  const signature = await wallet.signMessage(message)
  return await client.post<SessionPayload>('/login/login', { message, signature, ...extra })
}

/** Log in a new random wallet; returns a client carrying its token and the session. */
export async function newUser (client: ApiClient, wallet: AnyWallet, extra: Record<string, string> = {}): Promise<{ api: ApiClient, session: SessionPayload }> {
  const res = await walletLogin(client, wallet, extra)
  if (res.body.code !== 1) throw new Error(`login failed: ${res.body.msg}`)
  return { api: client.withToken(res.body.data.userinfo.token), session: res.body.data }
}
