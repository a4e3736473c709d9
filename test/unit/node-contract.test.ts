import fs from 'node:fs'
import path from 'node:path'
import { AbiCoder, Interface } from 'ethers'
import { chainErrorKey, isInsufficientFunds, isUserRejection } from '@/lib/chain-errors'
import {
  allowanceData, approveData, decodeAddress, decodeBool, decodeUint, decodeUintArray, getApprovedData,
  isApprovedForAllData, purchaseData, stakeData, stakedTokensOfData, unstakeData
} from '@/lib/node-contract'
import { runNodeAction, type NodeChain, type NodeStep } from '@/platform/node-wallet.h5'
import { resetWalletDiscovery } from '@/platform/login.h5'
import { t, setCurrentLang, tIn } from '@/i18n'
import '@/i18n/domains/exchange'

// The node NFT screen's chain side (issue 14, /pages/user/contractAnalysis): the calldata built
// without a library is what ethers encodes from the compiled ABI; the spec §8 chain errors are
// told apart in every shape wallets and ethers report them; the H5 flow reads before it asks the
// wallet ("check allowance/approval before asking", approve only when needed).

const artifacts = JSON.parse(fs.readFileSync(path.join(__dirname, '../../contracts/node/NodeStaking.json'), 'utf8')) as Record<'NodeStaking' | 'NodeNFT', { abi: unknown[] }>
const staking = new Interface(artifacts.NodeStaking.abi as never)
const nft = new Interface(artifacts.NodeNFT.abi as never)
const erc20 = new Interface(['function approve(address,uint256) returns (bool)', 'function allowance(address,address) view returns (uint256)'])
const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const abi = AbiCoder.defaultAbiCoder()

describe('calldata and results (what ethers encodes from the compiled ABI)', () => {
  it('encodes every call the screen makes', () => {
    expect(purchaseData(1)).toBe(staking.encodeFunctionData('purchase', [1]))
    expect(stakeData(7n)).toBe(staking.encodeFunctionData('stake', [7n]))
    expect(unstakeData(7n)).toBe(staking.encodeFunctionData('unstake', [7n]))
    expect(stakedTokensOfData(A)).toBe(staking.encodeFunctionData('stakedTokensOf', [A]))
    expect(getApprovedData(7n)).toBe(nft.encodeFunctionData('getApproved', [7n]))
    expect(isApprovedForAllData(A, B)).toBe(nft.encodeFunctionData('isApprovedForAll', [A, B]))
    expect(approveData(B, 7n)).toBe(nft.encodeFunctionData('approve', [B, 7n]))
    expect(approveData(B, 10n ** 20n)).toBe(erc20.encodeFunctionData('approve', [B, 10n ** 20n]))
    expect(allowanceData(A, B)).toBe(erc20.encodeFunctionData('allowance', [A, B]))
  })

  it('decodes the results, and refuses what is not an ABI result (an address with no contract answers 0x)', () => {
    expect(decodeUint(abi.encode(['uint256'], [123n]))).toBe(123n)
    expect(decodeBool(abi.encode(['bool'], [true]))).toBe(true)
    expect(decodeAddress(abi.encode(['address'], [B]))).toBe(B)
    expect(decodeUintArray(abi.encode(['uint256[]'], [[3n, 9n]]))).toEqual([3n, 9n])
    expect(decodeUintArray(abi.encode(['uint256[]'], [[]]))).toEqual([])
    expect(() => decodeUint('0x')).toThrow()
    expect(() => decodeUintArray('0x' + '00'.repeat(31) + '20')).toThrow()
  })
})

