import fs from 'node:fs'
import path from 'node:path'

/** Everything the server reads from the environment, with the defaults `npm start` runs on. */
export interface ChainConfig {
  rpcUrl: string
  /** lower-case 0x addresses */
  usdtContract: string
  depositAddress: string
  /** the payout wallet's key ('' = withdrawals to BSC cannot be paid out automatically) */
  payoutPrivateKey: string
  confirmations: number
  /** the node NFT staking contract (NODE_STAKING_CONTRACT; null = the node NFT indexer is off) */
  nodeStaking: string | null
}

export interface Config {
  port: number
  host: string
  /** behind a reverse proxy: take the client IP and host from X-Forwarded-* */
  trustProxy: boolean
  /** postgres://... for a PostgreSQL server; a directory (default ./data/pglite) or `memory://` for PGlite */
  databaseUrl: string
  /** unset: push fan-out stays inside this process */
  redisUrl: string | null
  /** pub/sub channel shared by the instances of one deployment */
  redisChannel: string
  /** The socket address the client is built with; the request Sign appKey is md5 of this exact string. */
  socketUrl: string
  /** Public origin of the app (invite links, upload full URLs); '' = taken from the request Host. */
  publicUrl: string
  /**
   * SIWE domain the server accepts: SIWE_DOMAIN, else PUBLIC_URL's host; '' = the address the
   * server listens on (local demo; see siweDomainOf in modules/auth). Never the request's Host.
   */
  siweDomain: string
  siweStatement: string
  chainId: 56 | 97
  /**
   * On-chain USDT deposits and payouts (CHAIN_RPC_URL, USDT_CONTRACT, DEPOSIT_ADDRESS,
   * PAYOUT_PRIVATE_KEY, DEPOSIT_CONFIRMATIONS); null when CHAIN_RPC_URL is unset: the pages say
   * deposits are not configured.
   */
  chain: ChainConfig | null
  tokenTtlDays: number
  /** How long a process trusts a session it looked up (SESSION_CACHE_MS; 0 = every request asks the database). */
  sessionCacheMs: number
  nonceTtlSeconds: number
  wechat: {
    appId: string
    appSecret: string
    mpAppId: string
    mpAppSecret: string
    apiBase: string
  }
  /**
   * Live streaming (issue 17, `npm run live`): LIVE_RTMP_URL is the RTMP application merchants push to
   * and live-player pulls from (rtmp://host:port/live), LIVE_HLS_URL where H5 viewers get the HLS
   * playlists (http://host:port/hls). Unset: creating a live says streaming is not configured.
   */
  live: { rtmpUrl: string, hlsUrl: string }
  /**
   * WeChat Pay API v3 (WECHAT_PAY_*); null when any part is missing: the cashier does not offer
   * the channel. Keys are PEM text or a path to a PEM file.
   */
  wechatPay: WechatPayConfig | null
  uploadDir: string
  /** Largest accepted upload in bytes (the spec's 2 MB). */
  uploadMaxBytes: number
  /** JSON / form body limit in bytes. */
  bodyLimit: number
  /** How long a shutdown waits for requests in flight before it cuts them (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number
  rateLimitLogin: { max: number, windowMs: number }
  /** common/setSearch per client */
  rateLimitSearch: { max: number, windowMs: number }
  demoSeed: boolean
  /** credit every new account with demo balances (default: on with the embedded database only) */
  demoGrant: boolean
  /** a wallet (lower case) that signs in as the demo merchant (seed/merchant.ts); null: none */
  demoMerchantWallet: string | null
  /** smtp(s)://user:pass@host:port for the pay-password codes; null = print them in the server log */
  smtpUrl: string | null
  mailFrom: string
  /** payPwdCode per client */
  rateLimitCode: { max: number, windowMs: number }
  /** order timers: unpaid auto-close, auto-confirm after shipping, auto-review after receipt; how often the scheduler looks */
  orderTimers: { closeMinutes: number, confirmDays: number, reviewDays: number, intervalSeconds: number }
  /** refund timers (days): the seller's silence counts as agreement, the buyer's return, the seller's receipt of it */
  refundTimers: { agreeDays: number, returnDays: number, receiveDays: number }
  /** Built H5 app served at `/` when the folder exists. */
  staticDir: string
  /** Built admin console served at `/admin` when the folder exists. */
  adminDir: string
  /** admin console session lifetime */
  adminTokenTtlHours: number
  /** Websocket heartbeat: a `ping` every this many ms. */
  wsPingMs: number
  logLevel: string
}

type Env = Record<string, string | undefined>

function int (v: string | undefined, fallback: number): number {
  if (v === undefined || v.trim() === '') return fallback
  const n = Number(v)
  if (!Number.isFinite(n)) throw new Error(`Invalid number in configuration: ${v}`)
  return n
}

function positive (v: string | undefined, fallback: number, name: string): number {
  const n = int(v, fallback)
  if (!(n > 0)) throw new Error(`${name} must be a positive number, got ${v ?? ''}`)
  return n
}

