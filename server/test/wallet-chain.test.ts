import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { ethers } from 'ethers'
import type { Deposit, DepositInfo, Withdrawal } from '../../types/wallet'
import type { Paginated } from '../../types/envelope'
import { deposits, payouts, users, withdrawals } from '../db/schema'
import { runJobs } from '../lib/scheduler'
import { now } from '../lib/time'
import { chainOf } from '../modules/wallet/deposit'
import { approveWithdrawal, rejectWithdrawal } from '../modules/wallet/withdraw'
import { DEV_KEYS, startLocalChain, type LocalChain } from '../dev/local-chain'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient } from './helpers/client'
import { assertLedgerBalances, balanceOf, credit, makeUser, okData, refusedWith, setPayPassword, type TestUser } from './helpers/buying'

// On-chain recharge and payout against a real local chain: anvil (npm @foundry-rs/anvil) started
// by this test on a free port, the test USDT deployed. Two server instances share one database
// and both run the watcher's jobs. Deposits: credited exactly once, only from the owner's bound
// wallet, only after DEPOSIT_CONFIRMATIONS, a hash claimed by someone else refused; withdrawals:
// the approved one is paid on chain once, even when approved twice at the same time.

const CONFIRMATIONS = 3
let chain: LocalChain
let one: TestServer
let two: TestServer
let alice: TestUser
let bob: TestUser
const aliceKey = new ethers.Wallet(DEV_KEYS[4])
const bobKey = new ethers.Wallet(DEV_KEYS[5])
const strangerKey = new ethers.Wallet(DEV_KEYS[6])
const FINANCE = { id: 1 }

async function send (key: ethers.Wallet, to: string, usdt: string): Promise<string> {
  const signer = key.connect(chain.provider)
  const token = new ethers.Contract(chain.usdt, ['function transfer(address,uint256) returns (bool)'], signer)
  const tx = await (token.transfer as (to: string, v: bigint) => Promise<ethers.ContractTransactionResponse>)(to, ethers.parseUnits(usdt, 18))
  await tx.wait()
  return tx.hash
}

async function jobs (srv: TestServer): Promise<Record<string, number[]>> {
  return await runJobs(srv.app.ctx.jobs.filter((j) => j.name.startsWith('wallet.')), now(), { db: srv.db, config: srv.config })
}

before(async () => {
  chain = await startLocalChain()
  one = await startServer({ env: chain.env(CONFIRMATIONS) })
  two = await startServer({ env: chain.env(CONFIRMATIONS), database: one.database })
  alice = await makeUser(one.db, one.url, 'alice')
  bob = await makeUser(one.db, one.url, 'bob')
  await one.db.update(users).set({ walletAddress: aliceKey.address.toLowerCase() }).where(eq(users.id, alice.id))
  await one.db.update(users).set({ walletAddress: bobKey.address.toLowerCase() }).where(eq(users.id, bob.id))
  await setPayPassword(one.db, alice.id)
  for (const k of [aliceKey, bobKey, strangerKey]) await chain.fund(k.address, '1000')
})

after(async () => {
  await assertLedgerBalances(one.db)
  const [dup] = (await one.db.execute(sql`select count(*)::int as n from (select ref_id from ledger where bill_type = 'recharge' group by ref_id having count(*) > 1) d`) as unknown as { rows: Array<{ n: number }> }).rows
  assert.equal(dup.n, 0, 'no deposit credited twice')
  await two.close()
  await one.close()
  await chain.stop()
})

