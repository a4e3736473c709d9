import { ethers } from 'ethers'
import { DEV_KEYS, startLocalChain } from '../server/dev/local-chain'
import { NODE_PRICES, deployNodeContracts } from '../server/dev/node-contracts'

// `npm run chain`: a local chain to try on-chain recharge and withdrawal. Starts anvil (npm
// @foundry-rs/anvil) with a block every second, deploys the test USDT, funds the demo wallet, and
// prints the variables to start the server with. Ctrl-C stops it.

const PORT = Number(process.env.CHAIN_PORT ?? 8545)
const CONFIRMATIONS = Number(process.env.DEPOSIT_CONFIRMATIONS ?? 3)

async function main (): Promise<void> {
const chain = await startLocalChain({ port: PORT, blockTime: 1 })
const demo = new ethers.Wallet(DEV_KEYS[3])
await chain.fund(demo.address, '10000')
// gas for the demo wallet is anvil's own 10 000 test BNB
// the node NFT contracts (issue 14), from their own deployer (the chain's mints USDT with its own nonces);
// the purchase price goes to the deposit address's wallet (the platform's)
const nodes = await deployNodeContracts(new ethers.Wallet(DEV_KEYS[9], chain.provider), chain.usdt, chain.depositAddress)
const env = { ...chain.env(CONFIRMATIONS), NODE_STAKING_CONTRACT: nodes.staking }
const line = Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')
console.log(`anvil on ${chain.rpcUrl} (chain id 97), test USDT at ${chain.usdt}

Node NFT: NodeStaking at ${nodes.staking}, NodeNFT at ${nodes.nft}
  prices ordinary / senior / super: ${NODE_PRICES.join(' / ')} USDT

Demo wallet (import it into MetaMask, network RPC ${chain.rpcUrl}, chain id 97):
  address     ${demo.address}
  private key ${DEV_KEYS[3]}
  balance     10000 USDT, 10000 BNB

Start the server with:
  ${line} npm start

Deposits are credited after ${CONFIRMATIONS} blocks (about ${CONFIRMATIONS} s). Ctrl-C stops the chain.`)
const stop = (): void => { void chain.stop().then(() => process.exit(0)) }
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
}

void main()
