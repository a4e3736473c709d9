import { asAccounts, findProvider, type Eip1193Provider } from './login.h5'
import { ensureChain } from './wallet-login.h5'
import type { NodeAction, NodeActionResult, NodeChain, NodeFailure, NodeStep } from './node-wallet'
import { chainErrorKey } from '../lib/chain-errors'
import { usdtUnits } from '../lib/erc20'
import {
  allowanceData, approveData, decodeAddress, decodeBool, decodeUint, decodeUintArray, getApprovedData,
  isApprovedForAllData, purchaseData, stakeData, stakedTokensOfData, unstakeData
} from '../lib/node-contract'

// H5: purchase, stake and unstake through the injected wallet (the one login uses), from the bound
// account on the configured chain. Each step reads first and asks the wallet only for what is
// missing: purchase approves the USDT price only when the allowance is short, stake approves the
// NFT only when NodeStaking may not move it yet, unstake checks the token is among the wallet's
// staked ones ("no unstakable NFTs"). Every transaction is followed to its receipt.
export type { NodeAction, NodeActionResult, NodeChain, NodeFailure, NodeStep } from './node-wallet'

export const canTransact = true

const RECEIPT_POLL_MS = 1000
const RECEIPT_WAIT_MS = 180_000

/** An outcome decided on the way (a read that failed, nothing to unstake, a reverted receipt). */
class Stop extends Error {
  constructor (readonly failure: NodeFailure, detail = '') { super(detail || failure) }
}

function session (provider: Eip1193Provider, from: string) {
  /** a read whose failure (no answer, no contract there, an undecodable result) is "failed to fetch NFT" */
  const call = async <T>(to: string, data: string, decode: (hex: string) => T): Promise<T> => {
    try {
      return decode(String(await provider.request({ method: 'eth_call', params: [{ from, to, data }, 'latest'] })))
    } catch (e) {
      throw new Stop('fetchFailed', String((e as Error)?.message ?? e))
    }
  }
  const mined = async (hash: string): Promise<void> => {
    const until = Date.now() + RECEIPT_WAIT_MS
    while (Date.now() < until) {
      const r = await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] }) as { status?: string } | null
      if (r !== null && r !== undefined) {
        if (r.status !== '0x1') throw new Stop('callFailed', `reverted: ${hash}`)
        return
      }
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
    }
    throw new Stop('notMined', hash)
  }
  const send = async (to: string, data: string): Promise<string> =>
    String(await provider.request({ method: 'eth_sendTransaction', params: [{ from, to, data, value: '0x0' }] }))
  return { call, mined, send }
}

export async function runNodeAction (chain: NodeChain, action: NodeAction, onStep: (s: NodeStep) => void): Promise<NodeActionResult> {
  const provider = await findProvider()
  if (!provider) return { ok: false, error: 'noWallet' }
  try {
    onStep('wallet')
    const accounts = asAccounts(await provider.request({ method: 'eth_requestAccounts' }))
    const from = accounts.find((a) => a.toLowerCase() === chain.wallet)
    if (from === undefined) return { ok: false, error: 'wrongAccount' }
    await ensureChain(provider, chain.chainId)
    const { call, mined, send } = session(provider, from)
    const approveThenSend = async (needsApproval: boolean, approveTo: string, approve: string, data: string): Promise<string> => {
      if (needsApproval) {
        onStep('approve')
        const h = await send(approveTo, approve)
        onStep('approveWait')
        await mined(h)
      }
      onStep('send')
      const hash = await send(chain.staking, data)
      onStep('wait')
      await mined(hash)
      return hash
    }
    onStep('checking')
    if (action.kind === 'purchase') {
      const price = usdtUnits(action.price)
      const allowance = await call(chain.usdt, allowanceData(from, chain.staking), decodeUint)
      return { ok: true, hash: await approveThenSend(allowance < price, chain.usdt, approveData(chain.staking, price), purchaseData(action.tier)) }
    }
    const id = BigInt(action.tokenId)
    if (action.kind === 'stake') {
      const approved = await call(chain.nft, getApprovedData(id), decodeAddress) === chain.staking ||
        await call(chain.nft, isApprovedForAllData(from, chain.staking), decodeBool)
      return { ok: true, hash: await approveThenSend(!approved, chain.nft, approveData(chain.staking, id), stakeData(id)) }
    }
    const staked = await call(chain.staking, stakedTokensOfData(from), decodeUintArray)
    if (!staked.includes(id)) return { ok: false, error: 'noUnstakable' }
    return { ok: true, hash: await approveThenSend(false, '', '', unstakeData(id)) }
  } catch (e) {
    if (e instanceof Stop) return { ok: false, error: e.failure, detail: e.message }
    return { ok: false, error: chainErrorKey(e), detail: String((e as Error)?.message ?? e) }
  }
}
