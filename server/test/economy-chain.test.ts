import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { ethers } from 'ethers'
import type { NodeContractInfo, NodeEquities, NodeNftRecord } from '../../types/economy'
import type { Paginated } from '../../types/envelope'
import type { ChainConfig } from '../config'
import { users } from '../db/schema'
import { now } from '../lib/time'
import { indexNodeEvents, nodeArtifacts } from '../modules/economy/nft-indexer'
import { DEV_KEYS, startLocalChain, type LocalChain } from '../dev/local-chain'
import { deployNodeContracts } from '../dev/node-contracts'
import { startServer, type TestServer } from './helpers/server'
import { makeUser, okData, type TestUser } from './helpers/buying'

// The node NFT contracts on a real local chain (anvil from npm): every revert path of NodeNFT and
// NodeStaking through ethers, purchase after approve, stake after approve, unstake,
// stakedTokensOf; then the server's indexer: events taken in only after the confirmations, twice
// changes nothing, the staked NFT's tier becomes the user's node tier, unstaking takes it away, and
// a re-org (anvil snapshot → revert → other blocks) undoes what it had indexed. Also: the committed
// artifact is what the sources compile to. Last, the node NFT screen's endpoints (issue 14,
// /pages/user/contractAnalysis): the sale read from the chain, the user's NFTs and records from the
// indexer's rows, "failed to fetch NFT" when the contract cannot be read.

const CONFIRMATIONS = 2
let chain: LocalChain
let srv: TestServer
let user: TestUser
let contracts: { staking: string, nft: string }
const buyerKey = new ethers.Wallet(DEV_KEYS[6])
const otherKey = new ethers.Wallet(DEV_KEYS[7])
const treasury = new ethers.Wallet(DEV_KEYS[8]).address.toLowerCase()

function staking (w: ethers.Wallet): ethers.Contract {
  return new ethers.Contract(contracts.staking, nodeArtifacts().NodeStaking.abi, w.connect(chain.provider))
}
function nft (w: ethers.Wallet): ethers.Contract {
  return new ethers.Contract(contracts.nft, nodeArtifacts().NodeNFT.abi, w.connect(chain.provider))
}
function usdt (w: ethers.Wallet): ethers.Contract {
  return new ethers.Contract(chain.usdt, ['function approve(address,uint256) returns (bool)', 'function balanceOf(address) view returns (uint256)'], w.connect(chain.provider))
}
async function send (p: Promise<ethers.ContractTransactionResponse>): Promise<ethers.ContractTransactionReceipt> {
  const r = await (await p).wait()
  assert.ok(r !== null)
  return r
}
/** The custom error a call reverts with, by name. */
async function revertsWith (p: Promise<unknown>, name: string): Promise<void> {
  await assert.rejects(p, (e: unknown) => {
    const data = (e as { data?: string }).data ?? (e as { info?: { error?: { data?: string } } }).info?.error?.data
    const ifaces = [new ethers.Interface(nodeArtifacts().NodeStaking.abi), new ethers.Interface(nodeArtifacts().NodeNFT.abi),
      new ethers.Interface(['error ERC20InsufficientAllowance(address,uint256,uint256)', 'error ERC721InsufficientApproval(address,uint256)', 'error ERC721NonexistentToken(uint256)'])]
    const names = ifaces.map((i) => { try { return i.parseError(data ?? '0x')?.name } catch { return undefined } })
    assert.ok(names.includes(name), `expected ${name}, got ${String(data)} (${String((e as Error).message).slice(0, 200)})`)
    return true
  })
}
function cfg (): ChainConfig {
  return { rpcUrl: chain.rpcUrl, usdtContract: chain.usdt, depositAddress: chain.depositAddress, payoutPrivateKey: '', confirmations: CONFIRMATIONS, nodeStaking: contracts.staking }
}
async function tierOfUser (): Promise<number> {
  return okData(await user.api.get<NodeEquities>('/wanlshop/economy/equities')).node_tier
}

before(async () => {
  chain = await startLocalChain()
  // its own deployer: the chain's deployer sends the USDT mints through a nonce manager of its own
  contracts = await deployNodeContracts(new ethers.Wallet(DEV_KEYS[9], chain.provider), chain.usdt, treasury, ['100', '500', '2000'], [5, 5, 1])
  await chain.fund(buyerKey.address, '10000')
  await chain.fund(otherKey.address, '10000')
  // configured for this chain and contract (the scheduler is off: the tests index by hand)
  srv = await startServer({ env: { ...chain.env(CONFIRMATIONS), NODE_STAKING_CONTRACT: contracts.staking } })
  user = await makeUser(srv.db, srv.url, 'node-holder')
  await srv.db.update(users).set({ walletAddress: buyerKey.address.toLowerCase() }).where(eq(users.id, user.id))
})

