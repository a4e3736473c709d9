import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { and, eq, like, sql } from 'drizzle-orm'
import type { Paginated } from '../../types/envelope'
import type { BankCard, Bill, BillDetail, PointsInfo, RealName, VoucherInfo, TransferInfo, TransferResult, WalletOverview, Withdrawal, WithdrawInfo } from '../../types/wallet'
import type { SessionPayload } from '../../types/user'
import { adminAudit, uploads, users } from '../db/schema'
import { ADMIN_ROLES, type AdminDashboard, type AdminRole } from '../../types/admin'
import { dec } from '../lib/money'
import { AdminClient, adminOf } from './helpers/admin'
import { adminWithdrawals, approveWithdrawal, rejectWithdrawal } from '../modules/wallet/withdraw'
import { adminRealNames, reviewRealName } from '../modules/wallet/cards'
import { recordScorePrice } from '../modules/wallet/service'
import { now } from '../lib/time'
import { startServer, type TestServer } from './helpers/server'
import { assertLedgerBalances, balanceOf, credit, makeUser, okData, refusedWith, setPayPassword, type TestUser } from './helpers/buying'

// The wallet through real HTTP (no chain here; wallet-chain.test.ts runs anvil): bills and their
// details, withdrawals (fees, 20 concurrent over the balance, reject restores, bank approval),
// transfers (quota, races both ways, self/unknown), bank cards (Luhn, 5 at most), real name,
// bad amounts on every amount route, no IDOR; the console's routes (roles, decisions through
// /api/admin seen by the user, audit rows, queues); after the suite the ledger invariants.

let srv: TestServer
let alice: TestUser
let bob: TestUser
let carol: TestUser

const key = (): string => crypto.randomBytes(12).toString('hex')
const FINANCE = { id: 1 }

async function wallet (db: TestServer['db'], u: TestUser, address: string): Promise<void> {
  await db.update(users).set({ walletAddress: address.toLowerCase() }).where(eq(users.id, u.id))
}

before(async () => {
  srv = await startServer()
  alice = await makeUser(srv.db, srv.url, 'alice')
  bob = await makeUser(srv.db, srv.url, 'bob')
  carol = await makeUser(srv.db, srv.url, 'carol')
  for (const u of [alice, bob, carol]) await setPayPassword(srv.db, u.id)
  await wallet(srv.db, alice, '0x' + 'a1'.repeat(20))
  await wallet(srv.db, bob, '0x' + 'b2'.repeat(20))
})

after(async () => {
  // the invariants of ECONOMY §4 over everything this suite did
  await assertLedgerBalances(srv.db)
  const [neg] = (await srv.db.execute(sql`select count(*)::int as n from balances where amount < 0`) as unknown as { rows: Array<{ n: number }> }).rows
  assert.equal(neg.n, 0)
  const [t] = (await srv.db.execute(sql`select coalesce(sum(delta), 0)::text as s from ledger where bill_type = 'transfer'`) as unknown as { rows: Array<{ s: string }> }).rows
  assert.equal(Number(t.s), 0, 'the transfer rows sum to 0')
  await srv.close()
})

describe('balances and bills', () => {
  test('the money page lists every asset; no chain configured says so', async () => {
    await credit(srv.db, carol.id, 'usdt', '12.5')
    const o = okData(await carol.api.get<WalletOverview>('/wanlshop/wallet/assets'))
    assert.deepEqual(o.assets.map((a) => a.asset), ['usdt', 'bbc', 'bbt', 'score', 'voucher'])
    assert.equal(o.assets[0].balance, '12.50')
    assert.equal(o.chain, false)
    refusedWith(await alice.api.post('/wanlshop/wallet/deposit', { tx_hash: '0x' + '1'.repeat(64) }), 'On-chain deposits are not configured on this server')
    const info = okData(await alice.api.get<{ configured: boolean }>('/wanlshop/wallet/depositInfo'))
    assert.equal(info.configured, false)
  })

  test('bills: newest first, filter by asset and type, paging, details; someone else\'s bill is not found', async () => {
    await credit(srv.db, carol.id, 'bbc', '3')
    await credit(srv.db, carol.id, 'usdt', '1')
    const all = okData(await carol.api.get<Paginated<Bill>>('/wanlshop/pay/moneyLog'))
    assert.equal(all.total, 3)
    assert.deepEqual(all.data.map((b) => [b.asset, b.delta]), [['usdt', '1.00'], ['bbc', '3.00'], ['usdt', '12.50']])
    assert.equal(all.data[0].type_text, 'System')
    const usdt = okData(await carol.api.get<Paginated<Bill>>('/wanlshop/pay/moneyLog', { asset: 'usdt', limit: 1, page: 2 }))
    assert.equal(usdt.total, 2)
    assert.equal(usdt.last_page, 2)
    assert.equal(usdt.data[0].delta, '12.50')
    assert.equal(okData(await carol.api.get<Paginated<Bill>>('/wanlshop/pay/moneyLog', { type: 'withdraw' })).total, 0)
    refusedWith(await carol.api.get('/wanlshop/pay/moneyLog', { type: 'nonsense' }), /type/)
    const d = okData(await carol.api.get<BillDetail>('/wanlshop/pay/details', { id: all.data[0].id }))
    assert.equal(d.delta, '1.00')
    // IDOR: bob cannot read carol's bill
    refusedWith(await bob.api.get('/wanlshop/pay/details', { id: all.data[0].id }), 'This bill does not exist')
    assert.equal((await carol.api.get('/wanlshop/pay/moneyLog', {}, { token: null })).status, 401)
  })
})

