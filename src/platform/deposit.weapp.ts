import type { SendUsdtRequest, SendUsdtResult } from './deposit'

// The mini program has no wallet: the recharge page shows the address, its QR code and a field for
// the transaction hash of a transfer made from any wallet.
export type { SendUsdtRequest, SendUsdtResult } from './deposit'

export const canSendFromWallet = false

export async function sendUsdt (_req: SendUsdtRequest): Promise<SendUsdtResult> {
  return { ok: false, reason: 'unsupported' }
}
