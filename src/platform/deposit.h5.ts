import { findProvider } from './login.h5'
import { ensureChain, isUserRejection } from './wallet-login.h5'
import type { SendUsdtRequest, SendUsdtResult } from './deposit'
import { transferData, usdtUnits } from '../lib/erc20'
import { isInsufficientFunds } from '../lib/chain-errors'

// H5: the injected wallet (EIP-6963 / window.ethereum, the one login uses) sends the BEP-20
// transfer itself — no approve needed — from the bound account, on the configured chain. The
// calldata is built here (a transfer's ABI encoding is two words), so no ethers in the bundle.
export type { SendUsdtRequest, SendUsdtResult } from './deposit'

export const canSendFromWallet = true

export async function sendUsdt (req: SendUsdtRequest): Promise<SendUsdtResult> {
  const provider = await findProvider()
  if (!provider) return { ok: false, reason: 'no_wallet' }
  try {
    const accounts = await provider.request({ method: 'eth_requestAccounts' }) as string[]
    const from = (accounts ?? []).find((a) => a.toLowerCase() === req.from.toLowerCase())
    if (!from) return { ok: false, reason: 'wrong_account' }
    await ensureChain(provider, req.chainId)
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: req.contract, data: transferData(req.to, usdtUnits(req.amount)), value: '0x0' }]
    }) as string
    return { ok: true, hash }
  } catch (e) {
    if (isUserRejection(e)) return { ok: false, reason: 'rejected' }
    if (isInsufficientFunds(e)) return { ok: false, reason: 'no_bnb' }
    const message = String((e as { message?: unknown })?.message ?? e)
    return { ok: false, reason: 'failed', message }
  }
}