describe('deposits', () => {
  let hash: string

  test('the recharge page learns the deposit address and the confirmations', async () => {
    const info = okData(await alice.api.get<DepositInfo>('/wanlshop/wallet/depositInfo'))
    assert.deepEqual([info.configured, info.deposit_address, info.usdt_contract, info.confirmations, info.chain_id], [true, chain.depositAddress, chain.usdt, CONFIRMATIONS, 97])
  })

  test('credited once, after the confirmations, with the watcher on two instances', async () => {
    hash = await send(aliceKey, chain.depositAddress, '50')
    const d = okData(await alice.api.post<Deposit>('/wanlshop/wallet/deposit', { tx_hash: hash }))
    assert.equal(d.state, 'pending')
    assert.equal(d.confirmations, 1)
    // one block: not yet
    await Promise.all([jobs(one), jobs(two)])
    assert.equal(Number(await balanceOf(one.db, alice.id, 'usdt')), 0)
    await chain.mine(CONFIRMATIONS - 2)
    await Promise.all([jobs(one), jobs(two)])
    assert.equal(Number(await balanceOf(one.db, alice.id, 'usdt')), 0, `${CONFIRMATIONS - 1} confirmations are not enough`)
    await chain.mine(1)
    const [r1, r2] = await Promise.all([jobs(one), jobs(two)])
    assert.equal(r1['wallet.deposit_credit'].length + r2['wallet.deposit_credit'].length, 1)
    // and again, on both
    await Promise.all([jobs(one), jobs(two), jobs(one)])
    assert.equal(await balanceOf(one.db, alice.id, 'usdt'), '50.00000000')
    const list = okData(await alice.api.get<Paginated<Deposit>>('/wanlshop/wallet/deposits'))
    assert.deepEqual(list.data.map((x) => [x.tx_hash, x.state, x.amount]), [[hash, 'credited', '50.00']])
    // posting the hash again shows the same deposit, credits nothing
    assert.equal(okData(await alice.api.post<Deposit>('/wanlshop/wallet/deposit', { tx_hash: hash })).state, 'credited')
    await jobs(two)
    assert.equal(await balanceOf(one.db, alice.id, 'usdt'), '50.00000000')
  })

  test('a hash someone else claimed is refused', async () => {
    refusedWith(await bob.api.post('/wanlshop/wallet/deposit', { tx_hash: hash }), 'This transaction has already been claimed')
    refusedWith(await bob.api.post('/wanlshop/wallet/deposit', { tx_hash: hash }, { lang: 'zh-CN' }), '该交易已被提交过')
  })

  test('not from a foreign address: a stranger\'s transfer credits nobody, claiming it is refused', async () => {
    const foreign = await send(strangerKey, chain.depositAddress, '30')
    refusedWith(await bob.api.post('/wanlshop/wallet/deposit', { tx_hash: foreign }), 'This transaction was not sent from your bound wallet')
    await chain.mine(CONFIRMATIONS)
    await Promise.all([jobs(one), jobs(two)])
    assert.equal(Number(await balanceOf(one.db, bob.id, 'usdt')), 0)
    const [n] = await one.db.select({ id: deposits.id }).from(deposits).where(eq(deposits.txHash, foreign))
    assert.equal(n, undefined)
    // nor a transfer of the wallet to somewhere else
    const elsewhere = await send(bobKey, strangerKey.address, '5')
    refusedWith(await bob.api.post('/wanlshop/wallet/deposit', { tx_hash: elsewhere }), 'This transaction is not a USDT transfer to the deposit address')
    refusedWith(await bob.api.post('/wanlshop/wallet/deposit', { tx_hash: 'nonsense' }), 'Enter a valid transaction hash (0x and 64 hex digits)')
  })

  test('a transfer from a bound wallet is found by the log scan without posting the hash', async () => {
    const h = await send(bobKey, chain.depositAddress, '12.345')
    await Promise.all([jobs(one), jobs(two)])
    const [row] = await one.db.select().from(deposits).where(eq(deposits.txHash, h))
    assert.equal(row.state, 'pending')
    assert.equal(row.userId, bob.id)
    await chain.mine(CONFIRMATIONS)
    await Promise.all([jobs(one), jobs(two)])
    assert.equal(await balanceOf(one.db, bob.id, 'usdt'), '12.34500000')
  })
})