describe('withdrawal', () => {
  before(async () => { await credit(srv.db, alice.id, 'usdt', '100') })

  test('the preview names minimum, fee and destinations', async () => {
    const w = okData(await alice.api.get<WithdrawInfo>('/wanlshop/pay/initialWithdraw'))
    assert.equal(w.balance, '100.00')
    assert.equal(w.min, '10.00')
    assert.equal(w.fee_rate, '0.01')
    assert.equal(w.bsc_address, '0x' + 'a1'.repeat(20))
  })

  test('refusals: minimum, wrong password, no bound address, someone else\'s card', async () => {
    refusedWith(await alice.api.post('/wanlshop/pay/withdraw', { amount: '9.99', type: 'bsc', pay_password: '123456', key: key() }), 'The minimum withdrawal is 10.00 USDT')
    refusedWith(await alice.api.post('/wanlshop/pay/withdraw', { amount: '10', type: 'bsc', pay_password: '000000', key: key() }), /Wrong payment password/)
    await setPayPassword(srv.db, alice.id) // the wrong try above counted; start over
    refusedWith(await carol.api.post('/wanlshop/pay/withdraw', { amount: '10', type: 'bsc', pay_password: '123456', key: key() }), 'Bind a BSC withdrawal address first (connect a wallet)')
    const card = okData(await bob.api.post<BankCard>('/wanlshop/pay/addPayAccount', { holder: 'Bob', bank: 'ICBC', card_no: '622202020011223344' + luhnDigit('622202020011223344') }))
    refusedWith(await alice.api.post('/wanlshop/pay/withdraw', { amount: '10', type: 'bank', card_id: card.id, pay_password: '123456', key: key() }), 'This bank card does not exist')
    assert.equal(await balanceOf(srv.db, alice.id, 'usdt'), '100.00000000')
  })

  test('20 concurrent withdrawals over the balance: only the affordable ones, never below zero', async () => {
    // 20 × (10 + fee 1) = 220 against 100: exactly 9 fit (99), the 10th would need 110
    const res = await Promise.all(Array.from({ length: 20 }, async () => await alice.api.postConcurrent<Withdrawal>('/wanlshop/pay/withdraw', { amount: '10', type: 'bsc', pay_password: '123456', key: key() })))
    const okN = res.filter((r) => r.body.code === 1).length
    assert.equal(okN, 9)
    for (const r of res.filter((x) => x.body.code !== 1)) assert.match(r.body.msg, /^Insufficient USDT balance, available 1\.00 \(fee 1\.00 included\)$|^Insufficient USDT balance/)
    assert.equal(await balanceOf(srv.db, alice.id, 'usdt'), '1.00000000')
    const list = okData(await alice.api.get<Paginated<Withdrawal>>('/wanlshop/pay/withdrawLog'))
    assert.equal(list.total, 9)
    assert.ok(list.data.every((w) => w.state === 1 && w.fee === '1.00'))
  })

  test('the same key twice is one withdrawal', async () => {
    await credit(srv.db, alice.id, 'usdt', '20')
    const k = key()
    const [a, b] = await Promise.all([0, 1].map(async () => await alice.api.postConcurrent<Withdrawal>('/wanlshop/pay/withdraw', { amount: '10', type: 'bsc', pay_password: '123456', key: k })))
    assert.equal(okData(a).id, okData(b).id)
    assert.equal(await balanceOf(srv.db, alice.id, 'usdt'), '10.00000000')
  })

  test('finance rejects with a reason: amount and fee back; a second decision is refused', async () => {
    const list = okData(await alice.api.get<Paginated<Withdrawal>>('/wanlshop/pay/withdrawLog'))
    const w = list.data[0]
    const q = await adminWithdrawals(srv.db, 1)
    assert.ok(q.data.some((x) => x.id === w.id && x.username !== ''))
    const noReason = await rejectWithdrawal(srv.db, FINANCE, w.id, '  ')
    assert.deepEqual(noReason, { refusal: 'wallet.reject_reason' })
    const r = await rejectWithdrawal(srv.db, FINANCE, w.id, 'address on a sanctions list')
    assert.ok(!('refusal' in r) && r.state === 3)
    assert.equal(await balanceOf(srv.db, alice.id, 'usdt'), '21.00000000')
    assert.deepEqual(await rejectWithdrawal(srv.db, FINANCE, w.id, 'again'), { refusal: 'wallet.withdraw_wrong_state' })
    assert.deepEqual(await approveWithdrawal(srv.db, null, FINANCE, w.id), { refusal: 'wallet.withdraw_wrong_state' })
    const mine = okData(await alice.api.get<Withdrawal>('/wanlshop/pay/withdrawInfo', { id: w.id }))
    assert.equal(mine.reason, 'address on a sanctions list')
    // the bills show the debit, the fee and both refunds
    const rows = okData(await alice.api.get<Paginated<Bill>>('/wanlshop/pay/moneyLog', { limit: 50 })).data.filter((b) => b.ref_type === 'withdrawal' && b.ref_id === String(w.id))
    assert.deepEqual(rows.map((b) => [b.type, b.delta]).sort(), [['withdraw', '-10.00'], ['withdraw', '10.00'], ['withdraw_fee', '-1.00'], ['withdraw_fee', '1.00']].sort())
    const detail = okData(await alice.api.get<BillDetail>('/wanlshop/pay/details', { id: rows[0].id }))
    assert.equal(detail.ref?.kind, 'withdrawal')
    // IDOR: bob cannot see it
    refusedWith(await bob.api.get('/wanlshop/pay/withdrawInfo', { id: w.id }), 'This withdrawal does not exist')
  })

  test('the audit hook runs inside the decision\'s transaction: when it fails, nothing changed', async () => {
    const open = okData(await alice.api.get<Paginated<Withdrawal>>('/wanlshop/pay/withdrawLog')).data.find((w) => w.state === 1)!
    const balance = await balanceOf(srv.db, alice.id, 'usdt')
    await assert.rejects(rejectWithdrawal(srv.db, FINANCE, open.id, 'test', now(), async (_tx, before, after) => {
      assert.deepEqual([before.state, after.state], [1, 3])
      throw new Error('audit store down')
    }), /audit store down/)
    assert.equal(okData(await alice.api.get<Withdrawal>('/wanlshop/pay/withdrawInfo', { id: open.id })).state, 1)
    assert.equal(await balanceOf(srv.db, alice.id, 'usdt'), balance)
  })

  test('a BSC withdrawal cannot be approved without a payout wallet; a bank one needs the reference', async () => {
    const list = okData(await alice.api.get<Paginated<Withdrawal>>('/wanlshop/pay/withdrawLog'))
    const open = list.data.find((w) => w.state === 1)!
    assert.deepEqual(await approveWithdrawal(srv.db, null, FINANCE, open.id), { refusal: 'wallet.payout_off' })
    await credit(srv.db, bob.id, 'usdt', '50')
    const cards = okData(await bob.api.get<BankCard[]>('/wanlshop/pay/getPayAccount'))
    const w = okData(await bob.api.post<Withdrawal>('/wanlshop/pay/withdraw', { amount: '20', type: 'bank', card_id: cards[0].id, pay_password: '123456', key: key() }))
    assert.match(w.account, /^ICBC \*\*\*\* \*\*\*\* \*\*\*\* \d{4} Bob$/)
    assert.deepEqual(await approveWithdrawal(srv.db, null, FINANCE, w.id, ''), { refusal: 'wallet.reference' })
    const done = await approveWithdrawal(srv.db, null, FINANCE, w.id, 'ICBC-2026-0001')
    assert.ok(!('refusal' in done) && done.state === 2 && done.reference === 'ICBC-2026-0001' && done.transfertime !== null)
    assert.equal(await balanceOf(srv.db, bob.id, 'usdt'), '29.00000000')
  })
})

