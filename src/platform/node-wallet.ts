// The node NFT transactions from the user's wallet (/pages/user/contractAnalysis): H5 asks the
// injected wallet (node-wallet.h5.ts); the mini program has no wallet (node-wallet.weapp.ts), so
// its screen shows the sale and the records and says transactions need the H5 app.
// Neutral file for tsc; the build uses the suffix files.

/** Where the transactions go: the server's answer (economy/nodeContract). Addresses lower case. */
export interface NodeChain {
  chainId: number
  staking: string
  nft: string
  usdt: string
  /** the user's bound wallet: the only sender the indexer credits to them */
  wallet: string
}

export type NodeAction =
  | { kind: 'purchase', tier: 1 | 2 | 3, /** decimal USDT */ price: string }
  | { kind: 'stake', tokenId: string }
  | { kind: 'unstake', tokenId: string }

/** What the screen shows while an action runs. */
export type NodeStep = 'wallet' | 'checking' | 'approve' | 'approveWait' | 'send' | 'wait'

/** The texts of nodeNft.err.* a failed action ends in. */
export type NodeFailure = 'fetchFailed' | 'noUnstakable' | 'cancelled' | 'noBnb' | 'callFailed' | 'notMined' | 'noWallet' | 'wrongAccount' | 'unsupported'

export type NodeActionResult = { ok: true, hash: string } | { ok: false, error: NodeFailure, detail?: string }

/** Can this build send transactions at all? */
export const canTransact: boolean = false

export async function runNodeAction (_chain: NodeChain, _action: NodeAction, _onStep: (s: NodeStep) => void): Promise<NodeActionResult> {
  return { ok: false, error: 'unsupported' }
}
