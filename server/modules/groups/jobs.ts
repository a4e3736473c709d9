import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { OrderTimers } from '../order/machine'
import type { TaskJob } from '../../lib/scheduler'
import { rows } from '../../lib/sql'
import { inTransaction } from '../../lib/tx'
import { failTeam } from './hooks'

// The expiry timer: started teams past their validitytime fail, each in its own transaction
// (hooks.ts failTeam: orders locked, then the team's conditional start → fail — exactly once
// whatever the number of instances running this job at the same moment).

const BATCH = 100

/** Fails the due teams; returns how many orders were refunded, per team this run failed. */
export async function expireTeams (db: Db, at: number, timers: OrderTimers): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>()
  for (;;) {
    const due = await rows<{ id: number }>(db, sql`select id from group_teams where state = 'start' and validitytime <= ${at}::bigint order by id limit ${BATCH}`)
    let failed = 0
    for (const { id } of due) {
      const refunded = await inTransaction<number[] | null>(db, async (tx) => await failTeam(tx, id, at, timers))
      if (refunded !== null && !('refusal' in refunded)) { out.set(id, refunded); failed++ }
    }
    if (due.length < BATCH || failed === 0) return out
  }
}

export const expireTeamsJob: TaskJob = {
  name: 'groups.expire',
  run: async (db, at, ctx) => { await expireTeams(db, at, ctx.config.orderTimers) }
}
