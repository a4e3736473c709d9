import Taro from '@tarojs/taro'
import { getBytes, isHexString, toUtf8String, verifyMessage, Wallet } from 'ethers'
import { apiBase } from '@/env'
import { resetSessionBridge } from '@/api/bridge'
import {
  checksumAddress, discoverWallets, type Eip1193Provider, loginPlatform, resetWalletDiscovery, walletLogin
} from '@/platform/login.h5'
import { BSC_CHAINS } from '@/platform/wallet-login.h5'
import { storage } from '@/lib/storage'
import { setCurrentLang } from '@/i18n'

// A wallet as a dapp sees it: an EIP-1193 provider backed by a real ethers key, so the signature
// the client posts is checked against the SIWE message it built.

const wallet = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const ADDRESS = wallet.address // EIP-55

interface FakeOptions {
  accounts?: string[]
  grant?: string[]
  chainId?: string
  knownChains?: string[]
  rejectSign?: boolean
  failAccounts?: boolean
}

class FakeProvider implements Eip1193Provider {
  calls: Array<{ method: string, params?: unknown }> = []
  accounts: string[]
  chainId: string
  knownChains: Set<string>
  listeners: Record<string, Array<(...a: unknown[]) => void>> = {}
  constructor (private o: FakeOptions = {}) {
    this.accounts = o.accounts ?? [ADDRESS.toLowerCase()]
    this.chainId = o.chainId ?? '0x61'
    this.knownChains = new Set(o.knownChains ?? ['0x1', '0x38', '0x61'])
  }

  async request ({ method, params }: { method: string, params?: unknown }): Promise<unknown> {
    this.calls.push({ method, params })
    const p = params as any[]  
    switch (method) {
      case 'eth_accounts':
        if (this.o.failAccounts) throw new Error('Internal JSON-RPC error')
        return this.accounts
      case 'eth_requestAccounts':
        this.accounts = this.o.grant ?? [ADDRESS.toLowerCase()]
        return this.accounts
      case 'eth_chainId':
        return this.chainId
      case 'wallet_switchEthereumChain':
        if (!this.knownChains.has(p[0].chainId)) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
        this.chainId = p[0].chainId
        return null
      case 'wallet_addEthereumChain':
        this.knownChains.add(p[0].chainId)
        this.chainId = p[0].chainId
        return null
      case 'personal_sign': {
        if (this.o.rejectSign) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        const [data, from] = p as [string, string]
        if (from.toLowerCase() !== ADDRESS.toLowerCase()) throw new Error('unknown account')
        return wallet.signMessage(isHexString(data) ? getBytes(data) : data)
      }
      default:
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
    }
  }

  on (event: string, fn: (...a: unknown[]) => void): void { (this.listeners[event] ??= []).push(fn) }
  removeListener (event: string, fn: (...a: unknown[]) => void): void {
    this.listeners[event] = (this.listeners[event] ?? []).filter((f) => f !== fn)
  }

  emit (event: string, ...args: unknown[]): void { for (const f of this.listeners[event] ?? []) f(...args) }
  methods (): string[] { return this.calls.map((c) => c.method) }
}

const NONCE = {
  nonce: 'n0nce12345678',
  domain: 'localhost',
  uri: 'http://localhost',
  chain_id: 97,
  statement: 'Sign in to BBMall',
  issued_at: '2024-05-15T12:00:00.000Z',
  expiration_time: '2024-05-15T12:10:00.000Z'
}
const SESSION = { userinfo: { id: 7, token: 'tok-7', wallet_address: ADDRESS }, statistics: {} }

let requestSpy: jest.SpyInstance
let modalSpy: jest.SpyInstance
let toastSpy: jest.SpyInstance
let warnSpy: jest.SpyInstance

function envelope (data: unknown): unknown {
  return { statusCode: 200, data: { code: 1, msg: 'ok', time: 0, data }, header: {}, errMsg: '' }
}

function loginBody (): { message: string, signature: string, invite_code?: string, client_id?: string } {
  const call = requestSpy.mock.calls.find((c) => c[0].url === `${apiBase()}/login/login`)
  return call?.[0].data
}

function install (p: FakeProvider | undefined): void {
  ;(window as unknown as { ethereum?: unknown }).ethereum = p
}

