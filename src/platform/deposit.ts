// Sending the USDT of a recharge from the user's wallet: H5 asks the injected wallet for a BEP-20
// `transfer` to the deposit address (deposit.h5.ts); the mini program has no wallet
// (deposit.weapp.ts), so its page shows the address and takes a transaction hash instead.
// Neutral file for tsc; the build uses the suffix files.

export interface SendUsdtRequest {
  contract: string
  to: string
  /** decimal string, USDT */
  amount: string
  chainId: number
  /** the user's bound wallet: the only sender the server credits */
  from: string
}

export type SendUsdtResult =
  | { ok: true, hash: string }
  | { ok: false, reason: 'unsupported' | 'no_wallet' | 'rejected' | 'wrong_account' | 'no_bnb' | 'failed', message?: string }

/** Can this build send from a wallet at all? */
export const canSendFromWallet: boolean = false

export async function sendUsdt (_req: SendUsdtRequest): Promise<SendUsdtResult> {
  return { ok: false, reason: 'unsupported' }
}
