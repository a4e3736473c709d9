import { sql, type SQL } from 'drizzle-orm'
import type { CouponOffer, CouponState, MyCoupon } from '../../../types/coupon'
import type { CouponType } from '../../../types/catalog'
import type { Db } from '../../db/client'
import { COUPON_STATE } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { translate, type Lang } from '../../lib/i18n'
import { paginated, type Page } from '../../lib/paging'
import type { Paginated } from '../../../types/envelope'
import { rows } from '../../lib/sql'
import { DAY, now } from '../../lib/time'
import { randomCode } from '../../lib/tokens'
import { inTransaction } from '../../lib/tx'

// Coupons a buyer claims and holds (WanlShop coupon/getList, query, receive, getMyList, apply —
// study §2.8 — without its holes): the template row is locked by the claim's own UPDATE, so the
// remaining count never goes below zero and the per-user limit is counted after every earlier
// claim of that template has committed. A template without a shop (shop_id null) is a platform
// coupon from the admin console: on the wire its shop_id is 0 and its shop name says "platform";
// it applies in every shop.

/** A fixed-range coupon without an end date is valid this long. */
const OPEN_ENDED = 3650 * DAY

const tr = (lang: Lang, col: string): SQL =>
  sql`(case when ${lang === 'en'}::boolean then coalesce(nullif(${sql.raw(col)}_en, ''), ${sql.raw(col)}) else ${sql.raw(col)} end)`

/** The shop name a platform coupon shows. */
const shopName = (lang: Lang): SQL => sql`coalesce(s.shopname, ${translate(lang, 'coupon.platform')})`

/** The columns of a CouponOffer for template `c` left-joined with shop `s`, for caller `uid` (0 = signed out). */
function offerColumns (uid: number, lang: Lang): SQL {
  return sql`c.id, coalesce(c.shop_id, 0)::int as shop_id, c.type, ${tr(lang, 'c.name')} as name, c.price::text as price, c.discount::text as discount,
    c.limit::text as limit, c.pretype, c.validity, c.startdate, c.enddate,
    (case when c.grant_total = -1 then -1 else c.surplus end)::int as surplus, ${shopName(lang)} as shop_name, c.rangetype,
    c.drawlimit, ${tr(lang, 'c.content')} as content,
    (select count(*) from coupon_receives r where r.template_id = c.id and r.user_id = ${uid}::int)::int as claimed`
}

/** Claimable now: on, not ended, some left, the shop open (a platform coupon has none). */
const claimable = (at: number): SQL => sql`c.status = 'normal' and (c.enddate is null or c.enddate > ${at}::bigint)
  and (c.grant_total = -1 or c.surplus > 0)
  and (c.shop_id is null or exists (select 1 from shops o where o.id = c.shop_id and o.status = 'normal'))`

type OfferRow = Omit<CouponOffer, 'can_claim'>
const withCan = (r: OfferRow): CouponOffer => ({ ...r, can_claim: r.surplus !== 0 && (r.drawlimit === 0 || r.claimed < r.drawlimit) })