describe('spec §8 chain errors', () => {
  it('"user cancelled transaction": EIP-1193 4001, nested where mobile wallets put it, ethers ACTION_REJECTED', () => {
    expect(chainErrorKey({ code: 4001, message: 'User rejected the request.' })).toBe('cancelled')
    expect(chainErrorKey({ code: -32603, data: { originalError: { code: 4001 } } })).toBe('cancelled')
    expect(chainErrorKey({ code: 'ACTION_REJECTED', action: 'sendTransaction', reason: 'rejected', info: { error: { code: 4001 } } })).toBe('cancelled')
    expect(isUserRejection({ code: 4100 })).toBe(false)
  })

  it('"insufficient BNB": ethers INSUFFICIENT_FUNDS, the node\'s -32003, or its message (anvil, BSC, EDR)', () => {
    expect(chainErrorKey({ code: 'INSUFFICIENT_FUNDS', shortMessage: 'insufficient funds for intrinsic transaction cost' })).toBe('noBnb')
    expect(chainErrorKey({ code: -32003, message: 'Insufficient funds for gas * price + value' })).toBe('noBnb')
    expect(chainErrorKey({ code: -32603, message: 'insufficient funds for intrinsic transaction cost' })).toBe('noBnb')
    expect(chainErrorKey({ code: 'UNKNOWN_ERROR', error: { message: 'Sender doesn\'t have enough funds to send tx.' } })).toBe('noBnb')
    expect(isInsufficientFunds(new Error('execution reverted'))).toBe(false)
  })

  it('"contract call failed (check approval)": reverts and anything else the chain refused', () => {
    expect(chainErrorKey({ code: 'CALL_EXCEPTION', shortMessage: 'execution reverted (unknown custom error)', data: '0xfb8f41b2' })).toBe('callFailed')
    expect(chainErrorKey({ code: -32603, message: 'execution reverted: NodeStaking: not staker' })).toBe('callFailed')
    expect(chainErrorKey(new Error('boom'))).toBe('callFailed')
    expect(chainErrorKey(null)).toBe('callFailed')
  })

  it('every failure has its text in both languages (the spec catalogue\'s wording in English)', () => {
    expect(tIn('en', 'nodeNft.err.fetchFailed')).toBe('Failed to fetch NFT')
    expect(tIn('en', 'nodeNft.err.noUnstakable')).toBe('No unstakable NFTs')
    expect(tIn('en', 'nodeNft.err.cancelled')).toBe('User cancelled transaction')
    expect(tIn('en', 'nodeNft.err.noBnb')).toBe('Insufficient BNB')
    expect(tIn('en', 'nodeNft.err.callFailed')).toBe('Contract call failed (check approval)')
    for (const k of ['fetchFailed', 'noUnstakable', 'cancelled', 'noBnb', 'callFailed'] as const) expect(tIn('zh', `nodeNft.err.${k}`)).toMatch(/[\u4e00-\u9fff]/)
    setCurrentLang('zh')
    expect(t('nodeNft.err.cancelled')).toBe('用户取消交易')
  })
})

/** A wallet on a pretend chain: answers the reads from `state`, records what it was asked to send. */
function fakeWallet (state: { allowance: bigint, approved: string, all: boolean, staked: bigint[] }, opts: { reject?: boolean, sendError?: unknown, receiptStatus?: string, callError?: boolean } = {}) {
  const sent: Array<{ to: string, data: string }> = []
  const provider = {
    async request ({ method, params }: { method: string, params?: unknown[] }) {
      switch (method) {
        case 'eth_requestAccounts': case 'eth_accounts': return [A]
        case 'eth_chainId': return '0x61'
        case 'eth_call': {
          if (opts.callError === true) throw Object.assign(new Error('could not reach the node'), { code: -32603 })
          const { data } = (params as Array<{ data: string }>)[0]
          if (data.startsWith('0xdd62ed3e')) return abi.encode(['uint256'], [state.allowance])
          if (data.startsWith('0x081812fc')) return abi.encode(['address'], [state.approved])
          if (data.startsWith('0xe985e9c5')) return abi.encode(['bool'], [state.all])
          if (data.startsWith('0xab08d4fc')) return abi.encode(['uint256[]'], [state.staked])
          return '0x'
        }
        case 'eth_sendTransaction': {
          if (opts.reject === true) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          if (opts.sendError !== undefined) throw opts.sendError
          const tx = (params as Array<{ to: string, data: string }>)[0]
          sent.push({ to: tx.to, data: tx.data })
          return '0x' + String(sent.length).padStart(64, '0')
        }
        case 'eth_getTransactionReceipt': return { status: opts.receiptStatus ?? '0x1' }
        default: throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
      }
    }
  }
  ;(window as unknown as { ethereum?: unknown }).ethereum = provider
  resetWalletDiscovery()
  return sent
}

