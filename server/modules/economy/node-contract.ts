import { sql } from 'drizzle-orm'
import { ethers } from 'ethers'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { USDT_DECIMALS } from '../../adapters/chain'
import { amount } from '../../lib/money'
import { rows } from '../../lib/sql'
import type { NodeContractInfo, NodeNft, NodeNftRecord } from '../../../types/economy'
import { chainOf } from '../wallet/deposit'

// The node NFT contract screen (/pages/user/contractAnalysis, ECONOMY §3.9): the sale read live from
// NodeStaking through the chain adapter (so the mini program, which has no wallet, shows it too),
// and the user's NFTs and transactions from the indexer's rows (node_nfts, nft_events) of the
// user's bound wallet. The H5 page sends purchase / stake / unstake from that wallet itself.

/** The sale and the user's NFTs; `tiers` null when the chain could not be read (`failure` says why, for the log). */
export async function nodeContractInfo (db: Db, config: Config, userId: number): Promise<{ info: NodeContractInfo, failure: string | null }> {
  const [u] = await rows<{ wallet: string | null }>(db, sql`select wallet_address as wallet from users where id = ${userId}`)
  const wallet = u?.wallet ?? ''
  const staking = config.chain?.nodeStaking ?? null
  const nfts = wallet === ''
    ? []
    : await rows<NodeNft>(db, sql`select token_id, tier::int as tier, staked from node_nfts where owner = ${wallet} order by token_id::numeric`)
  const info: NodeContractInfo = { configured: staking !== null, chain_id: config.chainId, staking: staking ?? '', nft: '', usdt: '', wallet, tiers: null, nfts }
  const chain = chainOf(config)
  if (staking === null || chain === null) return { info, failure: null }
  try {
    const sale = await chain.nodeSale(staking)
    info.nft = sale.nft
    info.usdt = sale.usdt
    info.tiers = sale.tiers.map((x) => ({ tier: x.tier, price: amount(ethers.formatUnits(x.price, USDT_DECIMALS)), remaining: x.remaining }))
    return { info, failure: null }
  } catch (e) {
    return { info, failure: String((e as { shortMessage?: string }).shortMessage ?? (e as Error).message) }
  }
}

/** The indexed Purchased / Staked / Unstaked events of the user's bound wallet, newest first. */
export async function nodeRecords (db: Db, userId: number, page: number, limit: number): Promise<{ data: NodeNftRecord[], more: boolean }> {
  const found = await rows<NodeNftRecord>(db, sql`
    select e.tx_hash || ':' || e.log_index as id, e.kind, e.token_id, e.tier::int as tier, e.tx_hash, e.block_number::int as block_number, e.created_at::int as createtime
    from nft_events e join users u on u.wallet_address = e.owner
    where u.id = ${userId}
    order by e.block_number desc, e.log_index desc limit ${limit + 1} offset ${(page - 1) * limit}`)
  return { data: found.slice(0, limit), more: found.length > limit }
}
