import { and, desc, eq, sql } from 'drizzle-orm'
import { ethers } from 'ethers'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { chainCursors, deposits, users } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { translate, type Lang, type MsgKey } from '../../lib/i18n'
import { amount } from '../../lib/money'
import { pageOf, paginated } from '../../lib/paging'
import { intArray, rows } from '../../lib/sql'
import { now } from '../../lib/time'
import type { Job } from '../../lib/scheduler'
import type { Paginated } from '../../../types/envelope'
import type { Deposit, DepositInfo, DepositState } from '../../../types/wallet'
import { chainAdapter, USDT_DECIMALS, type ChainAdapter, type ChainTransfer } from '../../adapters/chain'
import { applyLedger } from './ledger'

// On-chain USDT deposits (ECONOMY §3.1). A deposit row per transaction hash, made when the user
// posts the hash (recharge page) or when the watcher's log scan sees a transfer to the deposit
// address from a user's bound wallet. The crediting job takes pending rows with FOR UPDATE SKIP
// LOCKED (any number of instances), re-reads the receipt and credits once the transfer has
// DEPOSIT_CONFIRMATIONS blocks: only USDT-contract Transfer logs to the deposit address, only from
// the row owner's bound wallet. Credited once: the state moves pending → credited in the same
// transaction as the ledger row, and (tx hash, log index) is unique among credited rows.

const adapters = new WeakMap<Config, ChainAdapter>()

/** This configuration's chain adapter, or null when CHAIN_RPC_URL is unset. */
export function chainOf (config: Config): ChainAdapter | null {
  if (config.chain === null) return null
  let a = adapters.get(config)
  if (a === undefined) {
    a = chainAdapter(config.chain, config.chainId)
    adapters.set(config, a)
  }
  return a
}

export function closeChain (config: Config): void {
  adapters.get(config)?.close()
  adapters.delete(config)
}

export function depositInfo (config: Config, wallet: string | null): DepositInfo {
  const c = config.chain
  return {
    configured: c !== null,
    chain_id: config.chainId,
    usdt_contract: c?.usdtContract ?? '',
    deposit_address: c?.depositAddress ?? '',
    confirmations: c?.confirmations ?? 0,
    wallet_address: wallet ?? ''
  }
}

type DepositRow = typeof deposits.$inferSelect

function view (d: DepositRow, head: number | null, need: number, lang: Lang = 'zh'): Deposit {
  const reason = d.reason === '' ? '' : translate(lang, d.reason as MsgKey)
  const confs = d.blockNumber === null || head === null ? 0 : Math.max(0, head - d.blockNumber + 1)
  return { id: d.id, tx_hash: d.txHash, amount: amount(d.amount), state: d.state as DepositState, reason, confirmations: Math.min(confs, need), createtime: d.createdAt }
}

/** What a receipt says about a deposit from `wallet`: the matching transfers, or why not. */
function judge (transfers: ChainTransfer[], ok: boolean, wallet: string): ChainTransfer[] | MsgKey {
  if (!ok) return 'wallet.deposit_reverted'
  if (transfers.length === 0) return 'wallet.deposit_not_usdt'
  const mine = transfers.filter((t) => t.from === wallet)
  return mine.length === 0 ? 'wallet.deposit_foreign' : mine
}

async function walletOf (db: Db, userId: number): Promise<string | null> {
  const [u] = await db.select({ wallet: users.walletAddress }).from(users).where(eq(users.id, userId))
  return u?.wallet ?? null
}

/** wallet/deposit {tx_hash}: follow this transaction (credited by the watcher once confirmed). */
export async function claimDeposit (db: Db, config: Config, userId: number, txHashIn: string, at = now()): Promise<Deposit | Refusal> {
  const chain = chainOf(config)
  if (chain === null) return refuse('wallet.chain_off')
  const txHash = txHashIn.trim().toLowerCase()
  if (!/^0x[0-9a-f]{64}$/.test(txHash)) return refuse('wallet.tx_hash')
  const wallet = await walletOf(db, userId)
  if (wallet === null) return refuse('wallet.no_wallet')
  try {
    return await claimOnChain(db, chain, userId, wallet, txHash, at)
  } catch (err) {
    // the node is down or answers nonsense: nothing was recorded, the user may try again
    if (err instanceof ChainDown) return refuse('wallet.chain_down')
    throw err
  }
}

/** A chain call that failed (the node is down or refused): the claim is refused, nothing recorded. */
class ChainDown extends Error {}

async function ask<T> (call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (err) {
    throw new ChainDown(String((err as Error).message))
  }
}

async function claimOnChain (db: Db, c: ChainAdapter, userId: number, wallet: string, txHash: string, at: number): Promise<Deposit | Refusal> {
  const chain = { config: c.config, head: async () => await ask(c.head), receipt: async (h: string) => await ask(async () => await c.receipt(h)) }
  const need = chain.config.confirmations
  const existing = async (): Promise<Deposit | Refusal | null> => {
    const [d] = await db.select().from(deposits).where(and(eq(deposits.txHash, txHash), sql`state <> 'failed'`))
    if (d === undefined) return null
    return d.userId === userId ? view(d, await chain.head(), need) : refuse('wallet.deposit_claimed')
  }
  const before = await existing()
  if (before !== null) return before
  // mined already: judge it now, so a wrong hash is refused at once instead of failing later
  const r = await chain.receipt(txHash)
  if (r !== null) {
    const j = judge(r.transfers, r.ok, wallet)
    if (typeof j === 'string') return refuse(j)
  }
  const [d] = await db.insert(deposits).values({ userId, txHash, fromAddress: wallet, blockNumber: r?.blockNumber ?? null, state: 'pending', createdAt: at, updatedAt: at })
    .onConflictDoNothing().returning()
  if (d === undefined) return (await existing()) ?? refuse('wallet.deposit_claimed')
  return view(d, r === null ? null : await chain.head(), need)
}

