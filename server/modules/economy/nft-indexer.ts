import fs from 'node:fs'
import path from 'node:path'
import { ethers } from 'ethers'
import { sql } from 'drizzle-orm'
import type { ChainConfig } from '../../config'
import type { Db } from '../../db/client'
import type { TaskJob } from '../../lib/scheduler'
import { rows } from '../../lib/sql'
import { refreshTier } from './tiers'

// The node NFT indexer (ECONOMY §3.9): takes NodeStaking's Purchased / Staked / Unstaked events in
// once they have `confirmations` blocks, keyed by (tx hash, log index) so a re-scan changes
// nothing, and keeps each event's block hash. Every run first asks the chain for the hashes of the
// recent blocks it indexed: a block that was replaced (a re-org) has its events dropped and the
// cursor rewound to before it. node_nfts is then rebuilt from the events left for the tokens
// touched (tier, last owner, staked or not) and the owners' node tiers are re-evaluated. One
// transaction per run under the cursor's row lock, so two instances never index the same range
// at once.

/** How far back a re-org is looked for (blocks below the cursor). */
const REORG_WINDOW = 128
/** Blocks per eth_getLogs call. */
const CHUNK = 2000

let artifactCache: { NodeNFT: { abi: ethers.InterfaceAbi, bytecode: string }, NodeStaking: { abi: ethers.InterfaceAbi, bytecode: string } } | null = null
/** The compiled contracts (contracts/node/NodeStaking.json, written by contracts/node/compile.mjs). */
export function nodeArtifacts (): NonNullable<typeof artifactCache> {
  artifactCache ??= JSON.parse(fs.readFileSync(path.join(process.cwd(), 'contracts', 'node', 'NodeStaking.json'), 'utf8')) as NonNullable<typeof artifactCache>
  return artifactCache
}

/** A PostgreSQL text[] literal of token ids / lower-case addresses (digits and hex only, from parsed logs). */
function textArray (xs: string[]): string {
  return `{${xs.map((x) => `"${x.replace(/[^0-9a-zA-Z]/g, '')}"`).join(',')}}`
}

const KINDS: Record<string, 'purchased' | 'staked' | 'unstaked'> = { Purchased: 'purchased', Staked: 'staked', Unstaked: 'unstaked' }

export interface IndexResult { from: number, to: number, added: number, undone: number }

export async function indexNodeEvents (db: Db, chain: ChainConfig, provider: ethers.JsonRpcProvider, at: number): Promise<IndexResult | null> {
  const address = chain.nodeStaking
  if (address === null) return null
  const iface = new ethers.Interface(nodeArtifacts().NodeStaking.abi)
  const key = `node_staking:${address}`
  return await db.transaction(async (t) => {
    const tx = t as unknown as Db
    await rows(tx, sql`insert into chain_cursors (key, block) values (${key}, 0) on conflict do nothing`)
    const [cur] = await rows<{ block: number }>(tx, sql`select block::int as block from chain_cursors where key = ${key} for update`)
    let cursor = cur.block
    const touched = new Set<string>()
    const owners = new Set<string>()

    // 1. re-orgs: a stored block whose hash the chain no longer has
    const seen = await rows<{ n: number, h: string }>(tx, sql`select distinct block_number::int as n, block_hash as h from nft_events where block_number > ${cursor - REORG_WINDOW} order by n`)
    let firstBad: number | null = null
    for (const b of seen) {
      const block = await provider.getBlock(b.n)
      if (block?.hash?.toLowerCase() !== b.h) { firstBad = b.n; break }
    }
    let undone = 0
    if (firstBad !== null) {
      const gone = await rows<{ token: string, owner: string }>(tx, sql`delete from nft_events where block_number >= ${firstBad} returning token_id as token, owner`)
      for (const g of gone) { touched.add(g.token); owners.add(g.owner) }
      undone = gone.length
      cursor = Math.min(cursor, firstBad - 1)
    }

    // 2. new events up to the confirmed head
    const head = await provider.getBlockNumber()
    const safe = head - chain.confirmations + 1
    const from = cursor + 1
    const to = Math.min(safe, cursor + CHUNK)
    let added = 0
    if (to >= from) {
      const logs = await provider.getLogs({ address, fromBlock: from, toBlock: to })
      for (const log of logs) {
        const parsed = iface.parseLog(log)
        const kind = parsed === null ? undefined : KINDS[parsed.name]
        if (parsed === null || kind === undefined) continue
        const owner = String(parsed.args[0]).toLowerCase()
        const token = String(parsed.args[1])
        const tier = Number(parsed.args[2])
        const r = await rows(tx, sql`insert into nft_events (tx_hash, log_index, block_number, block_hash, kind, token_id, tier, owner, created_at)
          values (${log.transactionHash.toLowerCase()}, ${log.index}, ${log.blockNumber}, ${log.blockHash.toLowerCase()}, ${kind}, ${token}, ${tier}, ${owner}, ${at})
          on conflict do nothing returning token_id`)
        added += r.length
        touched.add(token)
        owners.add(owner)
      }
      cursor = to
    }
    await rows(tx, sql`update chain_cursors set block = ${cursor} where key = ${key}`)

    // 3. node_nfts from the events left, and the tiers of everyone concerned
    if (touched.size > 0) {
      const ids = [...touched]
      const before = await rows<{ owner: string }>(tx, sql`select owner from node_nfts where token_id = any(${textArray(ids)}::text[])`)
      for (const b of before) owners.add(b.owner)
      await rows(tx, sql`delete from node_nfts where token_id = any(${textArray(ids)}::text[])`)
      await rows(tx, sql`
        insert into node_nfts (token_id, tier, owner, staked, updated_at)
        select distinct on (token_id) token_id, max(tier) over (partition by token_id), owner, kind = 'staked', ${at}::bigint
        from nft_events where token_id = any(${textArray(ids)}::text[])
        order by token_id, block_number desc, log_index desc`)
      const users = await rows<{ id: number }>(tx, sql`select id from users where wallet_address = any(${textArray([...owners])}::text[]) order by id`)
      for (const u of users) await refreshTier(tx, u.id, at)
    }
    return { from, to, added, undone }
  })
}

const providers = new Map<string, ethers.JsonRpcProvider>()
function providerOf (chain: ChainConfig, chainId: number): ethers.JsonRpcProvider {
  let p = providers.get(chain.rpcUrl)
  if (p === undefined) {
    p = new ethers.JsonRpcProvider(chain.rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1 })
    providers.set(chain.rpcUrl, p)
  }
  return p
}

export const nftIndexJob: TaskJob = {
  name: 'economy.nft_index',
  run: async (db, at, ctx) => {
    const chain = ctx.config.chain
    if (chain?.nodeStaking == null) return
    await indexNodeEvents(db, chain, providerOf(chain, ctx.config.chainId), at)
  }
}

/** Stops the providers this module opened (server shutdown, tests). */
export function closeNodeProviders (): void {
  for (const p of providers.values()) p.destroy()
  providers.clear()
}
