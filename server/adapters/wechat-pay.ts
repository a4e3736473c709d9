import crypto from 'node:crypto'

// WeChat Pay API v3 behind one adapter, with node:crypto only (the v3 protocol is four primitives):
// - requests signed `WECHATPAY2-SHA256-RSA2048` with the merchant key (method, path, timestamp,
//   nonce, body — each followed by "\n"); answers and notifications verified with the platform
//   certificate's public key over `timestamp\nnonce\nbody\n`;
// - the client's payment parameters signed RSA-SHA256 over `appId\ntimeStamp\nnonceStr\npackage\n`;
// - notification resources decrypted with AES-256-GCM under the API v3 key.
// The base URL comes from configuration (WECHAT_PAY_API_BASE); tests and the e2e point it at
// server/dev/wechat-pay-fake.ts, which speaks the same protocol and checks our signatures.

export interface WechatPayOptions {
  apiBase: string
  mchId: string
  /** API v3 key: 32 bytes of text, the AES-256-GCM key of notifications */
  apiV3Key: string
  /** merchant private key (PEM) and its certificate serial */
  privateKey: string
  serial: string
  /** the platform certificate or public key (PEM): verifies answers and notifications */
  platformKey: string
  timeoutMs?: number
}

export class WechatPayError extends Error {
  constructor (message: string, readonly status?: number, readonly code?: string) {
    super(message)
  }
}

export interface JsapiPrepay {
  appid: string
  description: string
  outTradeNo: string
  /** fen */
  total: number
  openid: string
  notifyUrl: string
  /** unix seconds: WeChat refuses payment after it */
  expireAt: number
}

/** What `wx.chooseWXPay` / `WeixinJSBridge getBrandWCPayRequest` / `Taro.requestPayment` take. */
export interface ClientPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR'

export interface Transaction {
  out_trade_no: string
  transaction_id?: string
  trade_state: TradeState
  mchid: string
  appid?: string
  amount?: { total: number, payer_total?: number, currency?: string }
  payer?: { openid?: string }
  success_time?: string
}

export interface RefundResult {
  out_refund_no: string
  refund_id?: string
  out_trade_no?: string
  transaction_id?: string
  status: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL'
  amount?: { refund: number, total: number }
}

export interface NotificationHeaders {
  timestamp: string
  nonce: string
  signature: string
  serial: string
}

export interface Notification<T> { id: string, eventType: string, resource: T }

export function nonce (): string {
  return crypto.randomBytes(16).toString('hex')
}

export function rsaSign (privateKey: string, message: string): string {
  return crypto.createSign('RSA-SHA256').update(message).sign(privateKey, 'base64')
}

export function rsaVerify (publicKey: string, message: string, signature: string): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64')
  } catch {
    return false
  }
}

/** The Authorization header of a v3 request. */
export function authorization (o: { mchId: string, serial: string, privateKey: string }, method: string, pathAndQuery: string, body: string, at = Math.floor(Date.now() / 1000), nonceStr = nonce()): string {
  const signature = rsaSign(o.privateKey, `${method}\n${pathAndQuery}\n${at}\n${nonceStr}\n${body}\n`)
  return `WECHATPAY2-SHA256-RSA2048 mchid="${o.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${at}",serial_no="${o.serial}"`
}

/** Parses `WECHATPAY2-SHA256-RSA2048 k="v",…` (the fake checks our requests with it). */
export function parseAuthorization (header: string): Record<string, string> | null {
  const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header)
  if (m === null) return null
  const out: Record<string, string> = {}
  for (const part of m[1].matchAll(/(\w+)="([^"]*)"/g)) out[part[1]] = part[2]
  return out
}

/** AES-256-GCM (AEAD_AES_256_GCM): ciphertext is base64 of the encrypted bytes followed by the 16-byte tag. */
export function aesGcmDecrypt (key: string, nonceText: string, associatedData: string, ciphertext: string): string {
  const raw = Buffer.from(ciphertext, 'base64')
  if (raw.length < 17) throw new WechatPayError('ciphertext too short')
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonceText))
  decipher.setAuthTag(raw.subarray(raw.length - 16))
  decipher.setAAD(Buffer.from(associatedData))
  return Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]).toString('utf8')
}

export function aesGcmEncrypt (key: string, nonceText: string, associatedData: string, plaintext: string): string {
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonceText))
  cipher.setAAD(Buffer.from(associatedData))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64')
}

/** Notifications older than this (by their signed timestamp) are refused: a replay of an old one. */
export const NOTIFY_MAX_AGE_SECONDS = 300

export class WechatPayAdapter {
  constructor (private readonly opts: WechatPayOptions) {
    if (Buffer.byteLength(opts.apiV3Key) !== 32) throw new WechatPayError('WECHAT_PAY_API_V3_KEY must be 32 bytes')
  }

  get mchId (): string { return this.opts.mchId }

