import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Redis } from 'ioredis'
import type { Config } from './config'
import type { Db } from './db/client'
import type { Hub } from './realtime/hub'
import type { SessionCache } from './plugins/session-cache'
import type { EndSessions } from './plugins/end-sessions'
import type { WechatAdapter } from './adapters/wechat'
import type { MailAdapter } from './adapters/mail'
import type { LogisticsAdapter } from './adapters/logistics'
import type { ViewCounter } from './modules/catalog/views'
import type { Job } from './lib/scheduler'
import type { AdminQueue } from './lib/module'
import { translate, type Lang, type MsgKey, type MsgParams } from './lib/i18n'
import { fail, type Refusal } from './lib/envelope'
import type { AdminIdentity, AdminRole } from '../types/admin'

/** The signed-in user of a request (set by the auth plugin from the `token` header). */
export interface SessionUser {
  id: number
  token: string
  tokenHash: string
  expiresAt: number
}

/** What every module gets: configuration, database, realtime hub, adapters. */
export interface AppContext {
  config: Config
  db: Db
  hub: Hub
  /** signed-in sessions looked up recently (the auth plugin's cache) */
  sessions: SessionCache
  /** whatever deletes sessions calls this after its commit: every process's cache and sockets forget them */
  endSessions: EndSessions
  wechat: WechatAdapter
  /** goods views, counted in memory and written in batches */
  views: ViewCounter
  /** outgoing e-mail (SMTP, or the log adapter keeping the last mails in `mail.sent`) */
  mail: MailAdapter
  /** parcel tracking (the demo adapter derives traces from the shipping time) */
  logistics: LogisticsAdapter
  /** the scheduled jobs of this app's modules (run by the scheduler; tests run them with their own clock) */
  jobs: readonly Job[]
  /** every module's admin queues (the dashboard counts them) */
  adminQueues: readonly AdminQueue[]
  /** with REDIS_URL: the shared Redis connection (counters every instance must agree on, e.g. the chat's send limit) */
  redis?: Redis
}

export interface RouteEntry { method: string, url: string, auth: boolean, multipart: boolean }

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang
    user: SessionUser | null
    /** the signed-in operator: set on every /api/admin route (plugins/admin.ts has refused anyone else) */
    admin: AdminIdentity
  }
  interface FastifyContextConfig {
    /** the route needs a valid `token` header */
    auth?: boolean
    /** multipart upload: Sign is optional (spec §7: uploads to absolute URLs send only the token) */
    multipart?: boolean
    /**
     * an /api/admin route: the roles allowed besides super (`[]` = super only; types/admin.ts
     * ANY_ADMIN = every role), or 'public' (the login itself). Required on every /api/admin route.
     */
    admin?: readonly AdminRole[] | 'public'
  }
  interface FastifyInstance {
    ctx: AppContext
    /** every route registered, for diagnostics and the bad-input test sweep */
    routeTable: RouteEntry[]
  }
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>

export function t (req: FastifyRequest, key: MsgKey, params?: MsgParams): string {
  return translate(req.lang, key, params)
}

/** A refusal from a service as the `code 0` envelope in the caller's language. */
export function refused (req: FastifyRequest, r: Refusal): ReturnType<typeof fail> {
  return fail(translate(req.lang, r.refusal, r.params))
}

/** The signed-in user on an `auth: true` route (the auth hook has already refused anonymous calls). */
export function me (req: FastifyRequest): SessionUser {
  if (req.user === null) throw new Error('me() on a route without auth: true')
  return req.user
}

/** Origin the client reached us on: PUBLIC_URL, else the request's protocol and Host. */
export function publicBase (req: FastifyRequest, config: Config): string {
  if (config.publicUrl !== '') return config.publicUrl
  return `${req.protocol}://${req.host}`
}