function luhnDigit (body: string): string {
  for (let d = 0; d <= 9; d++) {
    const s = body + String(d)
    let sum = 0
    for (let i = 0; i < s.length; i++) {
      let x = Number(s[s.length - 1 - i])
      if (i % 2 === 1) { x *= 2; if (x > 9) x -= 9 }
      sum += x
    }
    if (sum % 10 === 0) return String(d)
  }
  throw new Error('unreachable')
}

describe('bank cards', () => {
  test('Luhn, required fields, at most 5, duplicates, delete, owner only; accountbank counts them', async () => {
    const wrongDigit = String((Number(luhnDigit('622202020011223344')) + 1) % 10)
    refusedWith(await carol.api.post('/wanlshop/pay/addPayAccount', { holder: 'C', bank: 'BOC', card_no: '622202020011223344' + wrongDigit }), 'The card number is not valid')
    refusedWith(await carol.api.post('/wanlshop/pay/addPayAccount', { holder: 'C', bank: 'BOC', card_no: '1234' }), 'The card number is not valid')
    refusedWith(await carol.api.post('/wanlshop/pay/addPayAccount', { holder: '', bank: 'BOC', card_no: '4111111111111111' }), 'Enter the card holder\'s name')
    refusedWith(await carol.api.post('/wanlshop/pay/addPayAccount', { holder: 'C', bank: ' ', card_no: '4111111111111111' }), 'Enter the bank')
    const made = await Promise.all(Array.from({ length: 7 }, async (_, i) => {
      const body = `62220202001122${String(i).padStart(4, '0')}`
      return await carol.api.postConcurrent<BankCard>('/wanlshop/pay/addPayAccount', { holder: 'Carol', bank: 'BOC', card_no: body + luhnDigit(body) })
    }))
    assert.equal(made.filter((r) => r.body.code === 1).length, 5)
    for (const r of made.filter((x) => x.body.code !== 1)) assert.equal(r.body.msg, 'At most 5 bank cards')
    const cards = okData(await carol.api.get<BankCard[]>('/wanlshop/pay/getPayAccount'))
    assert.equal(cards.length, 5)
    assert.match(cards[0].card_no, /^\*\*\*\* \*\*\*\* \*\*\*\* \d{4}$/)
    const stats = okData(await carol.api.post<SessionPayload>('/wanlshop/user/refresh', {}))
    assert.equal(stats.statistics.dynamic.accountbank, 5)
    // IDOR: read and delete someone else's card
    refusedWith(await bob.api.get('/wanlshop/pay/payAccount', { id: cards[0].id }), 'This bank card does not exist')
    refusedWith(await bob.api.post('/wanlshop/pay/delPayAccount', { id: cards[0].id }), 'This bank card does not exist')
    okData(await carol.api.post('/wanlshop/pay/delPayAccount', { id: cards[0].id }))
    assert.equal(okData(await carol.api.get<BankCard[]>('/wanlshop/pay/getPayAccount')).length, 4)
    refusedWith(await carol.api.post('/wanlshop/pay/addPayAccount', { holder: 'Carol', bank: 'BOC', card_no: cards[1].card_no }), 'The card number is not valid')
  })
})

