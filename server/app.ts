import fs from 'node:fs'
import { STATUS_CODES } from 'node:http'
import { parse as parseQuery } from 'node:querystring'
import type { Duplex } from 'node:stream'
import type { Redis } from 'ioredis'
import Fastify, { type onRequestHookHandler, type preValidationHookHandler, type RouteOptions } from 'fastify'
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import websocket from '@fastify/websocket'
import type { Config } from './config'
import type { Db } from './db/client'
import type { App, AppContext, RouteEntry } from './context'
import type { AdminIdentity } from '../types/admin'
import { WechatAdapter } from './adapters/wechat'
import { logMailer, smtpMailer, type MailAdapter } from './adapters/mail'
import { demoLogistics, type LogisticsAdapter } from './adapters/logistics'
import { ViewCounter } from './modules/catalog/views'
import { fail } from './lib/envelope'
import { langFrom, translate } from './lib/i18n'
import { fastQueryCompiler } from './lib/schemas'
import { registerErrorHandling } from './plugins/errors'
import { cleanTextHook, registerJsonParser } from './plugins/input'
import { signHook } from './plugins/sign'
import { authHook } from './plugins/auth'
import { SessionCache } from './plugins/session-cache'
import { sessionEnder } from './plugins/end-sessions'
import { adminHook, adminRouteRoles } from './plugins/admin'
import { registerAdminApp } from './plugins/admin-app'
import { localBus, type Bus } from './realtime/bus'
import { Hub } from './realtime/hub'
import socketRoutes from './realtime/routes'
import { forgetKeysJob } from './lib/idempotency'
import { registerMessages } from './lib/i18n'
import type { DomainModule } from './lib/module'
import { checkJobs, machineJobs, startScheduler, type Job } from './lib/scheduler'
import { modules as defaultModules } from './modules'
import { registerStatistics } from './modules/user/statistics'

export interface AppDeps {
  db: Db
  /** fan-out between instances; default: in-process (closed with the app when not given) */
  bus?: Bus
  wechat?: WechatAdapter
  /** with several instances: a Redis connection so rate limits are counted across all of them */
  rateLimitRedis?: Redis
  mail?: MailAdapter
  logistics?: LogisticsAdapter
  /** run the scheduled jobs in this instance (main.ts: yes; tests: only when asked) */
  timers?: boolean
  /** the domain modules (default: server/modules/index.ts; tests add fixture domains) */
  modules?: readonly DomainModule[]
}

/**
 * What the module list adds up to, checked before anything starts: every machine sound (a broken
 * table refuses to start), messages and statistics registered, the jobs (platform clean-ups,
 * machine timers, module jobs) with distinct names.
 */
export function assemble (list: readonly DomainModule[]): { jobs: Job[] } {
  const names = new Set<string>()
  for (const m of list) {
    if (names.has(m.name)) throw new Error(`modules: two modules named ${m.name}`)
    names.add(m.name)
  }
  for (const m of list) for (const { machine } of m.machines ?? []) machine.check()
  for (const m of list) if (m.messages !== undefined) registerMessages(m.name, m.messages)
  for (const m of list) registerStatistics(m)
  const jobs: Job[] = [
    forgetKeysJob,
    ...list.flatMap((m) => [...(m.machines ?? []).flatMap((e) => machineJobs(e.machine, e.settings)), ...(m.jobs ?? [])])
  ]
  checkJobs(jobs)
  return { jobs }
}

function hookList<T> (h: T | T[] | undefined): T[] {
  return h === undefined ? [] : Array.isArray(h) ? h : [h]
}