describe('H5: the wallet is asked only for what is missing', () => {
  const chain: NodeChain = { chainId: 97, staking: '0x3333333333333333333333333333333333333333', nft: '0x4444444444444444444444444444444444444444', usdt: '0x5555555555555555555555555555555555555555', wallet: A }
  const none = '0x0000000000000000000000000000000000000000'
  const price = 100n * 10n ** 18n
  afterEach(() => { delete (window as unknown as { ethereum?: unknown }).ethereum; resetWalletDiscovery() })

  it('purchase: approve the price when the allowance is short, then purchase; with enough allowance, purchase only', async () => {
    let sent = fakeWallet({ allowance: 0n, approved: none, all: false, staked: [] })
    const steps: NodeStep[] = []
    expect(await runNodeAction(chain, { kind: 'purchase', tier: 1, price: '100.00' }, (s) => steps.push(s))).toEqual({ ok: true, hash: expect.stringMatching(/^0x0+2$/) })
    expect(sent).toEqual([{ to: chain.usdt, data: approveData(chain.staking, price) }, { to: chain.staking, data: purchaseData(1) }])
    expect(steps).toEqual(['wallet', 'checking', 'approve', 'approveWait', 'send', 'wait'])
    sent = fakeWallet({ allowance: price, approved: none, all: false, staked: [] })
    expect((await runNodeAction(chain, { kind: 'purchase', tier: 1, price: '100' }, () => {})).ok).toBe(true)
    expect(sent).toEqual([{ to: chain.staking, data: purchaseData(1) }])
  })

  it('stake: approve the NFT unless NodeStaking may already move it (getApproved or isApprovedForAll)', async () => {
    let sent = fakeWallet({ allowance: 0n, approved: none, all: false, staked: [] })
    expect((await runNodeAction(chain, { kind: 'stake', tokenId: '5' }, () => {})).ok).toBe(true)
    expect(sent).toEqual([{ to: chain.nft, data: approveData(chain.staking, 5n) }, { to: chain.staking, data: stakeData(5n) }])
    sent = fakeWallet({ allowance: 0n, approved: chain.staking, all: false, staked: [] })
    await runNodeAction(chain, { kind: 'stake', tokenId: '5' }, () => {})
    expect(sent).toEqual([{ to: chain.staking, data: stakeData(5n) }])
    sent = fakeWallet({ allowance: 0n, approved: none, all: true, staked: [] })
    await runNodeAction(chain, { kind: 'stake', tokenId: '5' }, () => {})
    expect(sent).toEqual([{ to: chain.staking, data: stakeData(5n) }])
  })

  it('unstake: "no unstakable NFTs" when the token is not among the wallet\'s staked ones, without asking the wallet', async () => {
    let sent = fakeWallet({ allowance: 0n, approved: none, all: false, staked: [] })
    expect(await runNodeAction(chain, { kind: 'unstake', tokenId: '5' }, () => {})).toEqual({ ok: false, error: 'noUnstakable' })
    expect(sent).toEqual([])
    sent = fakeWallet({ allowance: 0n, approved: none, all: false, staked: [4n, 5n] })
    expect((await runNodeAction(chain, { kind: 'unstake', tokenId: '5' }, () => {})).ok).toBe(true)
    expect(sent).toEqual([{ to: chain.staking, data: unstakeData(5n) }])
  })

  it('each failure ends in its spec §8 text', async () => {
    const state = { allowance: 0n, approved: none, all: false, staked: [5n] }
    fakeWallet(state, { reject: true })
    expect(await runNodeAction(chain, { kind: 'unstake', tokenId: '5' }, () => {})).toMatchObject({ ok: false, error: 'cancelled' })
    fakeWallet(state, { sendError: Object.assign(new Error('insufficient funds for intrinsic transaction cost'), { code: -32603 }) })
    expect(await runNodeAction(chain, { kind: 'purchase', tier: 1, price: '100' }, () => {})).toMatchObject({ ok: false, error: 'noBnb' })
    fakeWallet(state, { receiptStatus: '0x0' })
    expect(await runNodeAction(chain, { kind: 'unstake', tokenId: '5' }, () => {})).toMatchObject({ ok: false, error: 'callFailed' })
    fakeWallet(state, { callError: true })
    expect(await runNodeAction(chain, { kind: 'stake', tokenId: '5' }, () => {})).toMatchObject({ ok: false, error: 'fetchFailed' })
    fakeWallet(state)
    expect(await runNodeAction({ ...chain, wallet: B }, { kind: 'unstake', tokenId: '5' }, () => {})).toEqual({ ok: false, error: 'wrongAccount' })
  })
})
