import { sql } from 'drizzle-orm'
import type { Paginated } from '../../../types/envelope'
import type {
  GroupAddOrderRequest, GroupAddOrderResult, GroupBuyType, GroupCheckoutPreview, GroupCheckoutRequest, GroupGoodsCard, GroupGoodsDetail,
  GroupLadder, GroupSkuPrice, GroupTeamDetail, GroupTerms, GroupTermsInput, OpenTeam, TeamState
} from '../../../types/groups'
import type { Db } from '../../db/client'
import { refuse, type Refusal } from '../../lib/envelope'
import { claimKey, requestHash, storeResult } from '../../lib/idempotency'
import { Decimal, money } from '../../lib/money'
import { paginated, type Page } from '../../lib/paging'
import { containsPattern, rows } from '../../lib/sql'
import { colIn } from '../../lib/content'
import type { Lang } from '../../lib/i18n'
import { now } from '../../lib/time'
import { randomCode } from '../../lib/tokens'
import { inTransaction } from '../../lib/tx'
import { defaultAddress, ownAddress, toAddress } from '../address/service'
import { orderNo } from '../order/checkout'
import { freightTemplates } from '../order/freight'
import { loadLines, takeStock, titleParams, type Line } from '../order/lines'
import { orderMachine } from '../order/machine'
import { priceShop } from '../order/pricing'
import { randomId } from '../../lib/tokens'

// Group buying (types/groups.ts): group goods and their prices, the checkout of a group order (one
// ordinary unpaid order with order_type 'groups', its seat taken by a conditional update), the
// team page and the merchant's terms. Payment, cancel, shipping and refunds: modules/groups/hooks.ts
// called from the order machine and payment.

// ---------------------------------------------------------------- prices

/** price × discount %, rounded down to the cent. */
export function groupPrice (price: Decimal.Value, discount: number): Decimal {
  return new Decimal(price).mul(discount).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN)
}

interface TermsRow {
  goodsId: number
  shopId: number
  peopleNum: number
  groupHour: number
  purchaseLimit: number
  discount: number
  ladders: GroupLadder[]
  status: 'normal' | 'hidden'
}

function toTerms (t: TermsRow): GroupTerms {
  return { goods_id: t.goodsId, people_num: t.peopleNum, group_hour: t.groupHour, purchase_limit: t.purchaseLimit, discount: t.discount, ladders: t.ladders, status: t.status }
}

/** The discount of a team of `people` seats: the normal one, or that ladder's. */
export function discountFor (t: Pick<TermsRow, 'peopleNum' | 'discount' | 'ladders'>, people: number): number {
  if (people === t.peopleNum) return t.discount
  return t.ladders.find((l) => l.people_num === people)?.discount ?? t.discount
}

export function skuPrices (t: Pick<TermsRow, 'discount' | 'ladders'>, skus: Array<{ id: number, price: string }>): GroupSkuPrice[] {
  return skus.map((k) => ({
    sku_id: k.id,
    alone: money(k.price),
    group: money(groupPrice(k.price, t.discount)),
    ladders: t.ladders.map((l) => ({ people_num: l.people_num, price: money(groupPrice(k.price, l.discount)) }))
  }))
}

const TERMS_COLS = sql.raw(`gg.goods_id as "goodsId", gg.shop_id as "shopId", gg.people_num as "peopleNum", gg.group_hour as "groupHour",
  gg.purchase_limit as "purchaseLimit", gg.discount, gg.ladders, gg.status`)

/** The terms of goods on sale in an open shop with a visible group deal, or null. */
async function liveTerms (db: Db, goodsId: number): Promise<TermsRow | null> {
  const [t] = await rows<TermsRow>(db, sql`select ${TERMS_COLS} from group_goods gg join goods g on g.id = gg.goods_id join shops s on s.id = g.shop_id
    where gg.goods_id = ${goodsId} and gg.status = 'normal' and g.status = 'normal' and s.status = 'normal'`)
  return t ?? null
}

/** Units of the goods the user bought in group orders that did not close. */
async function bought (db: Db, userId: number, goodsId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`select coalesce(sum(og.number), 0)::int as n from orders o join order_goods og on og.order_id = o.id
    where o.user_id = ${userId} and o.order_type = 'groups' and o.state <> 7 and og.goods_id = ${goodsId}`)
  return r.n
}

async function remainingLimit (db: Db, userId: number | null, t: TermsRow): Promise<number | null> {
  if (userId === null || t.purchaseLimit === 0) return null
  return Math.max(0, t.purchaseLimit - await bought(db, userId, t.goodsId))
}

// ---------------------------------------------------------------- teams