describe('transfer', () => {
  let dave: TestUser
  let erin: TestUser
  before(async () => {
    dave = await makeUser(srv.db, srv.url, 'dave')
    erin = await makeUser(srv.db, srv.url, 'erin')
    await setPayPassword(srv.db, dave.id)
    await setPayPassword(srv.db, erin.id)
    await wallet(srv.db, erin, '0x' + 'e5'.repeat(20))
    await credit(srv.db, dave.id, 'usdt', '1000')
    await credit(srv.db, erin.id, 'usdt', '1000')
    await credit(srv.db, dave.id, 'bbc', '50')
  })

  test('to a wallet address or an invite code; both rows in one transaction', async () => {
    const [erinRow] = await srv.db.select({ code: users.inviteCode }).from(users).where(eq(users.id, erin.id))
    const r = okData(await dave.api.post<TransferResult>('/wanlshop/wallet/transfer', { asset: 'usdt', to: '0x' + 'E5'.repeat(20), amount: '10.5', pay_password: '123456', key: key() }))
    assert.equal(r.balance, '989.50')
    okData(await dave.api.post('/wanlshop/wallet/transfer', { asset: 'bbc', to: erinRow.code, amount: '5', pay_password: '123456', key: key() }))
    assert.equal(await balanceOf(srv.db, erin.id, 'usdt'), '1010.50000000')
    assert.equal(await balanceOf(srv.db, erin.id, 'bbc'), '5.00000000')
    const bill = okData(await erin.api.get<Paginated<Bill>>('/wanlshop/pay/moneyLog', { type: 'transfer' })).data.find((b) => b.asset === 'usdt')!
    const d = okData(await erin.api.get<BillDetail>('/wanlshop/pay/details', { id: bill.id }))
    assert.deepEqual(d.ref?.kind === 'transfer' && [d.ref.direction, d.ref.amount], ['in', '10.50'])
  })

  test('refusals: oneself, unknown user, short balance, wrong password (spec §8 wording)', async () => {
    refusedWith(await erin.api.post('/wanlshop/wallet/transfer', { asset: 'usdt', to: '0x' + 'e5'.repeat(20), amount: '1', pay_password: '123456', key: key() }), 'You cannot transfer to yourself')
    refusedWith(await erin.api.post('/wanlshop/wallet/transfer', { asset: 'usdt', to: '0x' + '99'.repeat(20), amount: '1', pay_password: '123456', key: key() }), 'No such user (enter a wallet address or an invite code)')
    refusedWith(await erin.api.post('/wanlshop/wallet/transfer', { asset: 'usdt', to: 'NOPE', amount: '1', pay_password: '123456', key: key() }), 'No such user (enter a wallet address or an invite code)')
    refusedWith(await dave.api.post('/wanlshop/wallet/transfer', { asset: 'bbc', to: '0x' + 'e5'.repeat(20), amount: '46', pay_password: '123456', key: key() }), 'Insufficient BBC balance, available 45.00')
    const zh = await dave.api.post('/wanlshop/wallet/transfer', { asset: 'bbc', to: '0x' + 'e5'.repeat(20), amount: '46', pay_password: '123456', key: key() }, { lang: 'zh-CN' })
    refusedWith(zh, 'BBC余额不足，可用 45.00')
  })

  test('races both ways between two users: every transfer lands once, no deadlock, sums kept', async () => {
    await wallet(srv.db, dave, '0x' + 'd4'.repeat(20))
    const before = [await balanceOf(srv.db, dave.id, 'usdt'), await balanceOf(srv.db, erin.id, 'usdt')].map(Number)
    const res = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      const [from, to] = i % 2 === 0 ? [dave, '0x' + 'e5'.repeat(20)] : [erin, '0x' + 'd4'.repeat(20)]
      return await from.api.postConcurrent('/wanlshop/wallet/transfer', { asset: 'usdt', to, amount: String(i + 1), pay_password: '123456', key: key() })
    }))
    for (const r of res) assert.equal(r.body.code, 1, r.body.msg)
    const after = [await balanceOf(srv.db, dave.id, 'usdt'), await balanceOf(srv.db, erin.id, 'usdt')].map(Number)
    // dave sent 1+3+…+19 = 100 and got 2+4+…+20 = 110
    assert.equal(after[0] - before[0], 10)
    assert.equal(after[1] - before[1], -10)
  })

  test('the daily quota holds under concurrency and is shown', async () => {
    await srv.db.execute(sql`insert into settings (key, value) values ('wallet', '{"transfer_quota": {"usdt": "300", "bbc": "100000"}}') on conflict (key) do update set value = excluded.value`)
    const info = okData(await dave.api.get<TransferInfo>('/wanlshop/wallet/transferInfo', { asset: 'usdt' }))
    const remaining = Number(info.remaining)
    assert.equal(info.quota, '300.00')
    // 100 (odd amounts) + 10.5 sent before: 189.50 left
    assert.equal(info.remaining, '189.50')
    const res = await Promise.all(Array.from({ length: 10 }, async () => await dave.api.postConcurrent('/wanlshop/wallet/transfer', { asset: 'usdt', to: '0x' + 'e5'.repeat(20), amount: '40', pay_password: '123456', key: key() })))
    const sent = res.filter((r) => r.body.code === 1).length
    assert.equal(sent, Math.floor(remaining / 40))
    for (const r of res.filter((x) => x.body.code !== 1)) assert.match(r.body.msg, /^Insufficient transfer quota, 29\.50 left today$/)
    const zh = await dave.api.post('/wanlshop/wallet/transfer', { asset: 'usdt', to: '0x' + 'e5'.repeat(20), amount: '40', pay_password: '123456', key: key() }, { lang: 'zh-CN' })
    refusedWith(zh, '转账额度不足，今日剩余 29.50')
    await srv.db.execute(sql`delete from settings where key = 'wallet'`)
  })
})