/** Requests Node cannot even parse (oversized headers/URL, broken HTTP) still get an envelope. */
function rawClientError (this: unknown, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, key] = err.code === 'HPE_HEADER_OVERFLOW'
    ? [431, 'request.too_large' as const]
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'request.bad' as const] : [400, 'request.bad' as const]
  const body = JSON.stringify(fail(translate('zh', key)))
  if (!socket.writable) { socket.destroy(err); return }
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`)
}

/** The whole API server as a Fastify instance (not listening; several can run in one process). */
export async function buildApp (config: Config, deps: AppDeps): Promise<App> {
  const list = deps.modules ?? defaultModules
  const { jobs } = assemble(list)
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // on close, idle keep-alive connections are closed and requests in flight finish (their answer
    // is sent, their transaction committed) before close resolves; websockets are closed by
    // @fastify/websocket's preClose; what still runs after config.shutdownDrainMs is cut (below)
    forceCloseConnections: 'idle',
    clientErrorHandler: rawClientError
  }).withTypeProvider<TypeBoxTypeProvider>()
  app.setValidatorCompiler(TypeBoxValidatorCompiler)

  const ownBus = deps.bus === undefined
  const bus = deps.bus ?? localBus()
  const hub = new Hub(bus, config.wsPingMs)
  const sessions = new SessionCache(bus, config.sessionCacheMs)
  const wechat = deps.wechat ?? new WechatAdapter({ apiBase: config.wechat.apiBase, appId: config.wechat.appId, appSecret: config.wechat.appSecret, mpAppId: config.wechat.mpAppId, mpAppSecret: config.wechat.mpAppSecret })
  const views = new ViewCounter(deps.db, 1000, (err) => { app.log.error({ err }, 'writing goods views failed') })
  const mail = deps.mail ?? (config.smtpUrl !== null
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : logMailer((line) => { app.log.info(line) }))
  const logistics = deps.logistics ?? demoLogistics()
  const ctx: AppContext = { config, db: deps.db, hub, sessions, endSessions: sessionEnder(bus, hub, sessions), wechat, views, mail, logistics, jobs, adminQueues: list.flatMap((m) => m.adminQueues ?? []), redis: deps.rateLimitRedis }
  app.decorate('ctx', ctx)
  app.decorate('routeTable', [] as RouteEntry[])
  app.decorateRequest('lang', 'zh')
  app.decorateRequest('user', null)
  app.decorateRequest('admin', null as unknown as AdminIdentity)
  const scheduler = deps.timers === true
    ? startScheduler(jobs, { db: deps.db, config }, { tickSeconds: config.orderTimers.intervalSeconds, log: app.log })
    : null
  // a shutdown (a deploy's SIGTERM) waits for the requests in flight, but not for ever; each one's
  // answer then closes its connection (a keep-alive one would hold the shutdown until the cut)
  let drain: ReturnType<typeof setTimeout> | null = null
  let closing = false
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
  app.addHook('preClose', (done) => {
    closing = true
    drain = setTimeout(() => {
      app.log.warn(`requests still running ${config.shutdownDrainMs} ms into the shutdown: closing their connections`)
      app.server.closeAllConnections()
    }, config.shutdownDrainMs)
    drain.unref()
    done()
  })
  app.addHook('onClose', async () => {
    if (drain !== null) clearTimeout(drain)
    await scheduler?.stop()
    if (deps.mail === undefined) mail.close()
    await views.close()
    hub.close()
    if (ownBus) await bus.close()
  })

  const setLang: onRequestHookHandler = (req, _reply, done) => {
    req.lang = langFrom(req.headers['accept-language'])
    done()
  }
  app.addHook('onRequest', setLang)

  // Every /api route: clean text first (plugins/input.ts), the Sign, then the token (required where the route says auth: true).
  app.addHook('onRoute', (route: RouteOptions) => {
    const auth = route.config?.auth === true
    const isMultipart = route.config?.multipart === true
    const methods = hookList(route.method)
    for (const m of methods) app.routeTable.push({ method: m, url: route.url, auth, multipart: isMultipart })
    if (!route.url.startsWith('/api/')) return
    // /api/admin: the operator's session and role instead of a shopper's token (plugins/admin.ts);
    // a route there that does not name its roles refuses to start
    const adminRoles = route.url.startsWith('/api/admin/') ? adminRouteRoles(route.url, route.config?.admin) : null
    const hooks: preValidationHookHandler[] = [
      cleanTextHook,
      signHook(config.socketUrl, isMultipart) as unknown as preValidationHookHandler,
      (adminRoles === null
        ? authHook(deps.db, sessions, auth)
        : adminRoles === 'public' ? null : adminHook(deps.db, adminRoles)) as unknown as preValidationHookHandler
    ].filter((h) => h !== null)
    route.preValidation = [...hooks, ...hookList(route.preValidation)]
  })

  registerErrorHandling(app)
  registerJsonParser(app, config.bodyLimit)

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: config.bodyLimit }, (_req, body, done) => {
    try {
      done(null, { ...parseQuery(body as string) })
    } catch (err) {
      done(err as Error, undefined)
    }
  })

  await app.register(rateLimit, {
    global: false,
    ...(deps.rateLimitRedis !== undefined ? { redis: deps.rateLimitRedis, nameSpace: `${config.redisChannel}:rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (_req, context) => Object.assign(new Error('rate limited'), {
      statusCode: 429,
      retrySeconds: Math.max(1, Math.ceil(context.ttl / 1000))
    })
  })
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 }
  })
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } })

  fs.mkdirSync(config.uploadDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff')
      reply.header('Content-Security-Policy', "default-src 'none'")
    }
  })
  await registerAdminApp(app, config.adminDir)
  if (fs.existsSync(config.staticDir)) {
    // the build's .br/.gz siblings (config/compress-plugin.ts) go to browsers that accept them
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      decorateReply: false,
      wildcard: true,
      preCompressed: true,
      // js/, css/ and the icon sprite's names carry their content hash: a browser keeps them; index.html is checked every time
      setHeaders: (res, file) => { if (/\.[0-9a-f]{8,}\.(js|css|svg)(\.br|\.gz)?$/.test(file)) res.header('Cache-Control', 'public, max-age=31536000, immutable') }
    })
  }

  await app.register(async (scope) => {
    const api = scope as unknown as App
    await socketRoutes(api)
    for (const m of list) await m.routes?.(api)
    // browsing: the hot public GETs take a leaner query-string validator (lib/schemas.ts)
    await scope.register(async (browsing) => {
      browsing.setValidatorCompiler(fastQueryCompiler)
      const b = browsing as unknown as App
      for (const m of list) await m.browsingRoutes?.(b)
    })
    // the admin console's API: every module's adminRoutes under /api/admin (guarded in onRoute above)
    await scope.register(async (admin) => {
      for (const m of list) await m.adminRoutes?.(admin as unknown as App)
    }, { prefix: '/api/admin' })
  })

  return app as unknown as App
}
