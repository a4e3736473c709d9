import type { Page } from 'playwright-core'
import { type BaseWallet, JsonRpcProvider, getBytes, isHexString, toUtf8String } from 'ethers'

// An EIP-1193 provider injected into the page, backed by an ethers wallet in the test process.
// It announces itself through EIP-6963 and behaves like MetaMask: eth_accounts is empty until the
// user has approved eth_requestAccounts (remembered across reloads, as a real wallet does).
// Given a chain (rpcUrl), it signs and sends transactions there and forwards the reads a dapp
// makes through its wallet (eth_call, receipts, …) to that node, keeping the node's error code;
// `rejectNext()` makes the next transaction fail as a user pressing "reject" does (4001).
export interface WalletOptions {
  wallet: BaseWallet
  chainId: number
  /** sign with this key instead (a forged signature) */
  signWith?: BaseWallet
  /** page-visible record of the calls, for assertions */
  name?: string
  /** a chain to send transactions on (eth_sendTransaction is signed here with `wallet` and sent there) */
  rpcUrl?: string
}

export interface WalletControl {
  /** the user rejects the next transaction request in the wallet */
  rejectNext: () => void
}

export async function injectWallet (page: Page, opts: WalletOptions): Promise<WalletControl> {
  const state = { rejectNext: false }
  const signer = opts.signWith ?? opts.wallet
  // tsx (esbuild keepNames) wraps functions passed to the page in __name(); define it there
  await page.addInitScript('window.__name = (f) => f')
  await page.exposeFunction('__e2eSign', async (message: string) => {
    // personal_sign sends the message hex-encoded (or as plain text from some dapps)
    const text = isHexString(message) ? toUtf8String(getBytes(message)) : message
    return signer.signMessage(text)
  })
  if (opts.rpcUrl !== undefined) {
    const provider = new JsonRpcProvider(opts.rpcUrl, opts.chainId, { staticNetwork: true, cacheTimeout: -1 })
    const sender = opts.wallet.connect(provider)
    // a real signed transaction, as a wallet would send it after the user confirmed
    await page.exposeFunction('__e2eSend', async (tx: { to: string, data?: string, value?: string }) => {
      if (state.rejectNext) {
        state.rejectNext = false
        return { error: 'User rejected the request.', code: 4001 }
      }
      try {
        return { hash: (await sender.sendTransaction({ to: tx.to, data: tx.data, value: tx.value ?? '0x0' })).hash }
      } catch (e) {
        return { error: String((e as { shortMessage?: string }).shortMessage ?? (e as Error).message) }
      }
    })
    // a read through the wallet: answered by the node, its error (code, message, data) passed on
    await page.exposeFunction('__e2eRpc', async (method: string, params: unknown[]) => {
      try {
        return { result: await provider.send(method, params) as unknown }
      } catch (e) {
        // ethers puts the node's JSON-RPC error under `info.error` (or `error`)
        const o = e as { error?: { code?: number, message?: string, data?: unknown }, info?: { error?: { code?: number, message?: string, data?: unknown } } }
        const err = o.info?.error ?? o.error
        return { error: { code: err?.code ?? -32603, message: err?.message ?? String((e as Error).message), data: err?.data } }
      }
    })
  }
  await page.addInitScript(({ address, chainHex, name }) => {
    const listeners: Record<string, Array<(x: unknown) => void>> = {}
    const calls: string[] = []
    ;(window as any).__e2eWalletCalls = calls
    const provider = {
      isMetaMask: true,
      on (ev: string, fn: (x: unknown) => void) { (listeners[ev] ??= []).push(fn) },
      removeListener (ev: string, fn: (x: unknown) => void) { listeners[ev] = (listeners[ev] ?? []).filter((f) => f !== fn) },
      async request ({ method, params }: { method: string, params?: unknown[] }) {
        calls.push(method)
        const connected = localStorage.getItem('__e2e_wallet_connected') === '1'
        switch (method) {
          case 'eth_accounts': return connected ? [address] : []
          case 'eth_requestAccounts': localStorage.setItem('__e2e_wallet_connected', '1'); return [address]
          case 'eth_chainId': return chainHex
          case 'net_version': return String(parseInt(chainHex, 16))
          case 'wallet_switchEthereumChain': return null
          case 'wallet_addEthereumChain': return null
          case 'personal_sign': return (window as any).__e2eSign((params as string[])[0])
          case 'eth_sendTransaction': {
            if (typeof (window as any).__e2eSend !== 'function') throw Object.assign(new Error('no chain'), { code: 4200 })
            const r = await (window as any).__e2eSend((params as Array<{ to: string, data?: string, value?: string }>)[0])
            if (r.error) throw Object.assign(new Error(r.error), { code: r.code ?? -32603 })
            return r.hash
          }
          default: {
            if (typeof (window as any).__e2eRpc !== 'function') throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
            const r = await (window as any).__e2eRpc(method, params ?? [])
            if (r.error) throw Object.assign(new Error(r.error.message), { code: r.error.code, data: r.error.data })
            return r.result
          }
        }
      }
    }
    ;(window as any).ethereum = provider
    const info = { uuid: '00000000-0000-4000-8000-000000000001', name, icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: 'test.e2e.wallet' }
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, { address: opts.wallet.address, chainHex: '0x' + opts.chainId.toString(16), name: opts.name ?? 'E2E Wallet' })
  return { rejectNext: () => { state.rejectNext = true } }
}