describe('real name', () => {
  test('ID checksum, own uploads, pending → rejected → resubmit → approved', async () => {
    const u = bob
    const img = async (size: number): Promise<string> => {
      const p = `/uploads/test/${crypto.randomBytes(6).toString('hex')}.png`
      await srv.db.insert(uploads).values({ userId: u.id, path: p, mime: 'image/png', size, sha256: 'x', createdAt: 1 })
      return p
    }
    const front = await img(1000)
    const back = await img(2000)
    const big = await img(3 * 1024 * 1024)
    const good = '11010519491231002X'
    refusedWith(await u.api.post('/wanlshop/user/realName', { name: '张三', id_number: '110105194912310021', front, back }), 'The ID number is not valid')
    refusedWith(await u.api.post('/wanlshop/user/realName', { name: '张三', id_number: good, front, back: big }), 'Upload both sides of your ID card (2 MB at most each)')
    refusedWith(await alice.api.post('/wanlshop/user/realName', { name: '李四', id_number: good, front, back }), 'Upload both sides of your ID card (2 MB at most each)')
    refusedWith(await u.api.post('/wanlshop/user/realName', { name: '', id_number: good, front, back }), 'Enter your legal name')
    const r = okData(await u.api.post<RealName>('/wanlshop/user/realName', { name: '张三', id_number: good.toLowerCase(), front, back }))
    assert.equal(r.state, 'pending')
    assert.equal(r.id_number, '110***********002X')
    refusedWith(await u.api.post('/wanlshop/user/realName', { name: '张三', id_number: good, front, back }), 'Your verification is being reviewed')
    const queue = await adminRealNames(srv.db, 'pending')
    assert.equal(queue.data[0].id_number, good)
    assert.deepEqual(await reviewRealName(srv.db, FINANCE, u.id, false, ''), { refusal: 'wallet.reject_reason' })
    await reviewRealName(srv.db, FINANCE, u.id, false, 'photo unreadable')
    const rej = okData(await u.api.get<RealName>('/wanlshop/user/realName'))
    assert.deepEqual([rej.state, rej.reason], ['rejected', 'photo unreadable'])
    okData(await u.api.post('/wanlshop/user/realName', { name: '张三', id_number: good, front, back }))
    await reviewRealName(srv.db, FINANCE, u.id, true)
    assert.equal(okData(await u.api.get<RealName>('/wanlshop/user/realName')).state, 'approved')
    refusedWith(await u.api.post('/wanlshop/user/realName', { name: '张三', id_number: good, front, back }), 'You are already verified')
  })

  test('withdrawals wait for it when withdraw_needs_realname is on', async () => {
    await srv.db.execute(sql`insert into settings (key, value) values ('wallet', '{"withdraw_needs_realname": true}') on conflict (key) do update set value = excluded.value`)
    await credit(srv.db, carol.id, 'usdt', '30')
    const cards = okData(await carol.api.get<BankCard[]>('/wanlshop/pay/getPayAccount'))
    refusedWith(await carol.api.post('/wanlshop/pay/withdraw', { amount: '10', type: 'bank', card_id: cards[0].id, pay_password: '123456', key: key() }), 'Complete the real-name verification first')
    await srv.db.execute(sql`delete from settings where key = 'wallet'`)
  })
})

