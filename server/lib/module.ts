import type { Config } from '../config'
import type { App } from '../context'
import type { Db } from '../db/client'
import type { Messages } from './i18n'
import type { Job } from './scheduler'
import type { AnyMachine } from './state-machine'
import type { AdminRole } from '../../types/admin'

// A domain module's manifest (server/modules/<domain>/index.ts): everything the app needs to know
// about a domain, so that app.ts, the scheduler, statistics, i18n and seeding loop over ONE list
// (server/modules/index.ts) and a new domain is a new folder plus one line there. Every part is
// optional. See modules/_template/ and "How to add a domain" in server/README.md.

/** One section of user/refresh's `statistics` for a user (sections of several modules are merged). */
export type Statistic = (db: Db, userId: number) => Promise<Record<string, unknown> | unknown[]>

/**
 * A pending queue of the admin console (withdrawals to approve, goods to review...): the dashboard
 * shows its count to the roles named (super always) and links it to the screen with the same `key`
 * in admin/src/screens.tsx.
 */
export interface AdminQueue {
  key: string
  roles: readonly AdminRole[]
  count: (db: Db) => Promise<number>
}

export interface SeedContext { uploadDir: string }

export interface MachineEntry {
  machine: AnyMachine
  /** the settings its guards and timers read (e.g. config.orderTimers) */
  settings: (config: Config) => unknown
}

/** `M`: the type of its messages (typeof messages), so that their keys become part of MsgKey. */
export interface DomainModule<M extends Messages = Record<never, never>> {
  /** unique; prefixes its job names */
  name: string
  /** its API routes */
  routes?: (app: App) => Promise<void>
  /** public GET routes that take the leaner query-string validator (lib/schemas.ts fastQueryCompiler) */
  browsingRoutes?: (app: App) => Promise<void>
  /**
   * its admin console routes, registered under the prefix `/api/admin` (so `app.get('/users')` is
   * `/api/admin/users`). Every one declares `config: { admin: [...roles besides super] }`; a route
   * without it refuses to start. The handler gets `req.admin` (id, username, role).
   */
  adminRoutes?: (app: App) => Promise<void>
  /** its pending queues, counted on the admin dashboard */
  adminQueues?: readonly AdminQueue[]
  /** checked at start-up (a broken table refuses to start); their timed events become jobs */
  machines?: readonly MachineEntry[]
  /** scheduled jobs besides the machines' timers */
  jobs?: readonly Job[]
  /** its messages, both languages */
  messages?: M
  /** its sections of user/refresh's statistics, by section name */
  statistics?: Readonly<Record<string, Statistic>>
  /** demo data (idempotent: it runs at every start of a server with DEMO_SEED on), in list order */
  seed?: (db: Db, ctx: SeedContext) => Promise<void>
}