interface TeamRow {
  id: number
  groupNo: string
  goodsId: number
  shopId: number
  leaderUserId: number
  peopleNum: number
  joinNum: number
  state: TeamState
  validitytime: number | null
  nickname: string
  avatar: string
}

const TEAM_SELECT = sql.raw(`select t.id, t.group_no as "groupNo", t.goods_id as "goodsId", t.shop_id as "shopId", t.leader_user_id as "leaderUserId",
  t.people_num as "peopleNum", t.join_num as "joinNum", t.state, t.validitytime::int as validitytime, u.nickname, u.avatar
  from group_teams t join users u on u.id = t.leader_user_id`)

function openTeam (t: TeamRow): OpenTeam {
  return {
    id: t.id, group_no: t.groupNo, leader: { nickname: t.nickname, avatar: t.avatar }, people_num: t.peopleNum, join_num: t.joinNum,
    seats_left: Math.max(0, t.peopleNum - t.joinNum), validitytime: t.validitytime ?? 0
  }
}

async function teamById (db: Db, id: number): Promise<TeamRow | null> {
  const [t] = await rows<TeamRow>(db, sql`${TEAM_SELECT} where t.id = ${id}`)
  return t ?? null
}

async function isMember (db: Db, teamId: number, userId: number): Promise<boolean> {
  const r = await rows(db, sql`select 1 from group_team_members where team_id = ${teamId} and user_id = ${userId}`)
  return r.length > 0
}

/** Why `userId` may not join the team now, or null. */
async function joinRefusal (db: Db, t: TeamRow | null, userId: number, goodsId: number, at: number): Promise<Refusal | null> {
  if (t === null) return refuse('groups.team_not_found')
  if (t.goodsId !== goodsId) return refuse('groups.team_mismatch')
  if (t.leaderUserId === userId || await isMember(db, t.id, userId)) return refuse('groups.own_team')
  if (t.joinNum >= t.peopleNum) return refuse('groups.team_full')
  if (t.state !== 'start' || t.validitytime === null || t.validitytime <= at) return refuse('groups.team_closed')
  return null
}

// ---------------------------------------------------------------- lists and detail

/** The goods' title (alias g) in the reader's language, as the product pages give it. */
const titleIn = (lang: Lang) => colIn(lang, sql`g.title`, sql`g.title_en`)