describe('bad amounts, never a 500', () => {
  const BAD: Array<[string, RegExp]> = [
    ['-1', /^Enter a valid amount$/],
    ['1e3', /^Enter a valid amount$/],
    ['0.000000001', /^The amount may have at most 2 decimals$/],
    ['abc', /^Enter a valid amount$/],
    ['12345678901234567890', /^Enter a valid amount$/],
    ['0', /^The amount must be more than 0$/],
    ['', /^Enter a valid amount$/]
  ]
  test('withdraw and transfer refuse each with a clear message', async () => {
    for (const [amount, msg] of BAD) {
      const w = await alice.api.post('/wanlshop/pay/withdraw', { amount, type: 'bsc', pay_password: '123456', key: key() })
      refusedWith(w, msg)
      const t = await alice.api.post('/wanlshop/wallet/transfer', { asset: 'usdt', to: '0x' + 'b2'.repeat(20), amount, pay_password: '123456', key: key() })
      refusedWith(t, msg)
    }
    // a number instead of a string is named by the schema
    refusedWith(await alice.api.post('/wanlshop/pay/withdraw', { amount: 12, type: 'bsc', pay_password: '123456', key: key() }), /amount/)
  })
})

describe('points and vouchers', () => {
  test('points value: the price recorded once a day, shown with the balance', async () => {
    await credit(srv.db, carol.id, 'score', '250')
    const day = 86_400
    const t0 = now() - 2 * day
    await Promise.all([recordScorePrice(srv.db, t0), recordScorePrice(srv.db, t0)])
    await recordScorePrice(srv.db, t0 + day)
    const p = okData(await carol.api.get<PointsInfo>('/wanlshop/wallet/points'))
    assert.equal(p.balance, '250.00')
    assert.equal(p.score_price, '0.01')
    assert.equal(p.value, '2.50')
    assert.equal(p.history.length, 3, 'two recorded days and today')
    assert.equal(new Set(p.history.map((h) => h.day)).size, 3)
  })

  test('vouchers: the balance as the newest credits, each with its expiry', async () => {
    await credit(srv.db, carol.id, 'voucher', '30')
    await credit(srv.db, carol.id, 'voucher', '20')
    const v = okData(await carol.api.get<VoucherInfo>('/wanlshop/wallet/vouchers'))
    assert.equal(v.balance, '50.00')
    assert.deepEqual(v.lots.map((l) => l.amount), ['30.00', '20.00'])
    assert.equal(v.lots[0].expiretime - v.lots[0].createtime, 90 * 86_400)
    const hist = okData(await carol.api.get<Paginated<Bill>>('/wanlshop/pay/moneyLog', { asset: 'voucher' }))
    assert.equal(hist.total, 2)
  })
})