describe('payout', () => {
  test('an approved BSC withdrawal is paid on chain once, even approved twice at once', async () => {
    const w = okData(await alice.api.post<Withdrawal>('/wanlshop/pay/withdraw', { amount: '20', type: 'bsc', pay_password: '123456', key: crypto.randomBytes(8).toString('hex') }))
    assert.equal(await balanceOf(one.db, alice.id, 'usdt'), '29.00000000')
    const before = Number(await chain.balanceOf(aliceKey.address))
    const results = await Promise.all([
      approveWithdrawal(one.db, chainOf(one.config), FINANCE, w.id),
      approveWithdrawal(two.db, chainOf(two.config), FINANCE, w.id)
    ])
    assert.ok(results.some((r) => !('refusal' in r) && r.state === 2), JSON.stringify(results))
    assert.equal(Number(await chain.balanceOf(aliceKey.address)) - before, 20)
    const rows = await one.db.select().from(payouts).where(eq(payouts.withdrawalId, w.id))
    assert.equal(rows.length, 1)
    assert.equal(rows[0].status, 'sent')
    const mine = okData(await alice.api.get<Withdrawal>('/wanlshop/pay/withdrawInfo', { id: w.id }))
    assert.equal(mine.state, 2)
    assert.equal(mine.reference, rows[0].txHash)
    const receipt = await chain.provider.getTransactionReceipt(rows[0].txHash)
    assert.equal(receipt?.status, 1)
    // approving again pays nothing more
    assert.deepEqual(await approveWithdrawal(one.db, chainOf(one.config), FINANCE, w.id), { refusal: 'wallet.withdraw_wrong_state' })
    assert.equal(Number(await chain.balanceOf(aliceKey.address)) - before, 20)
  })

  test('a payout the chain refuses leaves the withdrawal open with the error; once the payout wallet is funded it pays once', async () => {
    const poor = new ethers.Wallet(DEV_KEYS[7])
    const broke = await startServer({ env: { ...chain.env(CONFIRMATIONS), PAYOUT_PRIVATE_KEY: DEV_KEYS[7] }, database: one.database })
    try {
      const w = okData(await alice.api.post<Withdrawal>('/wanlshop/pay/withdraw', { amount: '10', type: 'bsc', pay_password: '123456', key: crypto.randomBytes(8).toString('hex') }))
      const before = Number(await chain.balanceOf(aliceKey.address))
      const r = await approveWithdrawal(broke.db, chainOf(broke.config), FINANCE, w.id)
      assert.ok('refusal' in r && r.refusal === 'wallet.payout_failed', JSON.stringify(r))
      assert.match(String(r.params?.error), /balance|revert/i)
      assert.equal(okData(await alice.api.get<Withdrawal>('/wanlshop/pay/withdrawInfo', { id: w.id })).state, 1)
      await chain.fund(poor.address, '100')
      const ok = await approveWithdrawal(broke.db, chainOf(broke.config), FINANCE, w.id)
      assert.ok(!('refusal' in ok) && ok.state === 2, JSON.stringify(ok))
      assert.equal(Number(await chain.balanceOf(aliceKey.address)) - before, 10)
      assert.equal((await one.db.select().from(payouts).where(eq(payouts.withdrawalId, w.id))).length, 1)
    } finally {
      await broke.close()
    }
  })
})