after(async () => {
  await srv?.close()
  await chain?.stop()
})

describe('node contracts', () => {
  test('the committed artifact is what contracts/node/*.sol compile to (solc from npm, cancun)', async () => {
    // @ts-expect-error plain ESM script without types
    const { compile } = await import('../../contracts/node/compile.mjs') as { compile: () => string }
    assert.equal(compile(), fs.readFileSync(path.join(process.cwd(), 'contracts', 'node', 'NodeStaking.json'), 'utf8'), 'run node contracts/node/compile.mjs')
  })

  test('every revert path', async () => {
    const s = staking(buyerKey)
    await revertsWith(s.purchase(0), 'InvalidTier')
    await revertsWith(s.purchase(4), 'InvalidTier')
    await assert.rejects(s.purchase(1), /allowance/) // no approve yet (the test USDT's own revert)
    await send(usdt(otherKey).approve(contracts.staking, ethers.parseUnits('5000', 18)))
    await send(staking(otherKey).purchase(3))
    await revertsWith(staking(otherKey).purchase(3), 'SoldOut')
    await revertsWith(nft(buyerKey).mint(buyerKey.address, 1), 'NotMinter')
    await revertsWith(nft(buyerKey).tierOf(999), 'ERC721NonexistentToken')
    const otherToken = (await staking(otherKey).stakedTokensOf(otherKey.address) as bigint[]).length === 0 ? 1n : 0n
    await revertsWith(s.stake(otherToken), 'NotTokenOwner') // token 1 is other's
    await revertsWith(staking(otherKey).stake(1n), 'ERC721InsufficientApproval') // no NFT approve
    await revertsWith(s.unstake(1n), 'NotStaker')
  })

  test('approve + purchase, approve + stake, stakedTokensOf, unstake; the indexer grants and takes the tier after the confirmations', async () => {
    const s = staking(buyerKey)
    const before = await usdt(buyerKey).balanceOf(buyerKey.address) as bigint
    await send(usdt(buyerKey).approve(contracts.staking, ethers.parseUnits('100', 18)))
    const r = await send(s.purchase(1))
    const ev = r.logs.map((l) => s.interface.parseLog(l)).find((x) => x?.name === 'Purchased')
    assert.ok(ev !== undefined && ev !== null)
    const tokenId = ev.args[1] as bigint
    assert.equal(before - (await usdt(buyerKey).balanceOf(buyerKey.address) as bigint), ethers.parseUnits('100', 18))
    assert.equal(await nft(buyerKey).tierOf(tokenId), 1n)
    await send(nft(buyerKey).approve(contracts.staking, tokenId))
    await send(s.stake(tokenId))
    assert.deepEqual([...await s.stakedTokensOf(buyerKey.address) as bigint[]], [tokenId])
    assert.equal((await nft(buyerKey).ownerOf(tokenId) as string).toLowerCase(), contracts.staking)

    // not yet confirmed: the stake's block is the head (confirmations 2)
    await indexNodeEvents(srv.db, cfg(), chain.provider, now())
    assert.equal(await tierOfUser(), 0)
    await chain.mine(1)
    const first = await indexNodeEvents(srv.db, cfg(), chain.provider, now())
    assert.ok(first !== null && first.added > 0)
    assert.equal(await tierOfUser(), 1)
    // a re-scan from the start adds nothing
    await srv.db.execute(sql`update chain_cursors set block = 0 where key like 'node_staking:%'`)
    const again = await indexNodeEvents(srv.db, cfg(), chain.provider, now())
    assert.equal(again?.added, 0)
    assert.equal(await tierOfUser(), 1)

    await send(s.unstake(tokenId))
    assert.deepEqual([...await s.stakedTokensOf(buyerKey.address) as bigint[]], [])
    await chain.mine(1)
    await indexNodeEvents(srv.db, cfg(), chain.provider, now())
    assert.equal(await tierOfUser(), 0)
  })

  test('a re-org undoes what was indexed from the replaced blocks', async () => {
    const s = staking(buyerKey)
    const tokenId = 2n // bought and unstaked in the test above (token 1 is the other wallet's super node)
    assert.equal((await nft(buyerKey).ownerOf(tokenId) as string).toLowerCase(), buyerKey.address.toLowerCase())
    const snap = await chain.provider.send('evm_snapshot', []) as string
    await send(nft(buyerKey).approve(contracts.staking, tokenId))
    await send(s.stake(tokenId))
    await chain.mine(2)
    await indexNodeEvents(srv.db, cfg(), chain.provider, now())
    assert.equal(await tierOfUser(), 1)
    // the chain forgets those blocks and grows others past them
    await chain.provider.send('evm_revert', [snap])
    await chain.mine(6)
    const r = await indexNodeEvents(srv.db, cfg(), chain.provider, now())
    assert.ok(r !== null && r.undone > 0, 'the replaced blocks\' events are dropped')
    assert.equal(await tierOfUser(), 0)
    const [n] = (await srv.db.execute(sql`select staked from node_nfts where token_id = '2'`) as unknown as { rows: Array<{ staked: boolean }> }).rows
    assert.equal(n.staked, false)
  })
})

