import { sql } from 'drizzle-orm'
import type { RowJob } from '../../lib/scheduler'
import { COUPON_STATE } from '../../db/schema'
import { rows } from '../../lib/sql'

// The expiry job: unused coupons past their end become expired (the lists already show them as
// expired before it runs; the job makes the stored state agree).

export const expireCoupons: RowJob = {
  name: 'coupon.expire',
  every: 60,
  table: 'coupon_receives',
  due: (at) => sql`state = ${COUPON_STATE.unused}::int and expires_at <= ${at}::bigint`,
  handle: async (tx, ids, at) => {
    const done = await rows<{ id: number }>(tx, sql`update coupon_receives set state = ${COUPON_STATE.expired}::int, updated_at = ${at}::bigint
      where id = any(${`{${ids.join(',')}}`}::int[]) and state = ${COUPON_STATE.unused}::int returning id`)
    return done.map((r) => r.id)
  }
}
