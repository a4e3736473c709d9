import { Type } from '@fastify/type-provider-typebox'
import { sql } from 'drizzle-orm'
import type { PlatformCoupon, PlatformCouponInput } from '../../../types/coupon'
import type { Paginated } from '../../../types/envelope'
import { refused, t, type App } from '../../context'
import type { Db } from '../../db/client'
import { writeAudit } from '../../lib/audit'
import { isRefusal, ok, refuse, type Refusal } from '../../lib/envelope'
import { paginated, pageOf, PageQuery, type Page } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Amount, Id } from '../../lib/schemas'
import { rows } from '../../lib/sql'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import type { AdminRole } from '../../../types/admin'
import { checkShopCoupon } from './shop'

// The admin console's Platform coupons screen (under /api/admin): coupons without a shop, usable
// on any one shop's order, listed, created and stopped by finance — a platform coupon is money the
// platform gives away, and finance is the role that owns the platform's money (rates, economy
// settings, withdrawals). Each change writes an audit row in its transaction.

export const COUPON_ADMIN: readonly AdminRole[] = ['finance']

const COLUMNS = sql`c.id, c.type, c.name, coalesce(c.name_en, '') as name_en, c.price::text as price, c.discount::text as discount,
  c.limit::text as limit, c.rangetype, c.range, c.pretype, c.validity, c.startdate::float8 as startdate, c.enddate::float8 as enddate,
  c.drawlimit, c.grant_total, c.already_grant,
  (select count(*) from coupon_receives r where r.template_id = c.id and r.state = 2)::int as used, c.status, c.created_at::float8 as created_at`

export async function platformCoupons (db: Db, p: Page): Promise<Paginated<PlatformCoupon>> {
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from coupon_templates where shop_id is null`)
  const list = await rows<PlatformCoupon>(db, sql`select ${COLUMNS} from coupon_templates c where c.shop_id is null order by c.id desc limit ${p.limit} offset ${p.offset}`)
  return paginated(p, n, list)
}

async function platformCoupon (db: Db, id: number): Promise<PlatformCoupon | undefined> {
  const [c] = await rows<PlatformCoupon>(db, sql`select ${COLUMNS} from coupon_templates c where c.id = ${id}::int and c.shop_id is null`)
  return c
}

/** The range must name goods (on sale or not) or categories that exist; the refusal names the missing ids. */
async function checkRange (db: Db, input: PlatformCouponInput): Promise<Refusal | null> {
  if (input.rangetype === 'all') return null
  const ids = [...new Set(input.range ?? [])]
  if (ids.length === 0) return refuse('coupon.range_empty')
  const table = input.rangetype === 'goods' ? sql`goods` : sql`categories`
  const found = await rows<{ id: number }>(db, sql`select id from ${table} where id = any(${`{${ids.join(',')}}`}::int[])`)
  const missing = ids.filter((id) => !found.some((f) => f.id === id))
  return missing.length === 0 ? null : refuse('coupon.range_invalid', { ids: missing.join(', ') })
}

const CouponType = Type.Union([Type.Literal('reduction'), Type.Literal('discount'), Type.Literal('shipping'), Type.Literal('vip')])
const Unix = Type.Integer({ minimum: 0, maximum: 4_102_444_800 })

export default async function couponAdminRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.get('/coupons', {
    config: { admin: COUPON_ADMIN },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ ...PageQuery }) }
  }, async (req) => ok(await platformCoupons(db, pageOf(req.query.page, req.query.limit))))

  app.post('/coupons', {
    config: { admin: COUPON_ADMIN },
    schema: {
      body: Type.Object({
        type: CouponType,
        name: Type.String({ minLength: 1, maxLength: 40 }),
        name_en: Type.Optional(Type.String({ maxLength: 60 })),
        price: Type.Optional(Amount),
        discount: Type.Optional(Type.String({ pattern: '^[0-9](\\.[0-9])?$' })),
        limit: Type.Optional(Amount),
        rangetype: Type.Union([Type.Literal('all'), Type.Literal('goods'), Type.Literal('category')]),
        range: Type.Optional(Type.Array(Id, { maxItems: 200 })),
        pretype: Type.Union([Type.Literal('fixed'), Type.Literal('appoint')]),
        validity: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
        startdate: Type.Optional(Unix),
        enddate: Type.Optional(Unix),
        drawlimit: Type.Integer({ minimum: 0, maximum: 100 }),
        grant_total: Type.Integer({ minimum: -1, maximum: 1_000_000 })
      }, { additionalProperties: false })
    }
  }, async (req) => {
    const input = req.body
    const at = now()
    // the merchant's rules (face value below the threshold, a discount between 0 and 10, dates…)
    const bad = checkShopCoupon({ ...input, shop_id: 0 }, at) ?? await checkRange(db, input)
    if (bad !== null) return refused(req, bad)
    const admin = req.admin
    const made = await inTransaction(db, async (tx) => {
      const [row] = await rows<{ id: number }>(tx, sql`
        insert into coupon_templates (shop_id, type, name, name_en, price, discount, "limit", rangetype, range, pretype, validity, startdate, enddate, drawlimit, grant_total, already_grant, surplus, status, created_at)
        values (null, ${input.type}, ${input.name.trim()}, ${(input.name_en ?? '').trim()}, ${input.price ?? '0'}::numeric,
          ${input.type === 'discount' ? input.discount ?? '0' : '0'}::numeric, ${input.limit ?? '0'}::numeric,
          ${input.rangetype}, ${JSON.stringify(input.rangetype === 'all' ? [] : [...new Set(input.range ?? [])])}::jsonb, ${input.pretype},
          ${input.pretype === 'appoint' ? input.validity ?? 0 : 0}::int,
          ${input.pretype === 'fixed' ? input.startdate ?? at : null}::bigint, ${input.pretype === 'fixed' ? input.enddate ?? null : null}::bigint,
          ${input.drawlimit}::int, ${input.grant_total}::int, 0, ${input.grant_total === -1 ? 0 : input.grant_total}::int, 'normal', ${at}::bigint)
        returning id`)
      const after = await platformCoupon(tx, row.id)
      await writeAudit(tx, admin, { action: 'coupon.create', target: `coupon:${row.id}`, after })
      return after
    })
    return ok(made, t(req, 'admin.saved'))
  })

  app.post('/coupons/:id/status', {
    config: { admin: COUPON_ADMIN },
    schema: { params: Type.Object({ id: Id }), body: Type.Object({ status: Type.Union([Type.Literal('normal'), Type.Literal('hidden')]) }, { additionalProperties: false }) }
  }, async (req) => {
    const admin = req.admin
    const { id } = req.params
    const res = await inTransaction<PlatformCoupon | Refusal>(db, async (tx) => {
      const before = await platformCoupon(tx, id)
      // a shop's coupon is its merchant's to stop, not the console's
      if (before === undefined) return refuse('coupon.not_found')
      await tx.execute(sql`update coupon_templates set status = ${req.body.status} where id = ${id}::int and shop_id is null`)
      const after = await platformCoupon(tx, id)
      await writeAudit(tx, admin, { action: req.body.status === 'hidden' ? 'coupon.stop' : 'coupon.resume', target: `coupon:${id}`, before: { status: before.status }, after: { status: after?.status } })
      return after ?? refuse('coupon.not_found')
    })
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'admin.saved'))
  })
}