/** coupon/getList: the coupon centre, optionally one type, newest first. */
export async function couponCenter (db: Db, uid: number, type: CouponType | undefined, p: Page, lang: Lang, at = now()): Promise<Paginated<CouponOffer>> {
  const where = sql`${claimable(at)} ${type === undefined ? sql`` : sql`and c.type = ${type}`}`
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from coupon_templates c left join shops s on s.id = c.shop_id where ${where}`)
  const list = await rows<OfferRow>(db, sql`select ${offerColumns(uid, lang)} from coupon_templates c left join shops s on s.id = c.shop_id
    where ${where} order by c.id desc limit ${p.limit} offset ${p.offset}`)
  return paginated(p, n, list.map(withCan))
}

/** coupon/query: the coupons a product can use (its shop's, in range), with the caller's claims. */
export async function productCoupons (db: Db, uid: number, goodsId: number, lang: Lang, at = now()): Promise<CouponOffer[]> {
  const list = await rows<OfferRow>(db, sql`
    with recursive g as (select id, shop_id, category_id from goods where id = ${goodsId}::int),
    anc as (select id, pid from categories where id = (select category_id from g) union select c.id, c.pid from categories c join anc on c.id = anc.pid)
    select ${offerColumns(uid, lang)} from coupon_templates c left join shops s on s.id = c.shop_id
    where (c.shop_id = (select shop_id from g) or c.shop_id is null) and ${claimable(at)}
      and (c.rangetype = 'all' or (c.rangetype = 'goods' and c.range @> to_jsonb((select id from g)))
        or (c.rangetype = 'category' and exists (select 1 from anc where c.range @> to_jsonb(anc.id))))
    order by c.id`)
  return list.map(withCan)
}

/** One template as an offer (after a claim, or the details page of a template). */
export async function offerOf (db: Db, uid: number, id: number, lang: Lang): Promise<CouponOffer | null> {
  const [r] = await rows<OfferRow>(db, sql`select ${offerColumns(uid, lang)} from coupon_templates c left join shops s on s.id = c.shop_id where c.id = ${id}::int`)
  return r === undefined ? null : withCan(r)
}

function myColumns (lang: Lang): SQL {
  return sql`r.id, r.coupon_no, r.template_id, coalesce(r.shop_id, 0)::int as shop_id, ${shopName(lang)} as shop_name, r.type,
    coalesce((select ${tr(lang, 't.name')} from coupon_templates t where t.id = r.template_id), r.name) as name,
    r.price::text as price, r.discount::text as discount, r.limit::text as limit, r.rangetype, r.starts_at::float8 as starts_at, r.expires_at::float8 as expires_at,
    r.state, r.order_id, r.discount_amount::text as discount_amount, r.created_at::float8 as created_at`
}

/**
 * coupon/receive: one more coupon of a template for the caller. The UPDATE that counts it down
 * locks the template row until the transaction ends, so concurrent claims queue on it.
 */
export async function claimCoupon (db: Db, userId: number, templateId: number, lang: Lang, at = now()): Promise<MyCoupon | Refusal> {
  const id = await inTransaction<number>(db, async (tx) => {
    const [t] = await rows<{ id: number, drawlimit: number, pretype: string, validity: number, startdate: number | null, enddate: number | null }>(tx, sql`
      update coupon_templates c set already_grant = c.already_grant + 1,
        surplus = case when c.grant_total = -1 then c.surplus else c.surplus - 1 end
      where c.id = ${templateId}::int and ${claimable(at)}
      returning c.id, c.drawlimit, c.pretype, c.validity, c.startdate, c.enddate`)
    if (t === undefined) return await whyNotClaimable(tx, templateId, at)
    // a fresh statement: sees every claim committed before this one got the row lock
    const [{ n }] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from coupon_receives where template_id = ${templateId}::int and user_id = ${userId}::int`)
    if (t.drawlimit > 0 && n >= t.drawlimit) return refuse('coupon.limit_reached')
    const startsAt = t.pretype === 'fixed' ? Math.min(t.startdate ?? at, at) : at
    const expiresAt = t.pretype === 'fixed' ? (t.enddate ?? at + OPEN_ENDED) : at + Math.max(1, t.validity) * DAY
    const [made] = await rows<{ id: number }>(tx, sql`
      insert into coupon_receives (coupon_no, user_id, template_id, shop_id, type, name, price, discount, "limit", rangetype, range, starts_at, expires_at, state, created_at, updated_at)
      select ${randomCode(16)}, ${userId}::int, c.id, c.shop_id, c.type, c.name, c.price, c.discount, c.limit, c.rangetype, c.range,
        ${t.pretype === 'fixed' ? (t.startdate ?? at) : startsAt}::bigint, ${expiresAt}::bigint, ${COUPON_STATE.unused}::int, ${at}::bigint, ${at}::bigint
      from coupon_templates c where c.id = ${templateId}::int
      returning id`)
    return made.id
  })
  if (typeof id !== 'number') return id
  const mine = await myCoupon(db, userId, id, lang)
  return mine ?? refuse('coupon.not_found')
}

async function whyNotClaimable (db: Db, templateId: number, at: number): Promise<Refusal> {
  const [c] = await rows<{ status: string, shop: string | null, enddate: number | null, left: boolean }>(db, sql`
    select c.status, s.status as shop, c.enddate, (c.grant_total = -1 or c.surplus > 0) as left
    from coupon_templates c left join shops s on s.id = c.shop_id where c.id = ${templateId}::int`)
  // shop null: a platform coupon, no shop to be closed
  if (c === undefined || (c.shop !== null && c.shop !== 'normal')) return refuse('coupon.not_found')
  if (c.status !== 'normal') return refuse('coupon.stopped')
  if (c.enddate !== null && c.enddate <= at) return refuse('coupon.ended')
  return refuse('coupon.sold_out')
}