describe('the node NFT screen (GET economy/nodeContract, economy/nodeRecords)', () => {
  test('the sale from the chain: prices and the supply left per tier; the user\'s NFTs from the indexer (tier, staked or not)', async () => {
    const info = okData(await user.api.get<NodeContractInfo>('/wanlshop/economy/nodeContract'))
    assert.equal(info.configured, true)
    assert.equal(info.chain_id, 97)
    assert.equal(info.staking, contracts.staking)
    assert.equal(info.nft, contracts.nft)
    assert.equal(info.usdt, chain.usdt)
    assert.equal(info.wallet, buyerKey.address.toLowerCase())
    // supply 5 / 5 / 1: the buyer bought one ordinary node, the other wallet the only super node
    assert.deepEqual(info.tiers, [
      { tier: 1, price: '100.00', remaining: 4 },
      { tier: 2, price: '500.00', remaining: 5 },
      { tier: 3, price: '2000.00', remaining: 0 }
    ])
    // token 2: bought, staked, unstaked (its second stake was undone by the re-org)
    assert.deepEqual(info.nfts, [{ token_id: '2', tier: 1, staked: false }])
  })

  test('the transaction history: the indexed events of the user\'s wallet only, newest first', async () => {
    const page = okData(await user.api.get<Paginated<NodeNftRecord>>('/wanlshop/economy/nodeRecords'))
    assert.deepEqual(page.data.map((r) => [r.kind, r.token_id, r.tier]), [['unstaked', '2', 1], ['staked', '2', 1], ['purchased', '2', 1]])
    assert.match(page.data[0].tx_hash, /^0x[0-9a-f]{64}$/)
    assert.equal(page.data[0].id, `${page.data[0].tx_hash}:${(page.data[0].id.split(':')[1])}`)
    const rest = okData(await user.api.get<Paginated<NodeNftRecord>>('/wanlshop/economy/nodeRecords', { page: 2, limit: 2 }))
    assert.deepEqual(rest.data.map((r) => r.kind), ['purchased'])
  })

  test('a user without a bound wallet sees the sale and no NFTs; bad paging is refused, not a 500', async () => {
    const other = await makeUser(srv.db, srv.url, 'no-wallet')
    const info = okData(await other.api.get<NodeContractInfo>('/wanlshop/economy/nodeContract'))
    assert.equal(info.wallet, '')
    assert.equal(info.tiers?.length, 3)
    assert.deepEqual(info.nfts, [])
    assert.deepEqual(okData(await other.api.get<Paginated<NodeNftRecord>>('/wanlshop/economy/nodeRecords')).data, [])
    const bad = await other.api.get('/wanlshop/economy/nodeRecords', { page: 'x' })
    assert.notEqual(bad.status, 500)
    assert.equal(bad.body.code, 0)
    assert.doesNotMatch(bad.body.msg, /signature/i)
  })

  test('spec §8 "failed to fetch NFT": a contract address with no code answers tiers null; no contract configured: configured false', async () => {
    const broken = await startServer({ env: { ...chain.env(CONFIRMATIONS), NODE_STAKING_CONTRACT: treasury } })
    const none = await startServer()
    try {
      const a = await makeUser(broken.db, broken.url, 'broken')
      const info = okData(await a.api.get<NodeContractInfo>('/wanlshop/economy/nodeContract'))
      assert.equal(info.configured, true)
      assert.equal(info.tiers, null)
      const b = await makeUser(none.db, none.url, 'none')
      const off = okData(await b.api.get<NodeContractInfo>('/wanlshop/economy/nodeContract'))
      assert.equal(off.configured, false)
      assert.equal(off.tiers, null)
    } finally {
      await broken.close()
      await none.close()
    }
  })
})
