import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { intArray } from '../../lib/sql'

// Goods views are counted in memory and written once a second in one upsert into goods_views: a busy
// detail page then costs no write per view (each instance adds its own counts, so several instances
// are fine).
// What a crash can lose is at most one interval of view counts.

export class ViewCounter {
  private pending = new Map<number, number>()
  private inflight = new Map<number, number>()
  private readonly timer: NodeJS.Timeout
  private flushing: Promise<void> | null = null

  constructor (private readonly db: Db, intervalMs = 1000, private readonly onError: (err: unknown) => void = () => {}) {
    this.timer = setInterval(() => { void this.flush() }, intervalMs)
    this.timer.unref()
  }

  /** Count one view of goods `id`; returns the views of it not yet in the database. */
  add (id: number): number {
    const n = (this.pending.get(id) ?? 0) + 1
    this.pending.set(id, n)
    return n + (this.inflight.get(id) ?? 0)
  }

  /** Write what was counted so far. */
  async flush (): Promise<void> {
    if (this.flushing !== null) await this.flushing
    if (this.pending.size === 0) return
    const batch = this.pending
    this.pending = new Map()
    this.inflight = batch
    this.flushing = (async () => {
      try {
        // goods_views, not goods: see the table's comment (db/schema/catalog.ts)
        await this.db.execute(sql`
          insert into goods_views (goods_id, views)
          select v.id, v.n from unnest(${intArray([...batch.keys()])}::int[], ${intArray([...batch.values()])}::int[]) as v(id, n)
          where exists (select 1 from goods g where g.id = v.id)
          on conflict (goods_id) do update set views = goods_views.views + excluded.views`)
      } catch (err) {
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n)
        this.onError(err)
      } finally {
        this.inflight = new Map()
        this.flushing = null
      }
    })()
    await this.flushing
  }

  async close (): Promise<void> {
    clearInterval(this.timer)
    await this.flush()
  }
}
