import { ethers } from 'ethers'
import { DEV_KEYS, startLocalChain } from '../server/dev/local-chain'

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
const env = chain.env(CONFIRMATIONS)
const line = Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')
console.log(`anvil on ${chain.rpcUrl} (chain id 97), test USDT at ${chain.usdt}

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