/** coupon/getMyList: the caller's coupons in one state (unused soonest-expiring first, else newest). */
export async function myCoupons (db: Db, userId: number, state: CouponState, p: Page, lang: Lang, at = now()): Promise<Paginated<MyCoupon>> {
  // an unused coupon past its end shows as expired even before the expiry job has run
  const where = state === COUPON_STATE.unused
    ? sql`r.state = 1 and r.expires_at > ${at}::bigint`
    : state === COUPON_STATE.expired
      ? sql`(r.state = 3 or (r.state = 1 and r.expires_at <= ${at}::bigint))`
      : sql`r.state = 2`
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from coupon_receives r where r.user_id = ${userId}::int and ${where}`)
  const list = await rows<MyCoupon>(db, sql`select ${myColumns(lang)} from coupon_receives r left join shops s on s.id = r.shop_id
    where r.user_id = ${userId}::int and ${where}
    order by ${state === COUPON_STATE.unused ? sql`r.expires_at, r.id` : sql`r.updated_at desc, r.id desc`} limit ${p.limit} offset ${p.offset}`)
  return paginated(p, n, list.map((c) => fixState(c, at)))
}

function fixState (c: MyCoupon, at: number): MyCoupon {
  return c.state === COUPON_STATE.unused && c.expires_at <= at ? { ...c, state: COUPON_STATE.expired } : c
}

/** One of the caller's coupons (someone else's does not exist). */
export async function myCoupon (db: Db, userId: number, id: number, lang: Lang, at = now()): Promise<MyCoupon | null> {
  const [c] = await rows<MyCoupon>(db, sql`select ${myColumns(lang)} from coupon_receives r left join shops s on s.id = r.shop_id
    where r.id = ${id}::int and r.user_id = ${userId}::int`)
  return c === undefined ? null : fixState(c, at)
}

/** Unused coupons the user holds (for the "mine" count in user/refresh). */
export async function unusedCount (db: Db, userId: number, at = now()): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from coupon_receives where user_id = ${userId}::int and state = 1 and expires_at > ${at}::bigint`)
  return n
}

export interface ApplyGoods { id: number, title: string, image: string, price: string, sales: number }

/** coupon/apply: the goods a held coupon (or a template, `template`) applies to: its shop's goods on sale in its range. */
export async function couponGoods (db: Db, userId: number, id: number, template: boolean, p: Page, lang: Lang): Promise<{ coupon: MyCoupon | CouponOffer, goods: Paginated<ApplyGoods> } | Refusal> {
  const coupon = template ? await offerOf(db, userId, id, lang) : await myCoupon(db, userId, id, lang)
  if (coupon === null) return refuse('coupon.not_found')
  const [range] = await rows<{ rangetype: string, range: number[] }>(db, template
    ? sql`select rangetype, range from coupon_templates where id = ${id}::int`
    : sql`select rangetype, range from coupon_receives where id = ${id}::int`)
  const ids = sql`${JSON.stringify(range.range)}::jsonb`
  // a platform coupon (shop 0) applies to the goods of every shop
  const where = sql`(${coupon.shop_id}::int = 0 or g.shop_id = ${coupon.shop_id}::int) and g.status = 'normal' and (${range.rangetype} = 'all'
    or (${range.rangetype} = 'goods' and ${ids} @> to_jsonb(g.id))
    or (${range.rangetype} = 'category' and exists (
      with recursive anc as (select id, pid from categories where id = g.category_id union select c.id, c.pid from categories c join anc on c.id = anc.pid)
      select 1 from anc where ${ids} @> to_jsonb(anc.id))))`
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from goods g where ${where}`)
  const list = await rows<ApplyGoods>(db, sql`select g.id, ${tr(lang, 'g.title')} as title, g.image, g.price::text as price, g.sales from goods g where ${where}
    order by g.sales desc, g.id limit ${p.limit} offset ${p.offset}`)
  return { coupon, goods: paginated(p, n, list) }
}

/**
 * cancel / auto_close of unpaid orders: their coupons come back to the holder while still valid
 * (an expired one goes to expired), in the transaction of the state change.
 */
export async function giveBackCoupons (tx: Db, orderIds: number[], at = now()): Promise<void> {
  if (orderIds.length === 0) return
  await tx.execute(sql`update coupon_receives set order_id = null, discount_amount = null, updated_at = ${at}::bigint,
      state = case when expires_at > ${at}::bigint then ${COUPON_STATE.unused}::int else ${COUPON_STATE.expired}::int end
    where order_id = any(${`{${orderIds.join(',')}}`}::int[]) and state = ${COUPON_STATE.used}::int`)
}
