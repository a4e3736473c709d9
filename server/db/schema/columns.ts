import { bigint, integer, text } from 'drizzle-orm/pg-core'

// Column blocks several tables share (not tables: index.ts does not export this file). A
// function, not a constant: drizzle needs fresh column builders for each table.

/** unix seconds */
export const unix = (name: string) => bigint(name, { mode: 'number' })

/**
 * A state machine's log row (lib/state-machine.ts): the move from → to by an event, who made it
 * (actor: buyer | seller | platform | system | …, and their id), a note and when. order_logs,
 * refund_logs and withdrawal_logs put these after their id and the id of what they log.
 */
export function stateLogColumns () {
  return {
    from: integer('from'),
    to: integer('to').notNull(),
    event: text('event').notNull(),
    actor: text('actor').notNull(),
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: unix('created_at').notNull()
  }
}
