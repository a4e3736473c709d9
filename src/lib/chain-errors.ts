// What a failed wallet or contract call means to the user (spec §8's chain errors). Wallets and
// ethers report the same situations in several shapes: the EIP-1193 code 4001 (also nested where
// mobile wallets put it, or under ethers' ACTION_REJECTED), the node's "insufficient funds" (-32003
// on anvil and BSC nodes; "enough funds" on EDR/hardhat), and reverts in many forms.

/** The spec §8 chain errors a transaction can end in. */
export type ChainErrorKey = 'cancelled' | 'noBnb' | 'callFailed'

/** The EIP-1193 error codes on an error: its own, and where mobile wallets and ethers nest the wallet's. */
function walletErrorCodes (e: unknown): number[] {
  if (!e || typeof e !== 'object') return []
  const o = e as { code?: unknown, data?: { originalError?: { code?: unknown } }, error?: { code?: unknown }, info?: { error?: { code?: unknown } } }
  return [o.code, o.data?.originalError?.code, o.error?.code, o.info?.error?.code].filter((c): c is number => typeof c === 'number')
}

/** The EIP-1193 error code, also where mobile wallets nest it. */
export function walletErrorCode (e: unknown): number | null {
  return walletErrorCodes(e)[0] ?? null
}

/** The user pressed "reject" in the wallet (EIP-1193 4001, wherever it is nested; ethers ACTION_REJECTED). */
export function isUserRejection (e: unknown): boolean {
  if (walletErrorCodes(e).includes(4001)) return true
  return (e as { code?: unknown } | null)?.code === 'ACTION_REJECTED'
}

function messageOf (e: unknown): string {
  if (typeof e === 'string') return e
  const o = e as { shortMessage?: unknown, message?: unknown, error?: { message?: unknown }, data?: { message?: unknown } } | null
  return [o?.shortMessage, o?.message, o?.error?.message, o?.data?.message].filter((x) => typeof x === 'string').join(' ')
}

/** The account cannot pay the gas (BNB). */
export function isInsufficientFunds (e: unknown): boolean {
  if ((e as { code?: unknown } | null)?.code === 'INSUFFICIENT_FUNDS' || walletErrorCodes(e).includes(-32003)) return true
  return /insufficient funds|enough funds/i.test(messageOf(e))
}

/** Which of spec §8's texts a failed transaction shows; anything else the contract or node refused is "contract call failed (check approval)". */
export function chainErrorKey (e: unknown): ChainErrorKey {
  if (isUserRejection(e)) return 'cancelled'
  if (isInsufficientFunds(e)) return 'noBnb'
  return 'callFailed'
}