/** groups/product/lists — titles in the reader's language, searched in both */
export async function groupGoodsList (db: Db, p: Page, search: string | undefined, lang: Lang = 'zh'): Promise<Paginated<GroupGoodsCard>> {
  const q = (search ?? '').trim()
  const like = containsPattern(q)
  const where = sql`gg.status = 'normal' and g.status = 'normal' and s.status = 'normal' ${q === '' ? sql`` : sql`and (g.title ilike ${like} or g.title_en ilike ${like})`}`
  const [[{ n }], list] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n from group_goods gg join goods g on g.id = gg.goods_id join shops s on s.id = g.shop_id where ${where}`),
    p.beyond
      ? []
      : rows<{ goodsId: number, shopId: number, title: string, image: string, peopleNum: number, discount: number, minPrice: string | null, successCount: number }>(db, sql`
        select g.id as "goodsId", g.shop_id as "shopId", ${titleIn(lang)} as title, g.image, gg.people_num as "peopleNum", gg.discount,
          (select min(k.price)::text from goods_sku k where k.goods_id = g.id and k.state = 0) as "minPrice",
          (select count(*)::int from group_teams t where t.goods_id = g.id and t.state = 'success') as "successCount"
        from group_goods gg join goods g on g.id = gg.goods_id join shops s on s.id = g.shop_id
        where ${where} order by gg.id desc limit ${p.limit} offset ${p.offset}`)
  ])
  return paginated(p, n, list.map((r) => ({
    goods_id: r.goodsId,
    shop_id: r.shopId,
    title: r.title,
    image: r.image,
    group_price: money(groupPrice(r.minPrice ?? '0', r.discount)),
    alone_price: money(r.minPrice ?? '0'),
    people_num: r.peopleNum,
    success_count: r.successCount
  })))
}

/** groups/product/goods */
export async function groupGoodsDetail (db: Db, goodsId: number, userId: number | null, at = now()): Promise<GroupGoodsDetail | Refusal> {
  const t = await liveTerms(db, goodsId)
  if (t === null) return refuse('groups.not_found')
  const [skus, teams, remaining] = await Promise.all([
    rows<{ id: number, price: string }>(db, sql`select id, price::text as price from goods_sku where goods_id = ${goodsId} and state = 0 order by id`),
    rows<TeamRow>(db, sql`${TEAM_SELECT} where t.goods_id = ${goodsId} and t.state = 'start' and t.validitytime > ${at} and t.join_num < t.people_num
      order by t.people_num - t.join_num, t.validitytime, t.id limit 10`),
    remainingLimit(db, userId, t)
  ])
  return { terms: toTerms(t), prices: skuPrices(t, skus), teams: teams.map(openTeam), remaining_limit: remaining }
}

/** groups/order/getOrderPurchaseLimit: how many more units the caller may buy (null: no limit); refused at 0. */
export async function purchaseLimit (db: Db, userId: number, goodsId: number): Promise<{ remaining_limit: number | null } | Refusal> {
  const t = await liveTerms(db, goodsId)
  if (t === null) return refuse('groups.not_found')
  const left = await remainingLimit(db, userId, t)
  if (left === 0) return refuse('groups.limit_reached', { n: 0 })
  return { remaining_limit: left }
}

/** groups/team/getGroupsDetails */
export async function teamDetail (db: Db, id: number, userId: number | null, lang: Lang = 'zh', at = now()): Promise<GroupTeamDetail | Refusal> {
  const t = await teamById(db, id)
  if (t === null) return refuse('groups.team_not_found')
  const [[g], members, terms] = await Promise.all([
    rows<{ title: string, image: string, minPrice: string | null }>(db, sql`select ${titleIn(lang)} as title, g.image,
      (select min(k.price)::text from goods_sku k where k.goods_id = g.id and k.state = 0) as "minPrice" from goods g where g.id = ${t.goodsId}`),
    rows<{ userId: number, nickname: string, avatar: string, leader: boolean }>(db, sql`select m.user_id as "userId", u.nickname, u.avatar, m.leader
      from group_team_members m join users u on u.id = m.user_id where m.team_id = ${id} order by m.leader desc, m.id`),
    rows<TermsRow>(db, sql`select ${TERMS_COLS} from group_goods gg where gg.goods_id = ${t.goodsId}`)
  ])
  const discount = terms[0] === undefined ? 100 : discountFor(terms[0], t.peopleNum)
  const mine = userId !== null && (t.leaderUserId === userId || members.some((m) => m.userId === userId))
  const open = t.state === 'start' && t.validitytime !== null && t.validitytime > at && t.joinNum < t.peopleNum
  return {
    id: t.id,
    group_no: t.groupNo,
    state: t.state,
    people_num: t.peopleNum,
    join_num: t.joinNum,
    seats_left: Math.max(0, t.peopleNum - t.joinNum),
    validitytime: t.validitytime,
    goods: { goods_id: t.goodsId, title: g?.title ?? '', image: g?.image ?? '', group_price: money(groupPrice(g?.minPrice ?? '0', discount)), alone_price: money(g?.minPrice ?? '0') },
    leader: { nickname: t.nickname, avatar: t.avatar },
    members: members.map((m) => ({ nickname: m.nickname, avatar: m.avatar, leader: m.leader })),
    mine,
    can_join: open && !mine
  }
}

// ---------------------------------------------------------------- checkout

interface Plan {
  line: Line
  terms: TermsRow
  type: GroupBuyType
  peopleNum: number
  unit: Decimal
  /** the team joined */
  team: TeamRow | null
  goodsTotal: Decimal
  freight: { id: number | null, name: string, price: string }
  total: Decimal
}

/** What the request buys, at which price, in which team — or why not (checked again atomically when ordering). */
async function plan (db: Db, userId: number, req: GroupCheckoutRequest, at: number): Promise<Plan | Refusal> {
  const lines = await loadLines(db, [{ goods_id: req.goods_id, sku_id: req.sku_id, number: req.number }])
  if ('refusal' in lines) return lines
  const [line] = lines
  const terms = await liveTerms(db, req.goods_id)
  if (terms === null) return refuse('groups.not_found')
  let peopleNum = terms.peopleNum
  let discount = 100
  let team: TeamRow | null = null
  const joining = req.type !== 'alone' && req.team_id !== undefined && req.team_id > 0
  if (joining) {
    team = await teamById(db, req.team_id!)
    const why = await joinRefusal(db, team, userId, req.goods_id, at)
    if (why !== null) return why
    peopleNum = team!.peopleNum
    discount = discountFor(terms, peopleNum)
  } else if (req.type === 'group') {
    discount = terms.discount
  } else if (req.type === 'ladder') {
    const l = terms.ladders.find((x) => x.people_num === req.ladder_people)
    if (l === undefined) return refuse('groups.ladder_unknown')
    peopleNum = l.people_num
    discount = l.discount
  }
  if (terms.purchaseLimit > 0) {
    const left = Math.max(0, terms.purchaseLimit - await bought(db, userId, req.goods_id))
    if (req.number > left) return refuse('groups.limit_reached', { n: left })
  }
  if (req.number > line.stock) return refuse('goods.stock_short', titleParams(line))
  const unit = req.type === 'alone' ? new Decimal(line.price) : groupPrice(line.price, discount)
  // the pricing pipeline: goods → freight (no coupon for group orders)
  const priced = priceShop([{ goodsId: line.goodsId, price: unit, number: req.number, categories: [] }], (await freightTemplates(db, [line.shopId])).get(line.shopId), false, null)
  if ('refusal' in priced) return refuse(priced.refusal.reason)
  return { line, terms, type: req.type, peopleNum, unit, team, goodsTotal: priced.goodsTotal, freight: priced.freight, total: priced.total }
}

/** groups/order/getOrderGoodsList */
export async function groupCheckoutPreview (db: Db, userId: number, req: GroupCheckoutRequest, at = now()): Promise<GroupCheckoutPreview | Refusal> {
  const p = await plan(db, userId, req, at)
  if ('refusal' in p) return p
  const address = req.address_id === undefined ? await defaultAddress(db, userId) : await ownAddress(db, userId, req.address_id)
  if (req.address_id !== undefined && address === null) return refuse('address.not_found')
  const l = p.line
  return {
    addressData: address === null ? null : toAddress(address),
    product: { goods_id: l.goodsId, sku_id: l.skuId, shop_id: l.shopId, shop_name: l.shopName, title: l.title, image: l.image, difference: l.difference, price: money(p.unit), number: req.number, stock: l.stock },
    type: p.type,
    team: p.team === null ? null : openTeam(p.team),
    people_num: p.peopleNum,
    goods_price: money(p.goodsTotal),
    freight_price: money(p.freight.price),
    total: money(p.total),
    token: randomId(16)
  }
}

/**
 * groups/order/addOrder, in ONE transaction: the idempotency key claimed, the caller's checkouts
 * serialised (their user row locked: the purchase limit holds under concurrency), the plan checked,
 * the seat taken (joining: a conditional UPDATE — started, not expired, seats left, not one's own
 * team; opening: a new 'ready' team), the porder stock taken, the order with its goods, address,
 * log row and the member row written, the result stored with the key. Any refusal rolls back.
 */
export async function groupAddOrder (db: Db, userId: number, req: GroupAddOrderRequest, at = now()): Promise<GroupAddOrderResult | Refusal> {
  const { token, ...body } = req
  const hash = requestHash(body)
  return await inTransaction<GroupAddOrderResult>(db, async (tx) => {
    const claim = await claimKey<GroupAddOrderResult>(tx, userId, 'groups_order', token, hash, at, 'groups.stale_token')
    if ('refusal' in claim) return claim
    if (!claim.fresh) return claim.result
    await rows(tx, sql`select id from users where id = ${userId} for no key update`)
    const p = await plan(tx, userId, req, at)
    if ('refusal' in p) return p
    const a = await ownAddress(tx, userId, req.address_id)
    if (a === null) return refuse('address.not_found')
    const l = p.line

    let teamId: number | null = null
    let leader = false
    if (p.team !== null) {
      const took = await rows<{ id: number }>(tx, sql`
        update group_teams set join_num = join_num + 1, updated_at = ${at}::bigint
        where id = ${p.team.id} and state = 'start' and join_num < people_num and validitytime > ${at}::bigint and leader_user_id <> ${userId}
          and not exists (select 1 from group_team_members m where m.team_id = ${p.team.id} and m.user_id = ${userId})
        returning id`)
      if (took.length === 0) return await joinRefusal(tx, await teamById(tx, p.team.id), userId, req.goods_id, at) ?? refuse('groups.team_full')
      teamId = p.team.id
    } else if (p.type !== 'alone') {
      const [made] = await rows<{ id: number }>(tx, sql`
        insert into group_teams (group_no, goods_id, shop_id, leader_user_id, people_num, join_num, state, created_at, updated_at)
        values (${`G${randomCode(15)}`}, ${l.goodsId}, ${l.shopId}, ${userId}, ${p.peopleNum}, 1, 'ready', ${at}::bigint, ${at}::bigint)
        returning id`)
      teamId = made.id
      leader = true
    }
    if (l.stockMethod === 'porder' && await takeStock(tx, [{ skuId: l.skuId, number: req.number }]) !== null) return refuse('goods.stock_short', titleParams(l))

    const [{ id }] = await rows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)
    await rows(tx, sql`
      insert into orders (id, order_no, user_id, shop_id, state, pickup, remarks, number, goods_price, freight_price, freight_id, freight_name, price,
        created_at, updated_at, order_type, group_team_id)
      values (${id}, ${orderNo(id, at)}, ${userId}, ${l.shopId}, ${orderMachine.spec.initial}, false, ${(req.remarks ?? '').trim()}, ${req.number},
        ${money(p.goodsTotal)}::numeric, ${p.freight.price}::numeric, ${p.freight.id}::int, ${p.freight.name}, ${money(p.total)}::numeric,
        ${at}::bigint, ${at}::bigint, 'groups', ${teamId}::int)`)
    await rows(tx, sql`
      insert into order_goods (order_id, shop_id, goods_id, sku_id, title, title_en, image, difference, price, number, coupon_discount, stock_method)
      values (${id}, ${l.shopId}, ${l.goodsId}, ${l.skuId}, ${l.title}, ${l.titleEn}, ${l.image}, ${JSON.stringify(l.difference)}::jsonb, ${money(p.unit)}::numeric,
        ${req.number}, 0, ${l.stockMethod})`)
    await rows(tx, sql`
      insert into order_addresses (order_id, user_id, kind, name, mobile, address, city, adcode, location, created_at)
      values (${id}, ${userId}, 'address', ${a.name}, ${a.mobile}, ${`${a.province} ${a.city} ${a.district} ${a.address}`}, ${a.city}, ${a.adcode}, ${a.location}, ${at}::bigint)`)
    await orderMachine.logCreated(tx, [id], { kind: 'buyer', id: userId }, at)
    if (teamId !== null) {
      await rows(tx, sql`insert into group_team_members (team_id, user_id, order_id, leader, paid, created_at)
        values (${teamId}, ${userId}, ${id}, ${leader}, false, ${at}::bigint)`)
    }
    const result: GroupAddOrderResult = { order_id: id, team_id: teamId, total: money(p.total) }
    await storeResult(tx, userId, 'groups_order', token, result)
    return result
  })
}

// ---------------------------------------------------------------- merchant

/** groups/shop/lists: the group terms of the caller's shops' goods. */
export async function shopTermsList (db: Db, userId: number, p: Page): Promise<Paginated<GroupTerms & { title: string, image: string }>> {
  const where = sql`gg.shop_id in (select id from shops where user_id = ${userId})`
  const [[{ n }], list] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n from group_goods gg where ${where}`),
    p.beyond
      ? []
      : rows<TermsRow & { title: string, image: string }>(db, sql`select ${TERMS_COLS}, g.title, g.image from group_goods gg join goods g on g.id = gg.goods_id
        where ${where} order by gg.id desc limit ${p.limit} offset ${p.offset}`)
  ])
  return paginated(p, n, list.map((r) => ({ ...toTerms(r), title: r.title, image: r.image })))
}