  /** POST /v3/pay/transactions/jsapi → prepay_id */
  async jsapiPrepay (p: JsapiPrepay): Promise<string> {
    const body = await this.call('POST', '/v3/pay/transactions/jsapi', {
      appid: p.appid,
      mchid: this.opts.mchId,
      description: p.description.slice(0, 127),
      out_trade_no: p.outTradeNo,
      time_expire: rfc3339(p.expireAt),
      notify_url: p.notifyUrl,
      amount: { total: p.total, currency: 'CNY' },
      payer: { openid: p.openid }
    })
    const id = body?.prepay_id
    if (typeof id !== 'string' || id === '') throw new WechatPayError('no prepay_id in the answer')
    return id
  }

  /** The client's parameters for a prepay id, signed with the merchant key. */
  clientParams (appId: string, prepayId: string, at = Math.floor(Date.now() / 1000)): ClientPayParams {
    const timeStamp = String(at)
    const nonceStr = nonce()
    const pkg = `prepay_id=${prepayId}`
    return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: rsaSign(this.opts.privateKey, `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`) }
  }

  /** GET /v3/pay/transactions/out-trade-no/{no}?mchid= */
  async query (outTradeNo: string): Promise<Transaction> {
    const body = await this.call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.opts.mchId)}`)
    if (body === null || typeof body.trade_state !== 'string') throw new WechatPayError('no trade_state in the answer')
    return body as unknown as Transaction
  }

  /** POST /v3/pay/transactions/out-trade-no/{no}/close (204) */
  async close (outTradeNo: string): Promise<void> {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: this.opts.mchId })
  }

  /** POST /v3/refund/domestic/refunds: idempotent on out_refund_no at WeChat's side. */
  async refund (r: { outTradeNo: string, outRefundNo: string, refund: number, total: number, reason: string, notifyUrl: string }): Promise<RefundResult> {
    const body = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: r.outTradeNo,
      out_refund_no: r.outRefundNo,
      reason: r.reason.slice(0, 80),
      notify_url: r.notifyUrl,
      amount: { refund: r.refund, total: r.total, currency: 'CNY' }
    })
    if (body === null || typeof body.status !== 'string') throw new WechatPayError('no status in the refund answer')
    return body as unknown as RefundResult
  }

  /**
   * A notification: the platform signature over `timestamp\nnonce\nbody\n`, a fresh timestamp, then
   * the resource decrypted. Null when anything is off (forged, stale, not decryptable).
   */
  openNotification<T> (h: NotificationHeaders, rawBody: string, at = Math.floor(Date.now() / 1000)): Notification<T> | null {
    const ts = Number(h.timestamp)
    if (!Number.isInteger(ts) || Math.abs(at - ts) > NOTIFY_MAX_AGE_SECONDS) return null
    if (!rsaVerify(this.opts.platformKey, `${h.timestamp}\n${h.nonce}\n${rawBody}\n`, h.signature)) return null
    try {
      const body = JSON.parse(rawBody) as { id?: unknown, event_type?: unknown, resource?: { algorithm?: string, ciphertext?: string, associated_data?: string, nonce?: string } }
      const r = body.resource
      if (typeof body.id !== 'string' || typeof body.event_type !== 'string' || r?.algorithm !== 'AEAD_AES_256_GCM') return null
      const plain = aesGcmDecrypt(this.opts.apiV3Key, r.nonce ?? '', r.associated_data ?? '', r.ciphertext ?? '')
      return { id: body.id, eventType: body.event_type, resource: JSON.parse(plain) as T }
    } catch {
      return null
    }
  }

  private async call (method: 'GET' | 'POST', pathAndQuery: string, payload?: unknown): Promise<Record<string, unknown> | null> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    let res: Response
    try {
      res = await fetch(`${this.opts.apiBase}${pathAndQuery}`, {
        method,
        headers: {
          Authorization: authorization(this.opts, method, pathAndQuery, body),
          Accept: 'application/json',
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' })
        },
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000)
      })
    } catch (err) {
      throw new WechatPayError(`WeChat Pay unreachable: ${(err as Error).message}`)
    }
    const text = await res.text()
    // every answer is signed by the platform, error answers included: an unsigned one is not WeChat
    const sig = res.headers.get('wechatpay-signature') ?? ''
    const ts = res.headers.get('wechatpay-timestamp') ?? ''
    const nc = res.headers.get('wechatpay-nonce') ?? ''
    if (!rsaVerify(this.opts.platformKey, `${ts}\n${nc}\n${text}\n`, sig)) throw new WechatPayError('WeChat Pay answer signature invalid', res.status)
    let parsed: Record<string, unknown> | null = null
    if (text !== '') {
      try { parsed = JSON.parse(text) as Record<string, unknown> } catch { throw new WechatPayError('WeChat Pay answered with invalid JSON', res.status) }
    }
    if (!res.ok) throw new WechatPayError(`WeChat Pay HTTP ${res.status}: ${String(parsed?.message ?? '')}`, res.status, typeof parsed?.code === 'string' ? parsed.code : undefined)
    return parsed
  }
}

/** `2026-11-25T10:00:00+08:00` (WeChat's time format, China time). */
export function rfc3339 (unix: number): string {
  const d = new Date((unix + 8 * 3600) * 1000)
  return `${d.toISOString().slice(0, 19)}+08:00`
}
