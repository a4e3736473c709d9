import type { SessionPayload } from '../../types/user'

// Platform login: wallet + Sign-In with Ethereum on H5 (login.h5.ts), Taro.login code on the
// mini program (login.weapp.ts). This neutral file declares the contract the SessionStore codes
// against; Taro's build resolves `./login` to the suffix file, so this stub only serves tsc and
// platforms we do not build for.

export interface LoginRequest {
  inviteCode: string
  /** chat socket client_id, so the server can bind the socket at login */
  clientId: string
  /** the secret the socket's init carried: without it the server does not bind the socket */
  clientSecret?: string
  /**
   * true when the user asked to log in (button, 401): may open the wallet's connect dialog and
   * tell the user there is no wallet. false for automatic attempts (app shown): only proceeds
   * when the wallet already exposes an account, and stays quiet otherwise.
   */
  interactive: boolean
}

export type LoginOutcome =
  | { status: 'ok', payload: SessionPayload, /** EIP-55 address, '' on weapp */ address: string }
  /** the user refused (wallet code 4001); already told with a toast */
  | { status: 'cancelled' }
  /** no wallet / no connected account; the user was told when interactive */
  | { status: 'unavailable' }
  /** connection or server failure; logged (and toasted by the request layer for API errors) */
  | { status: 'failed', error?: unknown }

export interface WalletEvents {
  /** the wallet's selected account changed; null when it exposes none (locked/disconnected) */
  onAccountChanged (account: string | null): void
  /** numeric chain id */
  onChainChanged (chainId: number): void
}

export interface LoginPlatform {
  /** 'wallet': H5 signed login; 'wechat': silent code login */
  readonly kind: 'wallet' | 'wechat'
  login (req: LoginRequest): Promise<LoginOutcome>
  /** The account the wallet exposes right now WITHOUT prompting (eth_accounts); null if none/not a wallet. */
  currentAccount (): Promise<string | null>
  /** Subscribes to wallet account/chain changes; returns the unsubscribe function. */
  watch (events: WalletEvents): () => void
}

export const loginPlatform: LoginPlatform = {
  kind: 'wallet',
  login: async () => ({ status: 'unavailable' }),
  currentAccount: async () => null,
  watch: () => () => undefined
}