function nonNegative (v: string | undefined, fallback: number, name: string): number {
  const n = int(v, fallback)
  if (!(n >= 0)) throw new Error(`${name} must be 0 or more, got ${v ?? ''}`)
  return n
}

function walletAddress (v: string | undefined, name: string): string | null {
  const s = v?.trim() ?? ''
  if (s === '') return null
  if (!/^0x[0-9a-fA-F]{40}$/.test(s)) throw new Error(`${name} must be a 0x… wallet address, got ${s}`)
  return s.toLowerCase()
}

function bool (v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v.trim() === '') return fallback
  return !['0', 'false', 'off', 'no'].includes(v.trim().toLowerCase())
}

/** `30/min`, `5/s`, `100/h` or a bare number (per minute). */
export function parseRate (v: string | undefined, fallback: string): { max: number, windowMs: number } {
  const text = (v ?? '').trim() || fallback
  const m = /^(\d+)\s*(?:\/\s*(s|sec|second|m|min|minute|h|hour))?$/i.exec(text)
  if (m == null) throw new Error(`Invalid rate limit: ${text} (expected e.g. 30/min)`)
  const unit = (m[2] ?? 'min').toLowerCase()
  const windowMs = unit.startsWith('s') ? 1000 : unit.startsWith('h') ? 3600_000 : 60_000
  return { max: Number(m[1]), windowMs }
}

function stripSlash (url: string): string {
  return url.replace(/\/+$/, '')
}

/** SIWE_DOMAIN, else PUBLIC_URL's host[:port], else '' (the listen address); required in production. */
function siweDomainFrom (env: Env, publicUrl: string): string {
  const explicit = env.SIWE_DOMAIN?.trim() ?? ''
  let fromPublic = ''
  if (publicUrl !== '') {
    try {
      fromPublic = new URL(publicUrl).host
    } catch {
      throw new Error(`PUBLIC_URL must be an absolute URL such as https://shop.example.com, got ${publicUrl}`)
    }
  }
  const domain = explicit !== '' ? explicit : fromPublic
  if (domain === '' && env.NODE_ENV === 'production') {
    throw new Error('Set SIWE_DOMAIN or PUBLIC_URL in production: wallet sign-in messages must name the site\'s own domain (a request Host header can be forged)')
  }
  return domain
}

export function loadConfig (env: Env = process.env): Config {
  const chainId = int(env.CHAIN_ID, 56)
  if (chainId !== 56 && chainId !== 97) throw new Error(`CHAIN_ID must be 56 (BSC) or 97 (BSC test net), got ${chainId}`)
  const cwd = process.cwd()
  const publicUrl = stripSlash(env.PUBLIC_URL?.trim() ?? '')
  return {
    port: int(env.PORT, 3000),
    // loopback unless asked: the demo credits every new account, so exposing it is a choice (HOST=0.0.0.0)
    host: env.HOST?.trim() || '127.0.0.1',
    trustProxy: bool(env.TRUST_PROXY, false),
    databaseUrl: env.DATABASE_URL?.trim() || path.join(cwd, 'data', 'pglite'),
    redisUrl: env.REDIS_URL?.trim() || null,
    redisChannel: env.REDIS_CHANNEL?.trim() || 'bbmall:push',
    socketUrl: env.SOCKET_URL ?? '/ws',
    publicUrl,
    siweDomain: siweDomainFrom(env, publicUrl),
    siweStatement: env.SIWE_STATEMENT ?? 'Sign in to BB Mall',
    chainId,
    chain: chainFrom(env),
    tokenTtlDays: int(env.TOKEN_TTL_DAYS, 30),
    sessionCacheMs: nonNegative(env.SESSION_CACHE_MS, 10_000, 'SESSION_CACHE_MS'),
    nonceTtlSeconds: int(env.NONCE_TTL_SECONDS, 300),
    wechat: {
      appId: env.WECHAT_APP_ID?.trim() ?? '',
      appSecret: env.WECHAT_APP_SECRET?.trim() ?? '',
      mpAppId: env.WECHAT_MP_APP_ID?.trim() ?? '',
      mpAppSecret: env.WECHAT_MP_APP_SECRET?.trim() ?? '',
      apiBase: stripSlash(env.WECHAT_API_BASE?.trim() || 'https://api.weixin.qq.com')
    },
    live: { rtmpUrl: stripSlash(env.LIVE_RTMP_URL?.trim() ?? ''), hlsUrl: stripSlash(env.LIVE_HLS_URL?.trim() ?? '') },
    wechatPay: wechatPayFrom(env),
    uploadDir: path.resolve(cwd, env.UPLOAD_DIR?.trim() || path.join('data', 'uploads')),
    uploadMaxBytes: 2 * 1024 * 1024,
    bodyLimit: 1024 * 1024,
    // a checkout takes well under a second; a deploy should not wait long for a stuck request
    shutdownDrainMs: positive(env.SHUTDOWN_DRAIN_MS, 10_000, 'SHUTDOWN_DRAIN_MS'),
    rateLimitLogin: parseRate(env.RATE_LIMIT_LOGIN, '30/min'),
    rateLimitSearch: parseRate(env.RATE_LIMIT_SEARCH, '30/min'),
    demoSeed: bool(env.DEMO_SEED, true),
    demoGrant: bool(env.DEMO_GRANT, !isPostgresUrl(env.DATABASE_URL?.trim() ?? '')),
    demoMerchantWallet: walletAddress(env.DEMO_MERCHANT_WALLET, 'DEMO_MERCHANT_WALLET'),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'BB Mall <no-reply@bbmall.local>',
    rateLimitCode: parseRate(env.RATE_LIMIT_CODE, '5/min'),
    orderTimers: {
      closeMinutes: positive(env.ORDER_CLOSE_MINUTES, 30, 'ORDER_CLOSE_MINUTES'),
      confirmDays: positive(env.ORDER_CONFIRM_DAYS, 7, 'ORDER_CONFIRM_DAYS'),
      reviewDays: positive(env.ORDER_REVIEW_DAYS, 7, 'ORDER_REVIEW_DAYS'),
      intervalSeconds: positive(env.ORDER_TIMER_SECONDS, 30, 'ORDER_TIMER_SECONDS')
    },
    refundTimers: {
      agreeDays: positive(env.REFUND_AGREE_DAYS, 3, 'REFUND_AGREE_DAYS'),
      returnDays: positive(env.REFUND_RETURN_DAYS, 7, 'REFUND_RETURN_DAYS'),
      receiveDays: positive(env.REFUND_RECEIVE_DAYS, 7, 'REFUND_RECEIVE_DAYS')
    },
    staticDir: path.resolve(cwd, env.STATIC_DIR?.trim() || path.join('dist', 'h5')),
    adminDir: path.resolve(cwd, env.ADMIN_DIR?.trim() || path.join('dist', 'admin')),
    adminTokenTtlHours: positive(env.ADMIN_TOKEN_TTL_HOURS, 12, 'ADMIN_TOKEN_TTL_HOURS'),
    wsPingMs: int(env.WS_PING_MS, 10_000),
    logLevel: env.LOG_LEVEL ?? 'info'
  }
}