beforeEach(() => {
  localStorage.clear()
  resetWalletDiscovery()
  resetSessionBridge()
  requestSpy = jest.spyOn(Taro, 'request').mockImplementation(((o: { url: string }) => {
    if (o.url.endsWith('/login/nonce')) return Promise.resolve(envelope(NONCE))
    if (o.url.endsWith('/login/login')) return Promise.resolve(envelope(SESSION))
    return Promise.reject(new Error(`unexpected ${o.url}`))
  }) as never)
  modalSpy = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' } as never)
  toastSpy = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: '' } as never)
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  install(undefined)
  jest.restoreAllMocks()
  setCurrentLang('zh')
})

describe('wallet login (H5, SIWE)', () => {
  it('signs an EIP-4361 message with the server nonce and posts message + signature', async () => {
    const p = new FakeProvider()
    install(p)
    const out = await walletLogin({ inviteCode: 'INV1', clientId: 'c-1', clientSecret: 's-1', interactive: true })
    expect(out).toEqual({ status: 'ok', payload: SESSION, address: ADDRESS })
    const body = loginBody()
    expect(body.invite_code).toBe('INV1')
    expect(body.client_id).toBe('c-1')
    expect((body as { client_secret?: string }).client_secret).toBe('s-1')
    expect(body.message).toContain(`localhost wants you to sign in with your Ethereum account:\n${ADDRESS}\n`)
    expect(body.message).toContain('Chain ID: 97')
    expect(body.message).toContain('Nonce: n0nce12345678')
    expect(body.message).toContain('Expiration Time: 2024-05-15T12:10:00.000Z')
    // the signature really is the account's signature over that exact text
    expect(verifyMessage(body.message, body.signature)).toBe(ADDRESS)
    // personal_sign got hex-encoded UTF-8 and the checksummed account
    const sign = p.calls.find((c) => c.method === 'personal_sign')?.params as [string, string]
    expect(toUtf8String(sign[0])).toBe(body.message)
    expect(sign[1]).toBe(ADDRESS)
    // spec: the first account is stored
    expect(storage.get('walletAddress')).toBe(ADDRESS)
    expect(p.methods()).not.toContain('eth_requestAccounts')
  })

  it('asks for access (eth_requestAccounts) when eth_accounts is empty', async () => {
    const p = new FakeProvider({ accounts: [] })
    install(p)
    const out = await walletLogin({ inviteCode: '', clientId: '', interactive: true })
    expect(out.status).toBe('ok')
    expect(p.methods().slice(0, 2)).toEqual(['eth_accounts', 'eth_requestAccounts'])
    expect(loginBody()).not.toHaveProperty('invite_code')
  })

  it('an automatic attempt never opens the connect dialog', async () => {
    const p = new FakeProvider({ accounts: [] })
    install(p)
    const out = await walletLogin({ inviteCode: '', clientId: '', interactive: false })
    expect(out).toEqual({ status: 'unavailable' })
    expect(p.methods()).toEqual(['eth_accounts'])
    expect(requestSpy).not.toHaveBeenCalled()
  })

  it('switches the wallet to the app chain (0x61 for CHAIN_ID 97)', async () => {
    const p = new FakeProvider({ chainId: '0x38' })
    install(p)
    await walletLogin({ inviteCode: '', clientId: '', interactive: true })
    expect(p.calls).toContainEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x61' }] })
    expect(p.methods()).not.toContain('wallet_addEthereumChain')
    expect(p.chainId).toBe('0x61')
  })

  it('adds the BSC chain when the wallet does not know it (4902), with names, RPCs, explorer and BNB', async () => {
    const p = new FakeProvider({ chainId: '0x1', knownChains: ['0x1'] })
    install(p)
    const out = await walletLogin({ inviteCode: '', clientId: '', interactive: true })
    expect(out.status).toBe('ok')
    const add = p.calls.find((c) => c.method === 'wallet_addEthereumChain')?.params as [typeof BSC_CHAINS[97]]
    expect(add[0]).toEqual(BSC_CHAINS[97])
    expect(add[0]).toMatchObject({ chainId: '0x61', nativeCurrency: { name: 'BNB', decimals: 18 } })
    expect(add[0].rpcUrls.length).toBeGreaterThan(0)
    expect(add[0].blockExplorerUrls[0]).toMatch(/bscscan/)
    expect(BSC_CHAINS[56].chainId).toBe('0x38')
    expect(p.chainId).toBe('0x61')
  })

  it('skips switching when already on the chain', async () => {
    const p = new FakeProvider({ chainId: '0x61' })
    install(p)
    await walletLogin({ inviteCode: '', clientId: '', interactive: true })
    expect(p.methods()).not.toContain('wallet_switchEthereumChain')
  })

  it('without a wallet: an alert with one button naming MetaMask', async () => {
    install(undefined)
    const out = await walletLogin({ inviteCode: '', clientId: '', interactive: true })
    expect(out).toEqual({ status: 'unavailable' })
    expect(modalSpy).toHaveBeenCalledTimes(1)
    const modal = modalSpy.mock.calls[0][0]
    expect(modal.showCancel).toBe(false)
    expect(modal.content).toContain('MetaMask')
    expect(requestSpy).not.toHaveBeenCalled()
  })

  it('without a wallet an automatic attempt stays quiet', async () => {
    install(undefined)
    await expect(walletLogin({ inviteCode: '', clientId: '', interactive: false })).resolves.toEqual({ status: 'unavailable' })
    expect(modalSpy).not.toHaveBeenCalled()
  })

  it('user rejection (4001) is a "user cancelled" toast, not a crash', async () => {
    setCurrentLang('en')
    install(new FakeProvider({ rejectSign: true }))
    const out = await walletLogin({ inviteCode: '', clientId: '', interactive: true })
    expect(out).toEqual({ status: 'cancelled' })
    expect(toastSpy.mock.calls.map((c) => c[0].title)).toEqual(['User cancelled'])
    expect(loginBody()).toBeUndefined()
  })

  it('a connection failure is only logged', async () => {
    install(new FakeProvider({ failAccounts: true }))
    const out = await walletLogin({ inviteCode: '', clientId: '', interactive: true })
    expect(out.status).toBe('failed')
    expect(warnSpy).toHaveBeenCalled()
    expect(toastSpy).not.toHaveBeenCalled()
    expect(modalSpy).not.toHaveBeenCalled()
  })

  it('a refused nonce/login (server toasted it) fails without a signature prompt loop', async () => {
    requestSpy.mockImplementation((() => Promise.resolve({ statusCode: 200, data: { code: 0, msg: 'Too many attempts', time: 0, data: null }, header: {}, errMsg: '' })) as never)
    const p = new FakeProvider()
    install(p)
    const out = await walletLogin({ inviteCode: '', clientId: '', interactive: true })
    expect(out.status).toBe('failed')
    expect(toastSpy.mock.calls.map((c) => c[0].title)).toEqual(['Too many attempts'])
    expect(p.methods()).not.toContain('personal_sign')
  })
})