describe('a payout whose send failed', () => {
  // The send waits 60 s for the payout to be mined; one that was not may still be mined later.
  // Rejecting then would pay the user twice (on chain and back to the balance), so the chain is
  // asked first: only a payout that can never pay is rejected.
  async function signedButNotSent (usdt: string): Promise<{ id: number, raw: string, txHash: string }> {
    await credit(one.db, alice.id, 'usdt', '20')
    const w = okData(await alice.api.post<Withdrawal>('/wanlshop/pay/withdraw', { amount: usdt, type: 'bsc', pay_password: '123456', key: crypto.randomBytes(8).toString('hex') }))
    const [row] = await one.db.select().from(withdrawals).where(eq(withdrawals.id, w.id))
    const s = await chainOf(one.config)!.signPayout(row.account, row.amount)
    await one.db.insert(payouts).values({ withdrawalId: w.id, toAddress: row.account, amount: row.amount, txHash: s.txHash, rawTx: s.raw, status: 'failed', error: 'payout not mined within 60 s', createdAt: now(), updatedAt: now() })
    return { id: w.id, ...s }
  }

  test('not rejected while it may still land, nor after it landed (approving again records it, paid once)', async () => {
    const p = await signedButNotSent('12')
    const before = Number(await chain.balanceOf(aliceKey.address))
    assert.deepEqual(await rejectWithdrawal(one.db, FINANCE, p.id, 'timed out', now(), undefined, chainOf(one.config)), { refusal: 'wallet.payout_pending' })
    assert.deepEqual(await rejectWithdrawal(one.db, FINANCE, p.id, 'timed out'), { refusal: 'wallet.payout_unknown' })
    await (await chain.provider.broadcastTransaction(p.raw)).wait()
    assert.deepEqual(await rejectWithdrawal(one.db, FINANCE, p.id, 'timed out', now(), undefined, chainOf(one.config)), { refusal: 'wallet.payout_landed' })
    const ok = await approveWithdrawal(one.db, chainOf(one.config), FINANCE, p.id)
    assert.ok(!('refusal' in ok) && ok.state === 2, JSON.stringify(ok))
    assert.equal(Number(await chain.balanceOf(aliceKey.address)) - before, 12)
  })

  test('rejected once another transaction took its nonce: the money comes back and nothing is paid on chain', async () => {
    const p = await signedButNotSent('11')
    const balance = await balanceOf(one.db, alice.id, 'usdt')
    const before = Number(await chain.balanceOf(aliceKey.address))
    // the payout wallet sends something else with the same nonce (the stuck payout can never be mined)
    const other = await chainOf(one.config)!.signPayout(bobKey.address, '1')
    assert.equal(ethers.Transaction.from(other.raw).nonce, ethers.Transaction.from(p.raw).nonce)
    await (await chain.provider.broadcastTransaction(other.raw)).wait()
    const r = await rejectWithdrawal(one.db, FINANCE, p.id, 'payout lost', now(), undefined, chainOf(one.config))
    assert.ok(!('refusal' in r) && r.state === 3, JSON.stringify(r))
    assert.ok(Number(await balanceOf(one.db, alice.id, 'usdt')) > Number(balance))
    assert.equal(Number(await chain.balanceOf(aliceKey.address)) - before, 0)
  })
})

describe('a payout whose nonce was taken', () => {
  test('approving again signs it afresh and pays once', async () => {
    await credit(one.db, alice.id, 'usdt', '20')
    const w = okData(await alice.api.post<Withdrawal>('/wanlshop/pay/withdraw', { amount: '13', type: 'bsc', pay_password: '123456', key: crypto.randomBytes(8).toString('hex') }))
    const [row] = await one.db.select().from(withdrawals).where(eq(withdrawals.id, w.id))
    const stuck = await chainOf(one.config)!.signPayout(row.account, row.amount)
    await one.db.insert(payouts).values({ withdrawalId: w.id, toAddress: row.account, amount: row.amount, txHash: stuck.txHash, rawTx: stuck.raw, status: 'failed', error: 'nonce too low', createdAt: now(), updatedAt: now() })
    // another instance's payout took the same nonce
    const other = await chainOf(two.config)!.signPayout(bobKey.address, '1')
    await (await chain.provider.broadcastTransaction(other.raw)).wait()
    const before = Number(await chain.balanceOf(aliceKey.address))
    const ok = await approveWithdrawal(one.db, chainOf(one.config), FINANCE, w.id)
    assert.ok(!('refusal' in ok) && ok.state === 2, JSON.stringify(ok))
    assert.equal(Number(await chain.balanceOf(aliceKey.address)) - before, 13)
    const rows = await one.db.select().from(payouts).where(eq(payouts.withdrawalId, w.id))
    assert.equal(rows.length, 1)
    assert.notEqual(rows[0].txHash, stuck.txHash)
    assert.equal(rows[0].status, 'sent')
    assert.equal(await chain.provider.getTransactionReceipt(stuck.txHash), null)
  })
})

describe('chain unreachable', () => {
  test('a claim while the node is down is refused plainly, never a 500; nothing is recorded', async () => {
    const down = await startServer({ env: { ...chain.env(CONFIRMATIONS), CHAIN_RPC_URL: 'http://127.0.0.1:9' }, database: one.database })
    try {
      const hash = '0x' + 'ab'.repeat(32)
      const res = await new ApiClient(down.url).withToken(alice.api.token).post('/wanlshop/wallet/deposit', { tx_hash: hash })
      refusedWith(res, 'The chain cannot be reached right now, try again later')
      assert.equal((await one.db.select().from(deposits).where(eq(deposits.txHash, hash))).length, 0)
    } finally {
      await down.close()
    }
  })
})
