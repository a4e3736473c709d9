import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { ethers } from 'ethers'
import { freePort } from './free-port'

// A local BSC stand-in for `npm run chain`, the wallet tests and the e2e: anvil from npm
// (@foundry-rs/anvil, a native binary in the package — nothing downloaded) on 127.0.0.1 and a free
// port, chain id 97, with the test USDT (contracts/test/TestUSDT.json) deployed, the payout wallet
// and the demo wallets funded. Accounts are anvil's well-known development keys (never real money).

const requireHere = createRequire(path.join(process.cwd(), 'package.json'))

/** anvil's default development accounts (mnemonic "test test … junk"), by index */
export const DEV_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
] as const

export const CHAIN_ID = 97

export interface LocalChain {
  rpcUrl: string
  usdt: string
  depositAddress: string
  payoutKey: string
  deployer: ethers.Wallet
  provider: ethers.JsonRpcProvider
  token: ethers.Contract
  /** the environment a server needs to use this chain */
  env: (confirmations: number) => Record<string, string>
  /** mints test USDT (whole units as a decimal string) to an address */
  fund: (to: string, usdt: string) => Promise<void>
  /** mines n empty blocks */
  mine: (n: number) => Promise<void>
  /** USDT balance of an address, as a decimal string */
  balanceOf: (address: string) => Promise<string>
  stop: () => Promise<void>
}

function anvilBinary (): string {
  const pkg = path.dirname(requireHere.resolve(`@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/package.json`))
  return path.join(pkg, 'bin', 'anvil')
}

function artifact (): { abi: ethers.InterfaceAbi, bytecode: string } {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'contracts', 'test', 'TestUSDT.json'), 'utf8')) as { abi: ethers.InterfaceAbi, bytecode: string }
}

export interface StartChainOptions {
  /** seconds between blocks; 0 (default) mines one block per transaction */
  blockTime?: number
  port?: number
}

export async function startLocalChain (opts: StartChainOptions = {}): Promise<LocalChain> {
  const port = opts.port ?? await freePort()
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(CHAIN_ID), '--silent']
  if ((opts.blockTime ?? 0) > 0) args.push('--block-time', String(opts.blockTime))
  const child: ChildProcess = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => { stderr += d.toString() })
  const rpcUrl = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited: ${stderr}`)
    try {
      const r = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) })
      if (r.ok) break
    } catch {}
    if (Date.now() - started > 20_000) { child.kill(); throw new Error(`anvil did not start: ${stderr}`) }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const provider = new ethers.JsonRpcProvider(rpcUrl, CHAIN_ID, { staticNetwork: true, cacheTimeout: -1, pollingInterval: 50 })
  const deployer = new ethers.NonceManager(new ethers.Wallet(DEV_KEYS[0], provider))
  const a = artifact()
  const factory = new ethers.ContractFactory(a.abi, a.bytecode, deployer)
  const deployed = await factory.deploy()
  await deployed.waitForDeployment()
  const usdt = (await deployed.getAddress()).toLowerCase()
  const token = new ethers.Contract(usdt, a.abi, deployer)
  const depositAddress = new ethers.Wallet(DEV_KEYS[1]).address.toLowerCase()
  const payoutKey = DEV_KEYS[2]
  const fund = async (to: string, amount: string): Promise<void> => {
    const tx = await (token.mint as (to: string, v: bigint) => Promise<ethers.ContractTransactionResponse>)(to, ethers.parseUnits(amount, 18))
    await tx.wait()
  }
  await fund(new ethers.Wallet(payoutKey).address, '1000000')
  return {
    rpcUrl,
    usdt,
    depositAddress,
    payoutKey,
    deployer: new ethers.Wallet(DEV_KEYS[0], provider),
    provider,
    token,
    env: (confirmations) => ({
      CHAIN_ID: String(CHAIN_ID),
      CHAIN_RPC_URL: rpcUrl,
      USDT_CONTRACT: usdt,
      DEPOSIT_ADDRESS: depositAddress,
      PAYOUT_PRIVATE_KEY: payoutKey,
      DEPOSIT_CONFIRMATIONS: String(confirmations)
    }),
    fund,
    mine: async (n) => { await provider.send('anvil_mine', [ethers.toQuantity(n)]) },
    balanceOf: async (address) => ethers.formatUnits(await (token.balanceOf as (a: string) => Promise<bigint>)(address), 18),
    stop: async () => {
      provider.destroy()
      if (child.exitCode !== null) return
      await new Promise<void>((resolve) => { child.once('exit', () => { resolve() }); child.kill('SIGTERM') })
    }
  }
}
