// ERC-20 transfer calldata without a library (two ABI words), for the H5 recharge.

/** 18-decimal token units of a decimal amount ("12.5" → 12500000000000000000n). */
export function usdtUnits (amount: string): bigint {
  const [i, d = ''] = amount.trim().split('.')
  return BigInt(i || '0') * 10n ** 18n + BigInt((d + '0'.repeat(18)).slice(0, 18) || '0')
}

/** The calldata of transfer(to, units). */
export function transferData (to: string, units: bigint): string {
  return '0xa9059cbb' + to.toLowerCase().replace(/^0x/, '').padStart(64, '0') + units.toString(16).padStart(64, '0')
}
