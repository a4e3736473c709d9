import Taro from '@tarojs/taro'
import { appEnv } from '../env'
import { loginApi } from '../api/login'
import { isApiError } from '../api/errors'
import { toast } from '../api/request'
import { t } from '../i18n'
import { formatSiweMessage, utf8ToHex } from '../lib/siwe'
import { storage } from '../lib/storage'
import { isUserRejection, walletErrorCode } from '../lib/chain-errors'
import type { LoginOutcome, LoginRequest } from './login'
import { asAccounts, checksumAddress, type Eip1193Provider, findProvider, parseChainId } from './login.h5'

// H5 sign-in with Ethereum: the steps of a login, loaded by login.h5.ts on the first login so they
// are not part of the JavaScript needed to show a page.

// the wallet error helpers live in lib (the node NFT screen and the recharge use them too)
export { isUserRejection, walletErrorCode } from '../lib/chain-errors'

export interface AddChainParams {
  chainId: string
  chainName: string
  nativeCurrency: { name: string, symbol: string, decimals: number }
  rpcUrls: string[]
  blockExplorerUrls: string[]
}

/** wallet_addEthereumChain parameters for the chains we run on. */
export const BSC_CHAINS: Record<number, AddChainParams> = {
  56: {
    chainId: '0x38',
    chainName: 'BNB Smart Chain Mainnet',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: ['https://bsc-dataseed.bnbchain.org', 'https://bsc-dataseed1.binance.org'],
    blockExplorerUrls: ['https://bscscan.com']
  },
  97: {
    chainId: '0x61',
    chainName: 'BNB Smart Chain Testnet',
    // chainlist's symbol for the test net; wallets warn when it differs
    nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
    rpcUrls: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545', 'https://data-seed-prebsc-2-s1.bnbchain.org:8545'],
    blockExplorerUrls: ['https://testnet.bscscan.com']
  }
}


export function chainHex (id: number): string {
  return `0x${id.toString(16)}`
}

/** Switches the wallet to `chainId`, adding the chain first when the wallet does not know it (4902). */
export async function ensureChain (provider: Eip1193Provider, chainId: number): Promise<void> {
  try {
    if (parseChainId(await provider.request({ method: 'eth_chainId' })) === chainId) return
  } catch {
    // some wallets fail eth_chainId while locked; switching below settles it
  }
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chainHex(chainId) }] })
  } catch (e) {
    const params = BSC_CHAINS[chainId]
    if (walletErrorCode(e) !== 4902 || !params) throw e
    await provider.request({ method: 'wallet_addEthereumChain', params: [params] })
  }
}

async function noWalletAlert (): Promise<void> {
  try {
    await Taro.showModal({
      title: t('wallet.noWalletTitle'),
      content: t('wallet.noWallet'),
      showCancel: false,
      confirmText: t('common.ok')
    })
  } catch {
    // the alert is advice only
  }
}

export async function signIn ({ inviteCode, clientId, clientSecret, interactive }: LoginRequest): Promise<LoginOutcome> {
  const provider = await findProvider()
  if (!provider) {
    if (interactive) await noWalletAlert()
    return { status: 'unavailable' }
  }
  try {
    let accounts = asAccounts(await provider.request({ method: 'eth_accounts' }))
    if (accounts.length === 0) {
      // automatic attempts never open the wallet's connect dialog
      if (!interactive) return { status: 'unavailable' }
      accounts = asAccounts(await provider.request({ method: 'eth_requestAccounts' }))
    }
    if (accounts.length === 0) return { status: 'unavailable' }
    const address = await checksumAddress(accounts[0])
    // spec: store the first account, then post login
    storage.set('walletAddress', address)
    await ensureChain(provider, appEnv.CHAIN_ID)
    const nonce = await loginApi.nonce()
    const message = formatSiweMessage({
      domain: nonce.domain,
      address,
      statement: nonce.statement,
      uri: nonce.uri,
      version: '1',
      chainId: nonce.chain_id,
      nonce: nonce.nonce,
      issuedAt: nonce.issued_at,
      expirationTime: nonce.expiration_time
    })
    const signature = String(await provider.request({ method: 'personal_sign', params: [utf8ToHex(message), address] }))
    const payload = await loginApi.wallet({
      message,
      signature,
      invite_code: inviteCode || undefined,
      client_id: clientId || undefined,
      client_secret: clientSecret || undefined
    })
    return { status: 'ok', payload, address }
  } catch (error) {
    if (isUserRejection(error)) {
      toast(t('wallet.userCancelled'))
      return { status: 'cancelled' }
    }
    // spec: a connection failure is only logged (API failures were toasted by the request layer)
    if (!isApiError(error)) console.warn('[wallet] login failed', error)
    return { status: 'failed', error }
  }
}