describe('wallet discovery', () => {
  it('prefers an EIP-6963 announced wallet over window.ethereum', async () => {
    const announcedP = new FakeProvider()
    const injectedP = new FakeProvider()
    install(injectedP)
    const answer = (): void => {
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'u-1', name: 'Test Wallet', icon: 'data:,', rdns: 'io.metamask' }, provider: announcedP }
      }))
    }
    window.addEventListener('eip6963:requestProvider', answer)
    try {
      const wallets = await discoverWallets()
      expect(wallets.map((w) => w.info.name)).toEqual(['Test Wallet'])
      await walletLogin({ inviteCode: '', clientId: '', interactive: true })
      expect(announcedP.methods()).toContain('personal_sign')
      expect(injectedP.calls).toEqual([])
    } finally {
      window.removeEventListener('eip6963:requestProvider', answer)
    }
  })

  it('currentAccount reads eth_accounts without prompting', async () => {
    const p = new FakeProvider()
    install(p)
    await expect(loginPlatform.currentAccount()).resolves.toBe(ADDRESS)
    expect(p.methods()).toEqual(['eth_accounts'])
    resetWalletDiscovery()
    install(new FakeProvider({ accounts: [] }))
    await expect(loginPlatform.currentAccount()).resolves.toBeNull()
  })

  it('watch reports account and chain changes and unsubscribes', async () => {
    const p = new FakeProvider()
    install(p)
    const accounts: Array<string | null> = []
    const chains: number[] = []
    const off = loginPlatform.watch({ onAccountChanged: (a) => accounts.push(a), onChainChanged: (c) => chains.push(c) })
    // discovery waits for EIP-6963 announcements before falling back to window.ethereum
    await new Promise((r) => setTimeout(r, 350))
    const other = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a').address
    p.emit('accountsChanged', [other.toLowerCase()])
    p.emit('accountsChanged', [])
    p.emit('chainChanged', '0x38')
    await new Promise((r) => setTimeout(r, 10))
    expect(accounts).toEqual([other, null])
    expect(chains).toEqual([56])
    off()
    p.emit('chainChanged', '0x1')
    expect(chains).toEqual([56])
  })

  it('checksums addresses (EIP-55)', async () => {
    await expect(checksumAddress(ADDRESS.toLowerCase())).resolves.toBe(ADDRESS)
  })
})