/** groups/shop/save: one of the caller's shop's goods gets (or changes) its group terms. */
export async function saveTerms (db: Db, userId: number, input: GroupTermsInput, at = now()): Promise<GroupTerms | Refusal> {
  const sizes = input.ladders.map((l) => l.people_num)
  if (new Set([...sizes, input.people_num]).size !== sizes.length + 1) return refuse('groups.ladder_invalid')
  const [g] = await rows<{ shopId: number }>(db, sql`select g.shop_id as "shopId" from goods g join shops s on s.id = g.shop_id
    where g.id = ${input.goods_id} and s.user_id = ${userId}`)
  if (g === undefined) return refuse('groups.goods_not_yours')
  const ladders = [...input.ladders].sort((a, b) => a.people_num - b.people_num).map((l) => ({ people_num: l.people_num, discount: l.discount }))
  const status = input.status ?? 'normal'
  await rows(db, sql`
    insert into group_goods (goods_id, shop_id, people_num, group_hour, purchase_limit, discount, ladders, status, created_at, updated_at)
    values (${input.goods_id}, ${g.shopId}, ${input.people_num}, ${input.group_hour}, ${input.purchase_limit}, ${input.discount},
      ${JSON.stringify(ladders)}::jsonb, ${status}, ${at}::bigint, ${at}::bigint)
    on conflict (goods_id) do update set people_num = excluded.people_num, group_hour = excluded.group_hour, purchase_limit = excluded.purchase_limit,
      discount = excluded.discount, ladders = excluded.ladders, status = excluded.status, updated_at = excluded.updated_at`)
  return { goods_id: input.goods_id, people_num: input.people_num, group_hour: input.group_hour, purchase_limit: input.purchase_limit, discount: input.discount, ladders, status }
}
