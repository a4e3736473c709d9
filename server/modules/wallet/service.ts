import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { deposits, orders, shops, transfers, users, withdrawals } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import type { Lang } from '../../lib/i18n'
import { Decimal, amount } from '../../lib/money'
import { pageOf, paginated } from '../../lib/paging'
import { preparedRows, rows } from '../../lib/sql'
import { DAY } from '../../lib/time'
import type { Paginated } from '../../../types/envelope'
import { WALLET_ASSETS, type Bill, type BillDetail, type BillType, type DepositState, type PointsInfo, type VoucherInfo, type WalletAsset, type WalletOverview, type WithdrawState, type WithdrawType } from '../../../types/wallet'
import { rateSettings } from '../common/rates'
import { billLabel } from './bills'
import { walletSettings } from './settings'

// Balances and their history: the money page's assets, the bills list (filter by asset and bill
// type, newest first) and one bill with what it concerns — always the caller's own rows.

export async function overview (db: Db, userId: number, chain: boolean): Promise<WalletOverview> {
  const bal = await rows<{ asset: string, amount: string }>(db, sql`select asset, amount::text as amount from balances where user_id = ${userId}`)
  const by = new Map(bal.map((b) => [b.asset, b.amount]))
  const [u] = await db.select({ wallet: users.walletAddress }).from(users).where(eq(users.id, userId))
  return { assets: WALLET_ASSETS.map((asset) => ({ asset, balance: amount(by.get(asset) ?? '0') })), chain, wallet_address: u?.wallet ?? '' }
}

interface LedgerRow { id: number, asset: string, billType: BillType, delta: string, balanceAfter: string, refType: string, refId: string, memo: string, createdAt: number }

function bill (r: LedgerRow, lang: Lang): Bill {
  return {
    id: r.id,
    asset: r.asset,
    type: r.billType,
    type_text: billLabel(r.billType, lang),
    delta: amount(r.delta),
    balance_after: amount(r.balanceAfter),
    ref_type: r.refType,
    ref_id: r.refId,
    memo: r.memo,
    createtime: r.createdAt
  }
}

const COLUMNS = sql`id, asset, bill_type as "billType", delta::text as delta, balance_after::text as "balanceAfter", ref_type as "refType", ref_id as "refId", memo, created_at::int as "createdAt"`

/**
 * pay/moneyLog: the caller's ledger rows, newest first, optionally of one asset and one bill type.
 * One index range read per page — (user_id, id), (user_id, asset, id) or (user_id, bill_type, id) —
 * as a prepared statement; no count: the page asks for one row more than it shows, so `total` and
 * `last_page` are exact on the last page and say "at least one more page" before it (the list
 * scrolls on). Counting a long history on every page was most of the cost (see the README bench).
 */
export async function bills (db: Db, userId: number, q: { asset?: WalletAsset, type?: BillType, page?: number, limit?: number }, lang: Lang): Promise<Paginated<Bill>> {
  const p = pageOf(q.page, q.limit)
  if (p.beyond) return paginated(p, p.offset, [])
  const conds = [sql`user_id = ${userId}`]
  if (q.asset !== undefined) conds.push(sql`asset = ${q.asset}`)
  if (q.type !== undefined) conds.push(sql`bill_type = ${q.type}`)
  const name = `wallet_bills_${q.asset === undefined ? 0 : 1}${q.type === undefined ? 0 : 1}`
  const list = await preparedRows<LedgerRow>(db, name, sql`select ${COLUMNS} from ledger where ${sql.join(conds, sql` and `)} order by id desc limit ${p.limit + 1} offset ${p.offset}`)
  const more = list.length > p.limit
  const shown = more ? list.slice(0, p.limit) : list
  return paginated(p, p.offset + shown.length + (more ? 1 : 0), shown.map((r) => bill(r, lang)))
}

