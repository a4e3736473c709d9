import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rows } from '../../lib/sql'
import type { Upline } from './split'

// The inviter tree (users.invite_user_id), walked by recursive CTEs capped at MAX_DEPTH levels —
// one statement per question, never a loop of queries. The cap also ends any walk if a cycle ever
// slipped in (binding refuses them: see bindInviter).

export const MAX_DEPTH = 50

// the platform account lives in lib/ (the economy's daily jobs use it too)
export { PLATFORM_CODE, platformAccountId } from '../../lib/platform-account'

/** The buyer's uplines, nearest first (depth 1 = the direct inviter), with their agent levels. */
export async function uplinesOf (db: Db, userId: number): Promise<Upline[]> {
  const r = await rows<{ id: number, level: number }>(db, sql`with recursive ${uplinesCte(sql`${userId}::int`)}
    select up.id, u.agent_level as level from up join users u on u.id = up.id
    where u.status <> 'system' order by up.depth`)
  return r.map((x) => ({ userId: x.id, level: Number(x.level) }))
}

/**
 * The CTE `up(id, depth)` of a user's uplines (`user`: an SQL expression of the user's id), for a
 * `with recursive` statement that wants them beside other facts (the settlement reads its order,
 * lines and chain in one round trip). Join users on up.id and drop status 'system' as above.
 */
export function uplinesCte (user: SQL): SQL {
  return sql`up(id, depth) as (
      select invite_user_id, 1 from users where id = ${user} and invite_user_id is not null
      union all
      select u.invite_user_id, up.depth + 1 from up join users u on u.id = up.id
      where up.depth < ${MAX_DEPTH} and u.invite_user_id is not null
    )`
}

/** Whether `candidate` is `userId` or anywhere below it (binding it as inviter would make a cycle). */
export async function isInTeamOf (db: Db, userId: number, candidate: number): Promise<boolean> {
  if (userId === candidate) return true
  const r = await rows<{ hit: boolean }>(db, sql`with recursive up(id, depth) as (
      select invite_user_id, 1 from users where id = ${candidate} and invite_user_id is not null
      union all
      select u.invite_user_id, up.depth + 1 from up join users u on u.id = up.id
      where up.depth < ${MAX_DEPTH} and u.invite_user_id is not null
    ) select exists (select 1 from up where id = ${userId}) as hit`)
  return r[0]?.hit === true
}

/** The team below a user to MAX_DEPTH levels: how many members, and the Σ of their power. */
export async function teamSummary (db: Db, userId: number): Promise<{ size: number, power: string }> {
  const [r] = await rows<{ size: number, power: string }>(db, sql`with recursive down(id, depth) as (
      select id, 1 from users where invite_user_id = ${userId}
      union all
      select u.id, down.depth + 1 from down join users u on u.invite_user_id = down.id where down.depth < ${MAX_DEPTH}
    )
    select count(*)::int as size, coalesce(sum(e.power), 0)::text as power
    from down left join user_economy e on e.user_id = down.id`)
  return { size: Number(r?.size ?? 0), power: r?.power ?? '0' }
}