export async function listDeposits (db: Db, config: Config, userId: number, page: number | undefined, lang: Lang): Promise<Paginated<Deposit>> {
  const p = pageOf(page, 10)
  const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from deposits where user_id = ${userId}`)
  const list = await db.select().from(deposits).where(eq(deposits.userId, userId)).orderBy(desc(deposits.id)).limit(p.limit).offset(p.offset)
  const chain = chainOf(config)
  const head = chain === null || !list.some((d) => d.state === 'pending') ? null : await chain.head().catch(() => null)
  return paginated(p, n, list.map((d) => view(d, head, chain?.config.confirmations ?? 0, lang)))
}

/** The crediting job's work on claimed pending rows: the ids it settled (credited or failed). */
export async function settleDeposits (tx: Db, chain: ChainAdapter, ids: number[], at: number): Promise<number[]> {
  const list = await rows<{ id: number, userId: number, txHash: string, wallet: string | null }>(tx, sql`
    select d.id, d.user_id as "userId", d.tx_hash as "txHash", u.wallet_address as wallet
    from deposits d join users u on u.id = d.user_id where d.id = any(${intArray(ids)}::int[]) and d.state = 'pending' order by d.id`)
  if (list.length === 0) return []
  const head = await chain.head()
  const done: number[] = []
  for (const d of list) {
    const r = await chain.receipt(d.txHash)
    if (r === null) continue
    const j = judge(r.transfers, r.ok, d.wallet ?? '')
    if (typeof j === 'string') {
      await tx.update(deposits).set({ state: 'failed', reason: j, blockNumber: r.blockNumber, updatedAt: at }).where(eq(deposits.id, d.id))
      done.push(d.id)
      continue
    }
    await tx.update(deposits).set({ blockNumber: r.blockNumber }).where(eq(deposits.id, d.id))
    if (head - r.blockNumber + 1 < chain.config.confirmations) continue
    const units = j.reduce((s, t) => s + t.value, 0n)
    const value = amount(ethers.formatUnits(units, USDT_DECIMALS))
    await tx.update(deposits).set({ state: 'credited', logIndex: j[0].logIndex, amount: value, fromAddress: j[0].from, updatedAt: at }).where(eq(deposits.id, d.id))
    if (Number(value) > 0) await applyLedger(tx, { userId: d.userId, asset: 'usdt', delta: value, billType: 'recharge', refType: 'deposit', refId: d.id, memo: d.txHash })
    done.push(d.id)
  }
  return done
}

/** How far back the first scan of a new cursor looks. */
const FIRST_SCAN_BLOCKS = 5_000
const SCAN_SPAN = 2_000

/** The log scan: transfers to the deposit address from bound wallets become pending rows. */
export async function scanDeposits (db: Db, chain: ChainAdapter, at: number): Promise<number> {
  const c = chain.config
  const key = `deposit:${c.usdtContract}:${c.depositAddress}`
  const head = await chain.head()
  const [cur] = await db.select({ block: chainCursors.block }).from(chainCursors).where(eq(chainCursors.key, key))
  const from = cur === undefined ? Math.max(0, head - FIRST_SCAN_BLOCKS) : cur.block + 1
  const to = Math.min(head, from + SCAN_SPAN - 1)
  if (to < from) return 0
  const found = await chain.depositsBetween(from, to)
  let made = 0
  if (found.length > 0) {
    const owners = await rows<{ id: number, wallet: string }>(db, sql`
      select id, wallet_address as wallet from users where wallet_address = any(${`{${[...new Set(found.map((t) => t.from))].join(',')}}`}::text[])`)
    const byWallet = new Map(owners.map((o) => [o.wallet, o.id]))
    for (const t of found) {
      const userId = byWallet.get(t.from)
      if (userId === undefined) continue
      const ins = await db.insert(deposits).values({ userId, txHash: t.txHash, fromAddress: t.from, blockNumber: t.blockNumber, state: 'pending', createdAt: at, updatedAt: at })
        .onConflictDoNothing().returning({ id: deposits.id })
      made += ins.length
    }
  }
  // only forward (another instance may have scanned further meanwhile)
  await db.insert(chainCursors).values({ key, block: to })
    .onConflictDoUpdate({ target: chainCursors.key, set: { block: sql`greatest(${chainCursors.block}, ${to})` } })
  return made
}

/** The watcher's jobs: the log scan, then the crediting sweep (nothing without chain configuration). */
export const depositJobs: Job[] = [
  {
    name: 'wallet.deposit_scan',
    run: async (db, at, ctx) => {
      const chain = chainOf(ctx.config)
      if (chain !== null) await scanDeposits(db, chain, at)
    }
  },
  {
    name: 'wallet.deposit_credit',
    table: 'deposits',
    due: (_at, ctx) => ctx.config.chain === null ? sql`false` : sql`state = 'pending'`,
    handle: async (tx, ids, at, ctx) => {
      const chain = chainOf(ctx.config)
      return chain === null ? [] : await settleDeposits(tx, chain, ids, at)
    }
  }
]
