import { ethers } from 'ethers'
import type { ChainConfig } from '../config'

// The BSC chain behind one adapter (ARCHITECTURE §4): ethers v6 JsonRpcProvider on CHAIN_RPC_URL.
// It reads USDT (BEP-20, 18 decimals) Transfer logs to the deposit address and sends payouts from
// the payout wallet. Tests and `npm run chain` point it at a local anvil.

export const USDT_DECIMALS = 18
const TRANSFER_TOPIC = ethers.id('Transfer(address,address,uint256)')
const ERC20 = new ethers.Interface(['function transfer(address to, uint256 amount) returns (bool)', 'function balanceOf(address) view returns (uint256)'])
/** The NodeStaking reads the node NFT screen needs (contracts/node/NodeStaking.sol). */
const NODE_SALE_ABI = ['function price(uint256) view returns (uint256)', 'function remaining(uint256) view returns (uint256)', 'function usdt() view returns (address)', 'function nft() view returns (address)']

export interface ChainTransfer {
  txHash: string
  logIndex: number
  /** lower case */
  from: string
  to: string
  /** token units (18 decimals) */
  value: bigint
  blockNumber: number
}

export interface TxReceipt { ok: boolean, blockNumber: number, transfers: ChainTransfer[] }

export interface SignedPayout { txHash: string, raw: string }

/** NodeStaking's sale: its USDT and NFT contracts, and per tier (1..3) the price (USDT units) and the supply left. */
export interface NodeSale { usdt: string, nft: string, tiers: Array<{ tier: 1 | 2 | 3, price: bigint, remaining: number }> }

export interface ChainAdapter {
  readonly config: ChainConfig
  head: () => Promise<number>
  /** null: not mined (or unknown to the node) */
  receipt: (txHash: string) => Promise<TxReceipt | null>
  /** USDT transfers to the deposit address in [fromBlock, toBlock] */
  depositsBetween: (fromBlock: number, toBlock: number) => Promise<ChainTransfer[]>
  /** signs (nothing sent yet) a USDT transfer of `amount` (decimal string) from the payout wallet */
  signPayout: (to: string, amount: string) => Promise<SignedPayout>
  /** broadcasts a signed payout and waits for it to be mined; throws with the node's reason */
  sendPayout: (p: SignedPayout) => Promise<void>
  /**
   * What became of a signed payout: `paid` (mined, the USDT moved), `void` (can never pay: it
   * reverted, or its nonce was taken by another transaction) or `pending` (it may still be mined)
   */
  payoutFate: (p: SignedPayout) => Promise<'paid' | 'void' | 'pending'>
  /** reads NodeStaking at `staking`; throws when the chain cannot be read or no such contract is there */
  nodeSale: (staking: string) => Promise<NodeSale>
  close: () => void
}

function transfersOf (logs: ReadonlyArray<{ address: string, topics: readonly string[], data: string, index: number, transactionHash: string, blockNumber: number }>, cfg: ChainConfig): ChainTransfer[] {
  const out: ChainTransfer[] = []
  for (const l of logs) {
    if (l.address.toLowerCase() !== cfg.usdtContract || l.topics[0] !== TRANSFER_TOPIC || l.topics.length !== 3) continue
    const to = ethers.getAddress(ethers.dataSlice(l.topics[2], 12)).toLowerCase()
    if (to !== cfg.depositAddress) continue
    out.push({
      txHash: l.transactionHash.toLowerCase(),
      logIndex: l.index,
      from: ethers.getAddress(ethers.dataSlice(l.topics[1], 12)).toLowerCase(),
      to,
      value: BigInt(l.data),
      blockNumber: l.blockNumber
    })
  }
  return out
}

export function chainAdapter (cfg: ChainConfig, chainId: number): ChainAdapter {
  const provider = new ethers.JsonRpcProvider(cfg.rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1, polling: true, pollingInterval: 200 })
  const payer = cfg.payoutPrivateKey === '' ? null : new ethers.Wallet(cfg.payoutPrivateKey.startsWith('0x') ? cfg.payoutPrivateKey : `0x${cfg.payoutPrivateKey}`, provider)
  // payouts of this process one after another (each takes the next nonce)
  let queue: Promise<unknown> = Promise.resolve()
  return {
    config: cfg,
    head: async () => await provider.getBlockNumber(),
    receipt: async (txHash) => {
      const r = await provider.getTransactionReceipt(txHash)
      if (r === null) return null
      return { ok: r.status === 1, blockNumber: r.blockNumber, transfers: transfersOf(r.logs.map((l) => ({ ...l, transactionHash: r.hash })), cfg) }
    },
    depositsBetween: async (fromBlock, toBlock) => {
      if (toBlock < fromBlock) return []
      const logs = await provider.getLogs({
        address: cfg.usdtContract,
        fromBlock,
        toBlock,
        topics: [TRANSFER_TOPIC, null, ethers.zeroPadValue(cfg.depositAddress, 32)]
      })
      return transfersOf(logs, cfg)
    },
    signPayout: async (to, amount) => {
      if (payer === null) throw new Error('PAYOUT_PRIVATE_KEY is not set')
      const run = queue.then(async () => {
        const tx = await payer.populateTransaction({
          to: cfg.usdtContract,
          data: ERC20.encodeFunctionData('transfer', [ethers.getAddress(to), ethers.parseUnits(amount, USDT_DECIMALS)]),
          nonce: await provider.getTransactionCount(payer.address, 'pending')
        })
        const raw = await payer.signTransaction(tx)
        return { txHash: ethers.keccak256(raw).toLowerCase(), raw }
      })
      queue = run.catch(() => undefined)
      return await run
    },
    sendPayout: async (p) => {
      const run = queue.then(async () => {
        try {
          await provider.broadcastTransaction(p.raw)
        } catch (err) {
          // already known to the node (a repeat after a crash): fine, wait for it below
          if (!/already known|nonce too low|known transaction/i.test(String((err as Error).message))) throw err
        }
        const r = await provider.waitForTransaction(p.txHash, 1, 60_000)
        if (r === null) throw new Error('payout not mined within 60 s')
        if (r.status !== 1) throw new Error('payout transaction reverted')
      })
      queue = run.catch(() => undefined)
      await run
    },
    payoutFate: async (p) => {
      const r = await provider.getTransactionReceipt(p.txHash)
      if (r !== null) return r.status === 1 ? 'paid' : 'void'
      const tx = ethers.Transaction.from(p.raw)
      if (tx.from === null) return 'pending'
      // the sender's mined nonce passed this one without it: another transaction took its place
      return await provider.getTransactionCount(tx.from, 'latest') > tx.nonce ? 'void' : 'pending'
    },
    nodeSale: async (staking) => {
      const c = new ethers.Contract(staking, NODE_SALE_ABI, provider)
      const tiers = [1, 2, 3] as const
      const [usdt, nft, prices, left] = await Promise.all([
        c.getFunction('usdt')() as Promise<string>, c.getFunction('nft')() as Promise<string>,
        Promise.all(tiers.map(async (t) => await (c.getFunction('price')(t) as Promise<bigint>))),
        Promise.all(tiers.map(async (t) => await (c.getFunction('remaining')(t) as Promise<bigint>)))
      ])
      return { usdt: usdt.toLowerCase(), nft: nft.toLowerCase(), tiers: tiers.map((tier, i) => ({ tier, price: prices[i], remaining: Number(left[i]) })) }
    },
    close: () => { provider.destroy() }
  }
}
