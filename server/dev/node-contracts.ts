import { ethers } from 'ethers'
import { nodeArtifacts } from '../modules/economy/nft-indexer'

// Deploys the node NFT contracts (contracts/node) to a chain: NodeStaking, which deploys its
// NodeNFT. Used by `npm run chain`, the chain tests and the e2e. Prices in whole USDT per tier
// (ordinary, senior, super) and the supply of each.

export const NODE_PRICES = ['100', '500', '2000'] as const
export const NODE_SUPPLY = [100, 50, 10] as const

export interface NodeContracts { staking: string, nft: string }

export async function deployNodeContracts (deployer: ethers.Signer, usdt: string, treasury: string, prices: readonly string[] = NODE_PRICES, supply: readonly number[] = NODE_SUPPLY): Promise<NodeContracts> {
  const a = nodeArtifacts().NodeStaking
  const factory = new ethers.ContractFactory(a.abi, a.bytecode, deployer)
  const c = await factory.deploy(usdt, treasury, prices.map((p) => ethers.parseUnits(p, 18)), supply.map((s) => BigInt(s)))
  await c.waitForDeployment()
  const staking = (await c.getAddress()).toLowerCase()
  const nft = String(await (c.getFunction('nft'))()).toLowerCase()
  return { staking, nft }
}
