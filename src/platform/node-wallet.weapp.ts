import type { NodeAction, NodeActionResult, NodeChain, NodeStep } from './node-wallet'

// The mini program has no wallet: the node NFT screen shows the sale and the records only.
export type { NodeAction, NodeActionResult, NodeChain, NodeFailure, NodeStep } from './node-wallet'

export const canTransact = false

export async function runNodeAction (_chain: NodeChain, _action: NodeAction, _onStep: (s: NodeStep) => void): Promise<NodeActionResult> {
  return { ok: false, error: 'unsupported' }
}
