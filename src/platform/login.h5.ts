import type { LoginOutcome, LoginPlatform, LoginRequest, WalletEvents } from './login'

// H5 wallet login (spec §4 Wallet login, ARCHITECTURE §5): find a wallet (EIP-6963, then
// window.ethereum), get its account, switch it to BSC, sign an EIP-4361 message with a
// single-use server nonce, and post message + signature. Posting an address alone never logs in.
//
// This module holds what runs at start (wallet discovery, the current account, account/chain
// events). The sign-in itself (chain switch, SIWE message, the login call) is in wallet-login.h5.ts,
// loaded on the first login so it stays out of the JavaScript the home page needs (size budget).

/** EIP-1193 provider, the part we use. */
export interface Eip1193Provider {
  request (args: { method: string, params?: unknown[] | Record<string, unknown> }): Promise<unknown>
  on? (event: string, listener: (...args: any[]) => void): unknown // eslint-disable-line @typescript-eslint/no-explicit-any
  removeListener? (event: string, listener: (...args: any[]) => void): unknown // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** EIP-6963 announcement detail. */
export interface Eip6963ProviderDetail {
  info: { uuid: string, name: string, icon: string, rdns: string }
  provider: Eip1193Provider
}

/** How long discovery waits for an EIP-6963 announcement when none has arrived yet. */
export const DISCOVERY_MS = 300

export function parseChainId (v: unknown): number {
  if (typeof v === 'number') return v
  const s = String(v)
  return s.startsWith('0x') ? Number.parseInt(s, 16) : Number(s)
}

// ---- discovery -------------------------------------------------------------------------------

const announced = new Map<string, Eip6963ProviderDetail>()
let listening = false
let chosen: Eip1193Provider | null = null

function onAnnounce (e: Event): void {
  const d = (e as CustomEvent<Eip6963ProviderDetail>).detail
  if (d?.provider && d.info?.uuid) announced.set(d.info.uuid, d)
}

/**
 * Wallets announced through EIP-6963. Wallets answer `eip6963:requestProvider` synchronously,
 * so discovery waits (up to DISCOVERY_MS) only while nothing has been announced.
 */
export async function discoverWallets (waitMs = DISCOVERY_MS): Promise<Eip6963ProviderDetail[]> {
  if (typeof window === 'undefined') return []
  if (!listening) {
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    listening = true
  }
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  if (announced.size === 0 && waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))
  return [...announced.values()]
}

function injected (): Eip1193Provider | null {
  if (typeof window === 'undefined') return null
  const eth = (window as unknown as { ethereum?: Eip1193Provider }).ethereum
  return eth && typeof eth.request === 'function' ? eth : null
}

/**
 * The wallet to use: the announced one that is also window.ethereum (the browser's default),
 * else MetaMask, else the first announced, else window.ethereum. Kept for the page's lifetime so
 * login, account checks and event subscriptions talk to the same wallet.
 */
export async function findProvider (): Promise<Eip1193Provider | null> {
  if (chosen) return chosen
  const wallets = await discoverWallets()
  const fallback = injected()
  const pick = wallets.find((w) => w.provider === fallback) ??
    wallets.find((w) => /metamask/i.test(w.info.rdns)) ??
    wallets[0]
  chosen = pick?.provider ?? fallback
  return chosen
}

/** Forget the discovered wallets (tests; a page reload does the same). */
export function resetWalletDiscovery (): void {
  chosen = null
  announced.clear()
}

// ---- steps -----------------------------------------------------------------------------------

export function asAccounts (v: unknown): string[] {
  return Array.isArray(v) ? v.filter((a): a is string => typeof a === 'string' && a.length > 0) : []
}

/** EIP-55 checksum address. ethers is loaded on demand so it stays out of the first H5 bundle. */
export async function checksumAddress (address: string): Promise<string> {
  const { getAddress } = await import(/* webpackChunkName: "wallet-address" */ /* webpackExports: ["getAddress"] */ 'ethers')
  return getAddress(address)
}

/** Connects, signs in with Ethereum and logs in (loads the sign-in code on first use). */
export async function walletLogin (req: LoginRequest): Promise<LoginOutcome> {
  const { signIn } = await import(/* webpackChunkName: "wallet-login" */ './wallet-login.h5')
  return signIn(req)
}

export async function currentWalletAccount (): Promise<string | null> {
  const provider = await findProvider()
  if (!provider) return null
  try {
    const accounts = asAccounts(await provider.request({ method: 'eth_accounts' }))
    return accounts.length ? await checksumAddress(accounts[0]) : null
  } catch (e) {
    console.warn('[wallet] eth_accounts failed', e)
    return null
  }
}

export function watchWallet (events: WalletEvents): () => void {
  let stopped = false
  let off = (): void => undefined
  void findProvider().then((p) => {
    if (stopped || !p?.on) return
    // checksumming is async: a queue keeps the reports in the order the wallet sent them
    let queue: Promise<void> = Promise.resolve()
    const onAccounts = (list: unknown): void => {
      const first = asAccounts(list)[0]
      const account = first ? checksumAddress(first).catch(() => null) : Promise.resolve(null)
      queue = queue.then(() => account).then((a) => { if (!stopped) events.onAccountChanged(a) })
    }
    const onChain = (id: unknown): void => events.onChainChanged(parseChainId(id))
    p.on('accountsChanged', onAccounts)
    p.on('chainChanged', onChain)
    off = () => {
      p.removeListener?.('accountsChanged', onAccounts)
      p.removeListener?.('chainChanged', onChain)
    }
  })
  return () => { stopped = true; off() }
}

export const loginPlatform: LoginPlatform = {
  kind: 'wallet',
  login: walletLogin,
  currentAccount: currentWalletAccount,
  watch: watchWallet
}