/** pay/details?id: one of the caller's bills and what it concerns. */
export async function billDetail (db: Db, userId: number, id: number, lang: Lang): Promise<BillDetail | Refusal> {
  const [r] = await rows<LedgerRow>(db, sql`select ${COLUMNS} from ledger where id = ${id} and user_id = ${userId}`)
  if (r === undefined) return refuse('wallet.bill_not_found')
  const refId = /^\d{1,9}$/.test(r.refId) ? Number(r.refId) : null
  let ref: BillDetail['ref'] = null
  if (refId !== null && r.refType === 'order') {
    // the buyer's order, or an order of the caller's shop (escrow released to the seller)
    const [o] = await db.select({ id: orders.id, orderNo: orders.orderNo, state: orders.state, userId: orders.userId, owner: shops.userId })
      .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).where(eq(orders.id, refId))
    if (o !== undefined && (o.userId === userId || o.owner === userId)) ref = { kind: 'order', id: o.id, order_no: o.orderNo, state: o.state }
  } else if (refId !== null && r.refType === 'withdrawal') {
    const [w] = await db.select().from(withdrawals).where(and(eq(withdrawals.id, refId), eq(withdrawals.userId, userId)))
    if (w !== undefined) ref = { kind: 'withdrawal', id: w.id, state: w.state as WithdrawState, amount: amount(w.amount), fee: amount(w.fee), type: w.type as WithdrawType, account: w.account, reason: w.reason, reference: w.reference }
  } else if (refId !== null && r.refType === 'transfer') {
    const [t] = await db.select().from(transfers).where(eq(transfers.id, refId))
    if (t !== undefined && (t.fromUserId === userId || t.toUserId === userId)) {
      const other = t.fromUserId === userId ? t.toUserId : t.fromUserId
      const [u] = await db.select({ wallet: users.walletAddress, nickname: users.nickname }).from(users).where(eq(users.id, other))
      ref = { kind: 'transfer', id: t.id, direction: t.fromUserId === userId ? 'out' : 'in', counterparty: u?.wallet ?? u?.nickname ?? '', amount: amount(t.amount), asset: t.asset }
    }
  } else if (refId !== null && r.refType === 'deposit') {
    const [d] = await db.select().from(deposits).where(and(eq(deposits.id, refId), eq(deposits.userId, userId)))
    if (d !== undefined) ref = { kind: 'deposit', id: d.id, tx_hash: d.txHash, amount: amount(d.amount), state: d.state as DepositState }
  }
  return { ...bill(r, lang), ref }
}

/** wallet/points: the points balance, `score_price` now, and the price by day (from the appreciation rows' days). */
export async function points (db: Db, userId: number, at: number): Promise<PointsInfo> {
  const [b] = await rows<{ amount: string }>(db, sql`select amount::text as amount from balances where user_id = ${userId} and asset = 'score'`)
  const { score_price: price } = await rateSettings(db)
  const [h] = await rows<{ history: Array<{ day: string, price: string }> | null }>(db, sql`select value->'history' as history from settings where key = 'score_price_history'`)
  const today = dayOf(at)
  const history = (Array.isArray(h?.history) ? h.history : []).filter((x) => typeof x?.day === 'string' && typeof x?.price === 'string').slice(-30)
  if (history.length === 0 || history[history.length - 1].day !== today) history.push({ day: today, price })
  const balance = b?.amount ?? '0'
  return { balance: amount(balance, 0), score_price: amount(price), value: new Decimal(balance).mul(price).toFixed(2), history }
}

/** wallet/vouchers: the balance and the credits still valid (a credit expires voucher_days after it, oldest spent first). */
export async function vouchers (db: Db, userId: number, at: number): Promise<VoucherInfo> {
  const s = await walletSettings(db)
  const [b] = await rows<{ amount: string }>(db, sql`select amount::text as amount from balances where user_id = ${userId} and asset = 'voucher'`)
  const balance = new Decimal(b?.amount ?? 0)
  // the balance is made of the newest credits (oldest lots are spent or expire first)
  const credits = await rows<{ delta: string, createdAt: number }>(db, sql`
    select delta::text as delta, created_at::int as "createdAt" from ledger
    where user_id = ${userId} and asset = 'voucher' and delta > 0 and created_at > ${at - s.voucher_days * DAY} order by id desc limit 200`)
  const lots: VoucherInfo['lots'] = []
  let left = balance
  for (const c of credits) {
    if (left.lte(0)) break
    const part = Decimal.min(left, c.delta)
    lots.unshift({ amount: amount(part), createtime: c.createdAt, expiretime: c.createdAt + s.voucher_days * DAY })
    left = left.minus(part)
  }
  return { balance: amount(balance), lots, days: s.voucher_days }
}

/** The platform day (UTC+8) of a moment. */
function dayOf (at: number): string {
  return new Date((at + 8 * 3600) * 1000).toISOString().slice(0, 10)
}

/**
 * Keeps the points-value history: today's `score_price` appended once per day (the last 90 days
 * kept) in the `score_price_history` settings row, under its row lock (any number of instances).
 */
export async function recordScorePrice (db: Db, at: number): Promise<void> {
  const { score_price: price } = await rateSettings(db)
  const day = dayOf(at)
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into settings (key, value) values ('score_price_history', '{"history": []}'::jsonb) on conflict (key) do nothing`)
    const [row] = await rows<{ history: Array<{ day: string, price: string }> | null }>(tx as unknown as Db, sql`select value->'history' as history from settings where key = 'score_price_history' for update`)
    const history = Array.isArray(row?.history) ? row.history : []
    if (history.length > 0 && history[history.length - 1].day === day) return
    const next = [...history, { day, price }].slice(-90)
    await tx.execute(sql`update settings set value = ${JSON.stringify({ history: next })}::jsonb where key = 'score_price_history'`)
  })
}
