import crypto from 'node:crypto'

// WeChat behind one adapter: mini-program code-to-session and the official-account JSSDK signature.
// The base URL comes from configuration; tests point it at a local fake speaking the same protocol.

export interface WechatSession { openid: string, sessionKey: string, unionid: string | null }

export interface WechatJsSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

export class WechatError extends Error {
  constructor (message: string, readonly errcode?: number) {
    super(message)
  }
}

export interface WechatAdapterOptions {
  apiBase: string
  appId: string
  appSecret: string
  mpAppId: string
  mpAppSecret: string
  timeoutMs?: number
}

interface Cached { value: string, expiresAt: number }

/** sha1 over `jsapi_ticket=..&noncestr=..&timestamp=..&url=..` (the WeChat JSSDK rule). */
export function jsapiSignature (ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`
  return crypto.createHash('sha1').update(text).digest('hex')
}

export class WechatAdapter {
  private token: Cached | null = null
  private ticket: Cached | null = null
  private ticketInflight: Promise<string> | null = null

  constructor (private readonly opts: WechatAdapterOptions) {}

  get loginConfigured (): boolean {
    return this.opts.appId !== '' && this.opts.appSecret !== ''
  }

  get jssdkConfigured (): boolean {
    return this.opts.mpAppId !== '' && this.opts.mpAppSecret !== ''
  }

  /** `GET /sns/jscode2session` → openid (and unionid when the app is bound to an open platform). */
  async code2session (code: string): Promise<WechatSession> {
    const body = await this.get('/sns/jscode2session', {
      appid: this.opts.appId,
      secret: this.opts.appSecret,
      js_code: code,
      grant_type: 'authorization_code'
    })
    const openid = body.openid
    if (typeof openid !== 'string' || openid === '') throw new WechatError('no openid in the WeChat answer')
    return {
      openid,
      sessionKey: typeof body.session_key === 'string' ? body.session_key : '',
      unionid: typeof body.unionid === 'string' && body.unionid !== '' ? body.unionid : null
    }
  }

  /**
   * Official-account web authorisation (snsapi_base): the `code` WeChat's browser brings back →
   * the user's official-account openid (WeChat Pay JSAPI needs it).
   */
  async oauthOpenid (code: string): Promise<string> {
    const body = await this.get('/sns/oauth2/access_token', { appid: this.opts.mpAppId, secret: this.opts.mpAppSecret, code, grant_type: 'authorization_code' })
    if (typeof body.openid !== 'string' || body.openid === '') throw new WechatError('no openid in the WeChat answer')
    return body.openid
  }

  /** JSSDK config for a page URL (the part before `#`). The ticket is cached until it expires. */
  async jsSignature (url: string): Promise<WechatJsSignature> {
    const ticket = await this.jsapiTicket()
    const nonceStr = crypto.randomBytes(8).toString('hex')
    const timestamp = Math.floor(Date.now() / 1000)
    const pageUrl = url.split('#')[0]
    return { appId: this.opts.mpAppId, timestamp, nonceStr, signature: jsapiSignature(ticket, nonceStr, timestamp, pageUrl) }
  }

  private async accessToken (): Promise<string> {
    if (this.token !== null && this.token.expiresAt > Date.now()) return this.token.value
    const body = await this.get('/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: this.opts.mpAppId,
      secret: this.opts.mpAppSecret
    })
    if (typeof body.access_token !== 'string') throw new WechatError('no access_token in the WeChat answer')
    this.token = { value: body.access_token, expiresAt: Date.now() + lifetimeMs(body.expires_in) }
    return body.access_token
  }

  private async jsapiTicket (): Promise<string> {
    if (this.ticket !== null && this.ticket.expiresAt > Date.now()) return this.ticket.value
    // Concurrent first calls share one fetch.
    this.ticketInflight ??= (async () => {
      try {
        const body = await this.get('/cgi-bin/ticket/getticket', { access_token: await this.accessToken(), type: 'jsapi' })
        if (typeof body.ticket !== 'string') throw new WechatError('no ticket in the WeChat answer')
        this.ticket = { value: body.ticket, expiresAt: Date.now() + lifetimeMs(body.expires_in) }
        return body.ticket
      } finally {
        this.ticketInflight = null
      }
    })()
    return await this.ticketInflight
  }

  private async get (path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
    const url = `${this.opts.apiBase}${path}?${new URLSearchParams(query).toString()}`
    let res: Response
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000) })
    } catch (err) {
      throw new WechatError(`WeChat API unreachable: ${(err as Error).message}`)
    }
    if (!res.ok) throw new WechatError(`WeChat API HTTP ${res.status}`)
    let body: unknown
    try { body = await res.json() } catch { throw new WechatError('WeChat API answered with invalid JSON') }
    if (typeof body !== 'object' || body === null) throw new WechatError('WeChat API answered with invalid JSON')
    const rec = body as Record<string, unknown>
    if (typeof rec.errcode === 'number' && rec.errcode !== 0) {
      throw new WechatError(`WeChat API error ${rec.errcode}: ${String(rec.errmsg ?? '')}`, rec.errcode)
    }
    return rec
  }
}

/** WeChat says 7200 s; renew five minutes early. */
function lifetimeMs (expiresIn: unknown): number {
  const s = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 7200
  return Math.max(60, s - 300) * 1000
}
