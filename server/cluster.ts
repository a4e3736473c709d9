import cluster from 'node:cluster'
import { isPostgresUrl } from './config'

// Several server processes behind one port (Node's cluster: the first process accepts and hands
// each connection to a worker in turn). Every worker is a whole server: it migrates and seeds
// under PostgreSQL's start-up lock (the first does the work, the others find it done), runs the
// timers (rows are claimed with SKIP LOCKED, so no order is handled twice), and reaches the sockets
// held by the other workers through Redis, which also counts the rate limits across them. So it
// takes PostgreSQL AND Redis: PGlite is one process's database, and without Redis a push would
// reach only the sockets of the process that sent it.

export interface ClusterPlan {
  workers: number
  /** why there is only one process although more were asked for */
  note: string | null
}

/** WORKERS (default 2 with DATABASE_URL = postgres://… and REDIS_URL; otherwise 1). */
export function clusterPlan (env: Record<string, string | undefined>): ClusterPlan {
  const shared = isPostgresUrl(env.DATABASE_URL?.trim() ?? '') && (env.REDIS_URL?.trim() ?? '') !== ''
  const raw = env.WORKERS?.trim() ?? ''
  const asked = raw === '' ? (shared ? 2 : 1) : Number(raw)
  if (!Number.isInteger(asked) || asked < 1 || asked > 64) throw new Error(`WORKERS must be a whole number from 1 to 64, not "${raw}"`)
  if (asked > 1 && !shared) return { workers: 1, note: `WORKERS=${asked}: one process only — several need DATABASE_URL (PostgreSQL) and REDIS_URL` }
  return { workers: asked, note: null }
}

/**
 * The first process of a cluster: starts `n` workers (this same script) and keeps them running —
 * a worker that ends after it was listening is replaced; one that ends before (a start-up error)
 * stops them all with its exit code. SIGINT/SIGTERM go to every worker; it exits when they have.
 */
export function runPrimary (n: number): void {
  let stopping = false
  let exitCode = 0
  const listening = new Set<number>()
  const start = (): void => {
    const w = cluster.fork()
    w.once('listening', () => { listening.add(w.id) })
  }
  const alive = (): Array<NonNullable<(typeof cluster.workers & object)[string]>> =>
    Object.values(cluster.workers ?? {}).filter((w) => w !== undefined && !w.isDead()) as Array<NonNullable<(typeof cluster.workers & object)[string]>>
  const stopAll = (signal: NodeJS.Signals): void => {
    stopping = true
    const left = alive()
    if (left.length === 0) process.exit(exitCode)
    for (const w of left) w.process.kill(signal)
  }
  cluster.on('exit', (w, code, signal) => {
    if (!stopping && listening.has(w.id)) {
      console.log(`server process ${w.process.pid} ended (${signal ?? code}); starting another`)
      listening.delete(w.id)
      start()
      return
    }
    if (!stopping) {
      exitCode = code !== 0 && code !== null ? code : 1
      stopAll('SIGTERM')
      return
    }
    if (alive().length === 0) process.exit(exitCode)
  })
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => { stopAll(sig) })
  for (let i = 0; i < n; i++) start()
}