describe('admin console (Withdrawals, Real-name)', () => {
  test('role × route: finance works withdrawals, reviewer real names; the others 403, nobody 401', async () => {
    const callers = Object.fromEntries(await Promise.all(ADMIN_ROLES.map(async (r) => [r, await adminOf(srv.db, srv.url, r)] as const)))
    const routes: Array<[string, 'get' | 'post', Record<string, unknown>, readonly AdminRole[]]> = [
      ['/withdrawals', 'get', {}, ['finance']],
      ['/withdrawals/999999/approve', 'post', { reference: 'x' }, ['finance']],
      ['/withdrawals/999999/reject', 'post', { reason: 'x' }, ['finance']],
      ['/real-names', 'get', {}, ['reviewer']],
      ['/real-names/999999/review', 'post', { approve: true }, ['reviewer']]
    ]
    for (const [url, method, body, allowed] of routes) {
      for (const role of ADMIN_ROLES) {
        const c = callers[role]
        const res = method === 'get' ? await c.get(url) : await c.post(url, body)
        const may = role === 'super' || allowed.includes(role)
        // allowed: a list, or a refusal for the missing row (HTTP 200, code 0) — never 403/500
        if (may) assert.ok(res.status === 200 && (method === 'get' ? res.body.code === 1 : res.body.code === 0), `${role} → ${url}: ${res.status} ${res.body.msg}`)
        else assert.deepEqual([res.status, res.body.code], [403, 403], `${role} → ${url}`)
      }
      const anon = new AdminClient(callers.super.api, null)
      const res = method === 'get' ? await anon.get(url) : await anon.post(url, body)
      assert.deepEqual([res.status, res.body.code], [401, 401], `anonymous → ${url}`)
    }
    // the dashboard queues: finance sees the pending withdrawals, the reviewer the real names
    const queues = async (role: AdminRole): Promise<string[]> => okData(await callers[role].get<AdminDashboard>('/dashboard')).queues.map((q) => q.key)
    assert.ok((await queues('finance')).includes('withdrawals') && !(await queues('finance')).includes('real_names'))
    assert.ok((await queues('reviewer')).includes('real_names') && !(await queues('reviewer')).includes('withdrawals'))
    assert.ok((await queues('super')).includes('withdrawals') && (await queues('super')).includes('real_names'))
    assert.ok(!(await queues('support')).some((k) => k === 'withdrawals' || k === 'real_names'))
  })

  test('finance rejects and approves through /api/admin; the user sees it, the audit has it, the queue shrinks', async () => {
    const fin = await adminOf(srv.db, srv.url, 'finance')
    const pending = async (): Promise<number> => okData(await fin.get<AdminDashboard>('/dashboard')).queues.find((q) => q.key === 'withdrawals')!.count
    await credit(srv.db, carol.id, 'usdt', '40')
    const cards = okData(await carol.api.get<BankCard[]>('/wanlshop/pay/getPayAccount'))
    const before = await balanceOf(srv.db, carol.id, 'usdt')
    const a = okData(await carol.api.post<Withdrawal>('/wanlshop/pay/withdraw', { amount: '10', type: 'bank', card_id: cards[0].id, pay_password: '123456', key: key() }))
    const b = okData(await carol.api.post<Withdrawal>('/wanlshop/pay/withdraw', { amount: '15', type: 'bank', card_id: cards[0].id, pay_password: '123456', key: key() }))
    const list = okData(await fin.get<Paginated<Withdrawal & { user_id: number, username: string }>>('/withdrawals', { state: 1 }))
    assert.ok(list.data.some((w) => w.id === a.id && w.user_id === carol.id && w.username !== ''))
    const n0 = await pending()
    // bad input is a refusal naming the problem, not a 500
    refusedWith(await fin.post(`/withdrawals/${a.id}/reject`, { reason: '   ' }), /reason/i)
    refusedWith(await fin.post(`/withdrawals/${b.id}/approve`, {}), /reference/i)
    assert.equal(okData(await fin.post<Withdrawal>(`/withdrawals/${a.id}/reject`, { reason: 'name does not match the card' })).state, 3)
    assert.equal(okData(await fin.post<Withdrawal>(`/withdrawals/${b.id}/approve`, { reference: 'ICBC-2026-0042' })).state, 2)
    refusedWith(await fin.post(`/withdrawals/${a.id}/approve`, { reference: 'late' }), /./)
    const seenA = okData(await carol.api.get<Withdrawal>('/wanlshop/pay/withdrawInfo', { id: a.id }))
    assert.deepEqual([seenA.state, seenA.reason], [3, 'name does not match the card'])
    const seenB = okData(await carol.api.get<Withdrawal>('/wanlshop/pay/withdrawInfo', { id: b.id }))
    assert.deepEqual([seenB.state, seenB.reference], [2, 'ICBC-2026-0042'])
    // a's 10 + 0.1..1 fee came back; b's 15 + fee stayed out
    assert.equal(dec(before).minus(await balanceOf(srv.db, carol.id, 'usdt')).toFixed(2), dec(b.amount).plus(b.fee).toFixed(2))
    assert.equal(await pending(), n0 - 2)
    const audit = await srv.db.select().from(adminAudit).where(and(eq(adminAudit.adminUsername, fin.username), like(adminAudit.action, 'withdrawal.%'))).orderBy(adminAudit.id)
    assert.deepEqual(audit.map((r) => [r.action, r.target]), [['withdrawal.reject', `withdrawal:${a.id}`], ['withdrawal.approve', `withdrawal:${b.id}`]])
    assert.deepEqual([(audit[0].before as Withdrawal).state, (audit[0].after as Withdrawal).state], [1, 3])
  })

  test('the reviewer decides a real name through /api/admin; the user sees the reason', async () => {
    const rev = await adminOf(srv.db, srv.url, 'reviewer')
    const img = async (): Promise<string> => {
      const p = `/uploads/test/${crypto.randomBytes(6).toString('hex')}.png`
      await srv.db.insert(uploads).values({ userId: carol.id, path: p, mime: 'image/png', size: 1000, sha256: 'x', createdAt: 1 })
      return p
    }
    const front = await img()
    const back = await img()
    okData(await carol.api.post('/wanlshop/user/realName', { name: '王五', id_number: '11010519491231002X', front, back }))
    const queue = okData(await rev.get<Paginated<{ user_id: number, front: string, back: string, state: string }>>('/real-names'))
    assert.deepEqual(queue.data[0], { ...queue.data[0], user_id: carol.id, front, back, state: 'pending' }, 'pending first')
    refusedWith(await rev.post(`/real-names/${carol.id}/review`, { approve: false }), /reason/i)
    okData(await rev.post(`/real-names/${carol.id}/review`, { approve: false, reason: 'the back is blurred' }))
    const seen = okData(await carol.api.get<RealName>('/wanlshop/user/realName'))
    assert.deepEqual([seen.state, seen.reason], ['rejected', 'the back is blurred'])
    refusedWith(await rev.post(`/real-names/${carol.id}/review`, { approve: true }), /./)
    const [row] = await srv.db.select().from(adminAudit).where(and(eq(adminAudit.adminUsername, rev.username), like(adminAudit.action, 'realname.%')))
    assert.deepEqual([row.action, row.target], ['realname.reject', `realname:${carol.id}`])
  })
})
