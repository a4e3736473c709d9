import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { aesGcmEncrypt, nonce, parseAuthorization, rsaSign, rsaVerify, type RefundResult, type Transaction } from '../adapters/wechat-pay'

// A local WeChat Pay (API v3) for tests, the e2e and trying the channel by hand. It speaks the real
// protocol: every request's WECHATPAY2-SHA256-RSA2048 signature is checked with the merchant's
// public key (a bad one is answered 401 SIGN_ERROR), every answer is signed with the platform key,
// and notifications are signed and their resource encrypted (AEAD_AES_256_GCM) under the API v3 key.
//   POST /v3/pay/transactions/jsapi                        → { prepay_id }
//   GET  /v3/pay/transactions/out-trade-no/{no}?mchid=      → the transaction
//   POST /v3/pay/transactions/out-trade-no/{no}/close       → 204
//   POST /v3/refund/domestic/refunds                        → { status: PROCESSING }, then REFUND.SUCCESS notified
// What WeChat's own app does when the buyer confirms in the payment sheet is `POST /fake/pay`
// { appId, timeStamp, nonceStr, package, paySign, notify? }: the paySign is checked like the app
// checks it, the trade becomes SUCCESS and (unless notify is false) the notification is sent.
// Keys are generated when it starts (never stored anywhere).

export interface WechatPayKeys {
  mchId: string
  apiV3Key: string
  merchantPrivateKey: string
  merchantPublicKey: string
  merchantSerial: string
  platformPrivateKey: string
  platformPublicKey: string
  platformSerial: string
}

export function generateWechatPayKeys (): WechatPayKeys {
  const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } })
  const m = pair()
  const p = pair()
  return {
    mchId: '1900000109',
    apiV3Key: crypto.randomBytes(16).toString('hex'),
    merchantPrivateKey: m.privateKey,
    merchantPublicKey: m.publicKey,
    merchantSerial: crypto.randomBytes(20).toString('hex').toUpperCase(),
    platformPrivateKey: p.privateKey,
    platformPublicKey: p.publicKey,
    platformSerial: crypto.randomBytes(20).toString('hex').toUpperCase()
  }
}

interface FakeTrade {
  appid: string
  openid: string
  outTradeNo: string
  total: number
  notifyUrl: string
  prepayId: string
  state: Transaction['trade_state']
  transactionId?: string
  successTime?: string
  refunded: number
}

interface FakeRefund { outRefundNo: string, refundId: string, outTradeNo: string, refund: number, total: number, notifyUrl: string, status: RefundResult['status'] }

export interface SentNotification { url: string, headers: Record<string, string>, body: string, status: number }

export interface FakeWechatPay {
  base: string
  keys: WechatPayKeys
  trades: Map<string, FakeTrade>
  refunds: Map<string, FakeRefund>
  /** every notification sent, with the answer's status */
  sent: SentNotification[]
  /** requests whose signature was refused */
  refusedRequests: number
  /** the signed, encrypted notification of a trade or refund (not sent): tests replay or alter it */
  notification: (kind: 'transaction' | 'refund', key: string, overrides?: Record<string, unknown>) => { headers: Record<string, string>, body: string }
  /** sends a (possibly altered) notification to a URL and records it */
  deliver: (url: string, n: { headers: Record<string, string>, body: string }) => Promise<number>
  /** the buyer paid in WeChat (as /fake/pay, without the client's paySign) */
  pay: (outTradeNo: string, notify?: boolean) => Promise<void>
  close: () => Promise<void>
}

export interface FakeWechatPayOptions {
  /** send REFUND.SUCCESS by itself right after answering a refund (default true; tests deliver it themselves) */
  autoNotifyRefunds?: boolean
}

