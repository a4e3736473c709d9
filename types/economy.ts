// The token economy's contract (issue 14, ECONOMY §3.6–3.9): exchange, BBT pledge, node tiers,
// assets. Amounts are decimal strings, times unix seconds.

export const EXCHANGE_PAIRS = ['usdt_bbt', 'bbt_usdt', 'bbc_usdt'] as const
export type ExchangePair = typeof EXCHANGE_PAIRS[number]
export const PAIR_ASSETS: Record<ExchangePair, { from: 'usdt' | 'bbt' | 'bbc', to: 'usdt' | 'bbt' }> = {
  usdt_bbt: { from: 'usdt', to: 'bbt' },
  bbt_usdt: { from: 'bbt', to: 'usdt' },
  bbc_usdt: { from: 'bbc', to: 'usdt' }
}

export const PLEDGE_TERMS = [30, 90, 180] as const
export type PledgeTerm = typeof PLEDGE_TERMS[number]

/** Pledge states: active → redeemable (term over) → redeemed. */
export const PLEDGE_STATE = { active: 1, redeemable: 2, redeemed: 3 } as const
export type PledgeState = typeof PLEDGE_STATE[keyof typeof PLEDGE_STATE]

/** 0 none, 1 ordinary, 2 senior (advanced), 3 super — as user_economy.node_tier. */
export type NodeTier = 0 | 1 | 2 | 3

export interface ExchangeQuote {
  pair: ExchangePair
  amount: string
  /** USDT per unit of the token (bbt_usdt or bbc_usdt) */
  rate: string
  fee_rate: string
  /** in the asset received */
  fee: string
  result: string
}

/** GET economy/overview: the Exchange tab */
export interface EconomyOverview {
  balances: { usdt: string, bbt: string, bbc: string }
  rates: { bbt_usdt: string, bbc_usdt: string, fee_rate: string }
  terms: number[]
  pledged: string
  node_tier: NodeTier
  pledges: Pledge[]
}

export interface Pledge {
  id: number
  amount: string
  days: number
  state: PledgeState
  createtime: number
  duetime: number
  redeemtime: number | null
  can_redeem: boolean
}

export interface ExchangeRecord {
  id: number
  pair: ExchangePair
  amount: string
  rate: string
  fee: string
  result: string
  createtime: number
}

export type PledgeRecord =
  | { kind: 'stake', id: number, amount: string, days: number, time: number, state: PledgeState }
  | { kind: 'redeem', id: number, amount: string, days: number, time: number, state: PledgeState }

export interface TierInfo {
  tier: 1 | 2 | 3
  /** staked BBT needed */
  threshold: string
  weight: number
}

/** GET economy/equities */
export interface NodeEquities {
  tiers: TierInfo[]
  node_tier: NodeTier
  pledge_tier: NodeTier
  nft_tier: NodeTier
  pledged: string
  /** the next tier and the BBT still needed, null at the top */
  next: { tier: 2 | 3 | 1, needed: string } | null
}

/** GET economy/assets */
export interface AssetsOverview {
  power: string
  global_power: string
  destroy_amount: string
  contribute_amount: string
  community_amount: string
  global_contribute_amount: string
  bbt: string
  pledged: string
}

/** The reward bill types the earnings record lists. */
export const EARNING_TYPES = ['reward', 'dividend', 'direct_bonus', 'agent_direct_bonus', 'diff_bonus', 'level_bonus', 'dividend_diff_bonus', 'dividend_level_bonus', 'points_up'] as const

/** GET /api/admin/economy */
export interface EconomyAdminFigures {
  global_power: string
  global_contribute_amount: string
  destroy_amount: string
  pledged: string
  tier_counts: { ordinary: number, senior: number, super: number }
  today: string
  emission: { day: string, total: string, users: number } | null
  points: { day: string, total: string, users: number } | null
  vouchers: { day: string, total: string, users: number } | null
  pool: { day: string, amount: string, settled: boolean } | null
  daily_bbc_emission: string
}

/** One tier of the node NFT sale, read from NodeStaking (price in USDT, 18 decimals on chain). */
export interface NodeSaleTier {
  tier: 1 | 2 | 3
  price: string
  remaining: number
}

/** A node NFT of the user's, as the indexer last saw it (staked: held by NodeStaking for them). */
export interface NodeNft {
  token_id: string
  tier: 1 | 2 | 3
  staked: boolean
}

/** GET economy/nodeContract: the node NFT contract screen (/pages/user/contractAnalysis). */
export interface NodeContractInfo {
  /** false: no node NFT contract on this server (CHAIN_RPC_URL / NODE_STAKING_CONTRACT unset) */
  configured: boolean
  chain_id: number
  /** lower-case addresses ('' when not configured or not readable) */
  staking: string
  nft: string
  usdt: string
  /** the user's bound wallet ('' = none): the only account whose NFTs and transactions count */
  wallet: string
  /** null: the chain could not be read (the screen says "failed to fetch NFT") */
  tiers: NodeSaleTier[] | null
  nfts: NodeNft[]
}

/** GET economy/nodeRecords: one indexed NodeStaking event of the user's wallet. */
export interface NodeNftRecord {
  /** tx hash:log index */
  id: string
  kind: 'purchased' | 'staked' | 'unstaked'
  token_id: string
  tier: 1 | 2 | 3
  tx_hash: string
  block_number: number
  createtime: number
}