function chainFrom (env: Env): ChainConfig | null {
  const rpcUrl = env.CHAIN_RPC_URL?.trim() ?? ''
  if (rpcUrl === '') return null
  const usdtContract = walletAddress(env.USDT_CONTRACT, 'USDT_CONTRACT')
  const depositAddress = walletAddress(env.DEPOSIT_ADDRESS, 'DEPOSIT_ADDRESS')
  if (usdtContract === null || depositAddress === null) throw new Error('CHAIN_RPC_URL needs USDT_CONTRACT and DEPOSIT_ADDRESS')
  const payoutPrivateKey = env.PAYOUT_PRIVATE_KEY?.trim() ?? ''
  if (payoutPrivateKey !== '' && !/^(0x)?[0-9a-fA-F]{64}$/.test(payoutPrivateKey)) throw new Error('PAYOUT_PRIVATE_KEY must be 32 bytes of hex')
  const confirmations = int(env.DEPOSIT_CONFIRMATIONS, 15)
  if (confirmations < 1) throw new Error('DEPOSIT_CONFIRMATIONS must be at least 1')
  const nodeStaking = env.NODE_STAKING_CONTRACT === undefined || env.NODE_STAKING_CONTRACT.trim() === '' ? null : walletAddress(env.NODE_STAKING_CONTRACT, 'NODE_STAKING_CONTRACT')
  return { rpcUrl, usdtContract, depositAddress, payoutPrivateKey, confirmations, nodeStaking }
}

export interface WechatPayConfig {
  apiBase: string
  mchId: string
  apiV3Key: string
  privateKey: string
  serial: string
  platformKey: string
}

/** A PEM given inline or as a file path. */
function pem (v: string | undefined, name: string): string {
  const s = v?.trim() ?? ''
  if (s === '' || s.startsWith('-----BEGIN')) return s.replace(/\\n/g, '\n')
  try { return fs.readFileSync(s, 'utf8') } catch { throw new Error(`${name}: not a PEM and no readable file at ${s}`) }
}

function wechatPayFrom (env: Env): WechatPayConfig | null {
  const c = {
    apiBase: stripSlash(env.WECHAT_PAY_API_BASE?.trim() || 'https://api.mch.weixin.qq.com'),
    mchId: env.WECHAT_PAY_MCH_ID?.trim() ?? '',
    apiV3Key: env.WECHAT_PAY_API_V3_KEY?.trim() ?? '',
    privateKey: pem(env.WECHAT_PAY_PRIVATE_KEY, 'WECHAT_PAY_PRIVATE_KEY'),
    serial: env.WECHAT_PAY_SERIAL?.trim() ?? '',
    platformKey: pem(env.WECHAT_PAY_PLATFORM_CERT, 'WECHAT_PAY_PLATFORM_CERT')
  }
  if (c.mchId === '' || c.apiV3Key === '' || c.privateKey === '' || c.serial === '' || c.platformKey === '') return null
  if (Buffer.byteLength(c.apiV3Key) !== 32) throw new Error('WECHAT_PAY_API_V3_KEY must be 32 characters')
  return c
}

export function isPostgresUrl (url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}