export async function startFakeWechatPay (keys: WechatPayKeys = generateWechatPayKeys(), opts: FakeWechatPayOptions = {}): Promise<FakeWechatPay> {
  const trades = new Map<string, FakeTrade>()
  const byPrepay = new Map<string, FakeTrade>()
  const refunds = new Map<string, FakeRefund>()
  const sent: SentNotification[] = []
  let seq = 0
  const state = { refusedRequests: 0 }

  const transaction = (t: FakeTrade): Transaction => ({
    out_trade_no: t.outTradeNo,
    mchid: keys.mchId,
    appid: t.appid,
    trade_state: t.state,
    ...(t.transactionId !== undefined ? { transaction_id: t.transactionId, success_time: t.successTime } : {}),
    amount: { total: t.total, payer_total: t.total, currency: 'CNY' },
    payer: { openid: t.openid }
  })
  const refundBody = (r: FakeRefund): RefundResult & Record<string, unknown> => ({
    out_refund_no: r.outRefundNo, refund_id: r.refundId, out_trade_no: r.outTradeNo, status: r.status, amount: { refund: r.refund, total: r.total }
  })

  const signed = (body: string): Record<string, string> => {
    const ts = String(Math.floor(Date.now() / 1000))
    const nc = nonce()
    return {
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': nc,
      'Wechatpay-Serial': keys.platformSerial,
      'Wechatpay-Signature': rsaSign(keys.platformPrivateKey, `${ts}\n${nc}\n${body}\n`)
    }
  }

  const notification = (kind: 'transaction' | 'refund', key: string, overrides: Record<string, unknown> = {}): { headers: Record<string, string>, body: string } => {
    let resource: Record<string, unknown>
    if (kind === 'transaction') {
      const t = trades.get(key)
      if (t === undefined) throw new Error(`no trade ${key}`)
      resource = { ...transaction(t), ...overrides }
    } else {
      const r = refunds.get(key)
      if (r === undefined) throw new Error(`no refund ${key}`)
      resource = { ...refundBody(r), refund_status: r.status, ...overrides }
    }
    const nc = crypto.randomBytes(6).toString('hex')
    const ad = kind
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: kind === 'transaction' ? 'TRANSACTION.SUCCESS' : 'REFUND.SUCCESS',
      summary: kind === 'transaction' ? '支付成功' : '退款成功',
      resource: { original_type: kind, algorithm: 'AEAD_AES_256_GCM', ciphertext: aesGcmEncrypt(keys.apiV3Key, nc, ad, JSON.stringify(resource)), associated_data: ad, nonce: nc }
    })
    return { headers: { 'Content-Type': 'application/json', ...signed(body) }, body }
  }

  const deliver = async (url: string, n: { headers: Record<string, string>, body: string }): Promise<number> => {
    let status = 0
    try {
      const res = await fetch(url, { method: 'POST', headers: n.headers, body: n.body, signal: AbortSignal.timeout(10_000) })
      status = res.status
      await res.arrayBuffer()
    } catch { status = 0 }
    sent.push({ url, headers: n.headers, body: n.body, status })
    return status
  }

  const pay = async (outTradeNo: string, notify = true): Promise<void> => {
    const t = trades.get(outTradeNo)
    if (t === undefined || t.state !== 'NOTPAY') return
    t.state = 'SUCCESS'
    t.transactionId = `42000${Date.now()}${String(++seq).padStart(4, '0')}`
    t.successTime = new Date().toISOString()
    if (notify) await deliver(t.notifyUrl, notification('transaction', outTradeNo))
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch(() => { if (!res.headersSent) { res.writeHead(500); res.end() } })
    })
  })

  const answer = (res: http.ServerResponse, status: number, body: unknown): void => {
    const text = body === null ? '' : JSON.stringify(body)
    res.writeHead(status, { ...(text === '' ? {} : { 'Content-Type': 'application/json' }), 'Access-Control-Allow-Origin': '*', ...signed(text) })
    res.end(text)
  }

  async function handle (req: http.IncomingMessage, res: http.ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST, GET', 'Access-Control-Allow-Headers': 'Content-Type' })
      res.end()
      return
    }
    // what WeChat's app does in the payment sheet
    if (url.pathname === '/fake/pay' && req.method === 'POST') {
      const p = JSON.parse(body) as { appId: string, timeStamp: string, nonceStr: string, package: string, paySign: string, notify?: boolean }
      const t = byPrepay.get(String(p.package).replace(/^prepay_id=/, ''))
      if (t === undefined || t.appid !== p.appId) return answer(res, 400, { code: 'PARAM_ERROR', message: 'unknown prepay_id' })
      if (!rsaVerify(keys.merchantPublicKey, `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`, p.paySign)) return answer(res, 400, { code: 'SIGN_ERROR', message: 'paySign invalid' })
      if (t.state !== 'NOTPAY') return answer(res, 400, { code: 'ORDERPAID', message: `trade is ${t.state}` })
      await pay(t.outTradeNo, p.notify !== false)
      return answer(res, 200, { err_msg: 'get_brand_wcpay_request:ok' })
    }
    if (!url.pathname.startsWith('/v3/')) return answer(res, 404, { code: 'NOT_FOUND', message: 'no such API' })
    // the merchant's request signature
    const auth = parseAuthorization(String(req.headers.authorization ?? ''))
    const pathAndQuery = `${url.pathname}${url.search}`
    if (auth === null || auth.mchid !== keys.mchId || auth.serial_no !== keys.merchantSerial ||
      Math.abs(Number(auth.timestamp) - Date.now() / 1000) > 300 ||
      !rsaVerify(keys.merchantPublicKey, `${req.method ?? ''}\n${pathAndQuery}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`, auth.signature)) {
      state.refusedRequests++
      return answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' })
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fake reads whatever JSON a client sends, and answers PARAM_ERROR when it is wrong
    const json = body === '' ? {} : JSON.parse(body) as Record<string, any>
    if (url.pathname === '/v3/pay/transactions/jsapi' && req.method === 'POST') {
      const total = json.amount?.total
      if (json.mchid !== keys.mchId || typeof json.out_trade_no !== 'string' || !Number.isInteger(total) || total <= 0 || typeof json.payer?.openid !== 'string' || json.payer.openid === '') {
        return answer(res, 400, { code: 'PARAM_ERROR', message: '参数错误' })
      }
      const known = trades.get(json.out_trade_no)
      if (known !== undefined) {
        if (known.state !== 'NOTPAY') return answer(res, 400, { code: known.state === 'CLOSED' ? 'ORDERCLOSED' : 'ORDERPAID', message: '订单状态错误' })
        if (known.total !== total) return answer(res, 400, { code: 'INVALID_REQUEST', message: '订单号重复' })
        return answer(res, 200, { prepay_id: known.prepayId })
      }
      const t: FakeTrade = { appid: json.appid, openid: json.payer.openid, outTradeNo: json.out_trade_no, total, notifyUrl: json.notify_url, prepayId: `wx${Date.now()}${++seq}`, state: 'NOTPAY', refunded: 0 }
      trades.set(t.outTradeNo, t)
      byPrepay.set(t.prepayId, t)
      return answer(res, 200, { prepay_id: t.prepayId })
    }
    const q = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname)
    if (q !== null) {
      const t = trades.get(decodeURIComponent(q[1]))
      if (t === undefined) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      if (q[2] === undefined && req.method === 'GET') return answer(res, 200, transaction(t))
      if (q[2] !== undefined && req.method === 'POST') {
        if (t.state === 'SUCCESS' || t.state === 'REFUND') return answer(res, 400, { code: 'ORDERPAID', message: '订单已支付' })
        t.state = 'CLOSED'
        return answer(res, 204, null)
      }
    }
    if (url.pathname === '/v3/refund/domestic/refunds' && req.method === 'POST') {
      const t = trades.get(json.out_trade_no)
      const refund = json.amount?.refund
      if (t === undefined) return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' })
      if (t.state !== 'SUCCESS' && t.state !== 'REFUND') return answer(res, 400, { code: 'INVALID_REQUEST', message: '订单未支付' })
      const known = refunds.get(json.out_refund_no)
      if (known !== undefined) return answer(res, 200, refundBody(known))
      if (!Number.isInteger(refund) || refund <= 0 || json.amount?.total !== t.total || t.refunded + refund > t.total) {
        return answer(res, 400, { code: 'INVALID_REQUEST', message: '退款金额错误' })
      }
      t.refunded += refund
      t.state = 'REFUND'
      const r: FakeRefund = { outRefundNo: json.out_refund_no, refundId: `50300${Date.now()}${++seq}`, outTradeNo: t.outTradeNo, refund, total: t.total, notifyUrl: json.notify_url, status: 'PROCESSING' }
      refunds.set(r.outRefundNo, r)
      answer(res, 200, refundBody(r))
      // the bank takes a moment; then WeChat notifies
      r.status = 'SUCCESS'
      if (opts.autoNotifyRefunds !== false) setImmediate(() => {
        if (r.notifyUrl !== undefined && r.notifyUrl !== '') void deliver(r.notifyUrl, notification('refund', r.outRefundNo))
      })
      return
    }
    answer(res, 404, { code: 'NOT_FOUND', message: 'no such API' })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    keys,
    trades,
    refunds,
    sent,
    get refusedRequests () { return state.refusedRequests },
    notification,
    deliver,
    pay,
    close: async () => { server.closeAllConnections(); await new Promise<void>((resolve) => { server.close(() => { resolve() }) }) }
  }
}
