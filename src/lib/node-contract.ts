// Calldata and results of the node NFT contracts (contracts/node: NodeStaking, NodeNFT) and the
// USDT they sell for, without a library: every call the screen makes takes fixed-size words
// (addresses, uint8, uint256), and the only dynamic result is stakedTokensOf's uint256[]. The
// selectors are checked against the compiled ABI in test/unit/node-contract.test.ts.

export const SELECTOR = {
  /** ERC-20 approve(address,uint256) and ERC-721 approve(address,uint256) share it */
  approve: '0x095ea7b3',
  allowance: '0xdd62ed3e',
  purchase: '0x3298df76',
  stake: '0xa694fc3a',
  unstake: '0x2e17de78',
  getApproved: '0x081812fc',
  isApprovedForAll: '0xe985e9c5',
  stakedTokensOf: '0xab08d4fc'
} as const

function word (v: bigint | string): string {
  if (typeof v === 'string') return v.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  return v.toString(16).padStart(64, '0')
}

export const approveData = (spender: string, value: bigint): string => SELECTOR.approve + word(spender) + word(value)
export const allowanceData = (owner: string, spender: string): string => SELECTOR.allowance + word(owner) + word(spender)
export const purchaseData = (tier: number): string => SELECTOR.purchase + word(BigInt(tier))
export const stakeData = (tokenId: bigint): string => SELECTOR.stake + word(tokenId)
export const unstakeData = (tokenId: bigint): string => SELECTOR.unstake + word(tokenId)
export const getApprovedData = (tokenId: bigint): string => SELECTOR.getApproved + word(tokenId)
export const isApprovedForAllData = (owner: string, operator: string): string => SELECTOR.isApprovedForAll + word(owner) + word(operator)
export const stakedTokensOfData = (owner: string): string => SELECTOR.stakedTokensOf + word(owner)

function words (hex: string): string[] {
  const h = hex.replace(/^0x/, '')
  if (h.length === 0 || h.length % 64 !== 0 || !/^[0-9a-fA-F]*$/.test(h)) throw new Error(`not an ABI result: ${hex.slice(0, 20)}`)
  return h.match(/.{64}/g) ?? []
}

export const decodeUint = (hex: string): bigint => BigInt('0x' + words(hex)[0])
export const decodeBool = (hex: string): boolean => decodeUint(hex) !== 0n
export const decodeAddress = (hex: string): string => '0x' + words(hex)[0].slice(24).toLowerCase()

/** A single uint256[] return value (offset word, length word, items). */
export function decodeUintArray (hex: string): bigint[] {
  const w = words(hex)
  const at = Number(BigInt('0x' + w[0]) / 32n)
  const n = Number(BigInt('0x' + w[at]))
  if (w.length < at + 1 + n) throw new Error('short ABI array')
  return w.slice(at + 1, at + 1 + n).map((x) => BigInt('0x' + x))
}
