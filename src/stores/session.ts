import { makeAutoObservable } from '@/lib/state'
import type { SessionPayload, UserInfo } from '../../types/user'
import { appEnv } from '../env'
import { userApi } from '../api/user'
import { accountApi } from '../api/account'
import { isApiError } from '../api/errors'
import { t } from '../i18n'
import { parseInviteCode } from '../lib/invite'
import { DEFAULT_PREFS, type UserPrefs } from '../lib/models'
import { chatHistory, storage, type StoredUser } from '../lib/storage'
import type { LoginPlatform } from '../platform/login'
import { showModal } from '../platform/dialogs'
import { launchUrl } from '../platform/launch'
import type { RootStore } from './root'

// The session (spec §3 User, §4 Session and Wallet login).
//
// Start-up: a stored user's token is checked; not ok → user, statistics and the stored user are
// cleared; ok → the stored user is merged in and the session is live.
//
// Showing the app again must not ask for a new signature every time (SIWE): if the wallet still
// exposes the same account (eth_accounts, no prompt) and the token is valid, the session simply
// resumes; a signature is asked for only when the account changed or the token expired.
// Deviation from the spec's "remove the stored user when hidden": H5 fires `hide` on every reload
// and tab switch, so dropping the stored user would log the user out on each reload; the account
// check on show gives the same protection against continuing with a stale account.

/** Token checks on show are skipped when the last one is younger than this. */
export const TOKEN_RECHECK_MS = 60_000

export type ResumeAction =
  /** nothing to do */
  | 'idle'
  /** no session: try logging in (automatically, without prompting for a connection) */
  | 'login'
  /** session still good */
  | 'resume'
  /** the wallet now exposes another account: log the old one out, log the new one in */
  | 'switch'
  /** token expired/revoked: a new signature is needed */
  | 'relogin'

export interface ResumeInput {
  hasUser: boolean
  /** the address the session was made for ('' if unknown, e.g. weapp) */
  sessionAddress: string
  /** what the wallet exposes now without prompting; null = none or not a wallet */
  walletAccount: string | null
  /** token/check result; null = not checked or server unreachable */
  tokenValid: boolean | null
  /** automatic login allowed: not refused, logged out or kicked in this app session */
  autoLogin: boolean
  walletKind: 'wallet' | 'wechat'
}

export function sameAddress (a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** The show-time decision, pure so it is tested on its own. */
export function decideResume (i: ResumeInput): ResumeAction {
  if (!i.hasUser) {
    if (!i.autoLogin) return 'idle'
    // a wallet login without a connected account would open the wallet's connect dialog
    return i.walletKind === 'wechat' || i.walletAccount ? 'login' : 'idle'
  }
  if (i.walletAccount && i.sessionAddress && !sameAddress(i.walletAccount, i.sessionAddress)) return 'switch'
  if (i.tokenValid === false) return 'relogin'
  return 'resume'
}

export interface LoginOptions {
  /** true (default): the user asked; false: automatic attempt that must not prompt or alert */
  interactive?: boolean
}

export class SessionStore {
  user: UserInfo | null = null
  isLogin = false
  walletAddress = ''
  loggingIn = false
  inviteCode = ''
  prefs: UserPrefs = { ...DEFAULT_PREFS }
  /** automatic login on show is allowed (cleared by a refusal, logout or kick-out) */
  autoLogin = true
  /** ms timestamp of the last successful token check */
  lastTokenCheck = 0

  private loginFlight: Promise<boolean> | null = null
  private unwatch: (() => void) | null = null

  constructor (private readonly root: RootStore, private readonly platform: LoginPlatform) {
    makeAutoObservable<this, 'root' | 'platform' | 'loginFlight' | 'unwatch'>(this, {
      root: false, platform: false, loginFlight: false, unwatch: false
    })
  }

  /** Balances as decimal strings (format with lib/money formatAsset). */
  get balances (): { usdt: string, bbc: string, bbt: string, score: string } {
    const u = this.user
    return {
      usdt: u?.usdt_amount || '0',
      bbc: u?.bbc || '0',
      bbt: u?.bbt || '0',
      score: u?.score || '0'
    }
  }

  /** Token for the request header: the live session's, else the stored one (before the start-up check). */
  getToken (): string {
    return this.user?.token || storage.get('user')?.token || ''
  }

  getWalletAddress (): string {
    return this.walletAddress || storage.get('walletAddress') || ''
  }

  /** Start-up, synchronous part: invite code and wallet address from the launch URL and storage. */
  restore (): void {
    const fromUrl = parseInviteCode(launchUrl())
    if (fromUrl) storage.set('inviteCode', fromUrl)
    this.inviteCode = fromUrl || storage.get('inviteCode') || ''
    this.walletAddress = storage.get('walletAddress') ?? ''
  }

  /**
   * Start-up token check (spec §4 Session). Not ok → clear user, statistics and the stored user.
   * Ok → merge the stored user and go live. Unreachable server → keep the stored session: a
   * network blip must not log anyone out (a real 401 later still leads to login).
   */
  async checkStartup (): Promise<void> {
    const stored = storage.get('user')
    if (!stored?.token) {
      this.clearLocal()
      return
    }
    const valid = await this.checkToken()
    if (valid === false) {
      this.clearLocal()
      storage.remove('user')
      storage.remove('statistics')
      return
    }
    this.applyUser(stored)
    this.setLoggedIn(true)
    void this.root.chat.bind()
    // fresh balances and counts in the background
    if (valid) void this.refresh().catch(() => undefined)
    if (valid) void this.loadPrefs().catch(() => undefined)
  }

  /** true valid, false refused by the server, null unknown (network). */
  async checkToken (): Promise<boolean | null> {
    try {
      await userApi.check()
      this.markTokenChecked()
      return true
    } catch (e) {
      if (isApiError(e) && (e.kind === 'network' || e.kind === 'http')) return null
      return false
    }
  }

  /**
   * Platform login (H5 wallet + SIWE, weapp code). Single-flight: concurrent calls share one.
   * Resolves true with a live session.
   */
  login (opts: LoginOptions = {}): Promise<boolean> {
    if (!this.loginFlight) {
      this.loginFlight = this.runLogin(opts.interactive !== false).finally(() => { this.loginFlight = null })
    }
    return this.loginFlight
  }

  private async runLogin (interactive: boolean): Promise<boolean> {
    this.setLoggingIn(true)
    try {
      const outcome = await this.platform.login({
        inviteCode: this.inviteCode,
        clientId: this.root.chat.clientId,
        clientSecret: this.root.chat.clientSecret,
        interactive
      })
      if (outcome.status !== 'ok') {
        if (outcome.status === 'cancelled') this.setAutoLogin(false)
        return false
      }
      this.onLoggedIn(outcome.payload, outcome.address)
      await this.refresh().catch(() => undefined)
      void this.loadPrefs().catch(() => undefined)
      await this.root.cart.onLogin().catch(() => undefined)
      void this.root.chat.connect()
      void this.root.chat.bind()
      return true
    } finally {
      this.setLoggingIn(false)
    }
  }

  /** Applies a login payload: user (preferences back on), statistics, wallet address, storage. */
  onLoggedIn (payload: SessionPayload, address: string): void {
    // a different account than the one in memory: nothing of the old session may leak
    if (this.user && this.user.id !== payload.userinfo.id) this.root.chat.clearConversations()
    this.user = null
    this.walletAddress = ''
    this.prefs = { ...DEFAULT_PREFS }
    this.applyUser(payload.userinfo)
    this.root.statistics.set(payload.statistics)
    const wallet = address || payload.userinfo.wallet_address || ''
    this.walletAddress = wallet
    if (wallet) storage.set('walletAddress', wallet)
    this.isLogin = true
    this.autoLogin = true
    this.lastTokenCheck = Date.now()
    this.persist()
  }

  /** POST /wanlshop/user/refresh: new user info and statistics. */
  async refresh (): Promise<void> {
    const token = this.getToken()
    if (!token) return
    const res = await userApi.refresh()
    // logged out or switched account while the request was in the air: the answer is stale
    if (!this.user || this.getToken() !== token) return
    this.applyUser({ ...res.userinfo, token: res.userinfo.token || token })
    this.root.statistics.set(res.statistics)
    this.persist()
  }

  /**
   * Logout (spec §4): clear every user field, isLogin false, zero statistics, remove the stored
   * user and statistics and the kept chat messages, close the chat socket, tell the server (with
   * the old token).
   */
  async logout (): Promise<void> {
    // started before the token is cleared: the request reads its headers synchronously
    const server = this.getToken() ? userApi.logout().catch(() => undefined) : Promise.resolve()
    this.clearLocal()
    this.autoLogin = false
    storage.remove('user')
    storage.remove('statistics')
    storage.remove('walletAddress')
    this.root.chat.close()
    this.root.chat.clearConversations()
    // the locally kept messages (96 per conversation) belong to this user, not to the device
    chatHistory.clearAll()
    await server
  }

  /** Kick-out (another device logged in): a modal titled "hint" with the server message, then logout. */
  async kickOut (msg: string): Promise<void> {
    // a failed modal must not keep the session alive (showModal never rejects)
    await showModal({ title: t('common.hint'), content: msg || '', showCancel: false, confirmText: t('common.ok') })
    await this.logout()
  }

  /**
   * Notification, sound and vibration preferences: kept on the server (GET/POST user/notice) and
   * with the stored user. The switch moves at once; a refused save puts it back.
   */
  async setPrefs (p: Partial<UserPrefs>): Promise<void> {
    const before = this.prefs
    this.prefs = { ...this.prefs, ...p }
    this.persist()
    if (!this.isLogin) return
    try {
      this.applyPrefs(await accountApi.saveNotice(p))
    } catch {
      this.applyPrefs(before)
    }
  }

  /** The server's message settings (after login and at start-up). */
  async loadPrefs (): Promise<void> {
    if (!this.getToken()) return
    const token = this.getToken()
    const p = await accountApi.notice(undefined, { toast: false })
    if (this.getToken() === token && this.user) this.applyPrefs(p)
  }

  private applyPrefs (p: UserPrefs): void {
    this.prefs = { pushs: p.pushs, voice: p.voice, shock: p.shock }
    this.persist()
  }

  /** 'wallet' on H5 (connect a wallet), 'wechat' in the mini program (WeChat login) */
  get loginKind (): 'wallet' | 'wechat' {
    return this.platform.kind
  }

  /**
   * App shown again. Decides between resuming silently, logging in, switching accounts and
   * asking for a new signature (see decideResume).
   */
  async resumeOnShow (): Promise<ResumeAction> {
    if (this.loggingIn) return 'idle'
    const walletAccount = await this.platform.currentAccount()
    const base: ResumeInput = {
      hasUser: !!this.user && this.isLogin,
      sessionAddress: this.user?.wallet_address || this.walletAddress,
      walletAccount,
      tokenValid: null,
      autoLogin: this.autoLogin,
      walletKind: this.platform.kind
    }
    let action = decideResume(base)
    if (action === 'resume' && Date.now() - this.lastTokenCheck >= TOKEN_RECHECK_MS) {
      action = decideResume({ ...base, tokenValid: await this.checkToken() })
    }
    switch (action) {
      case 'login':
        await this.login({ interactive: false })
        break
      case 'switch':
        await this.logout()
        await this.login({ interactive: true })
        break
      case 'relogin':
        this.expire()
        await this.login({ interactive: true })
        break
      case 'resume':
        // the storage may have been cleared by another tab's logout: put the live session back
        this.persist()
        break
      default:
        break
    }
    return action
  }

  /** Wallet events (H5): subscribed at start. */
  watchWallet (): void {
    this.unwatch?.()
    this.unwatch = this.platform.watch({
      onAccountChanged: (account) => { void this.onWalletAccount(account) },
      onChainChanged: (chainId) => { void this.onWalletChain(chainId) }
    })
  }

  stopWatchingWallet (): void {
    this.unwatch?.()
    this.unwatch = null
  }

  /** The wallet switched accounts: the old account is logged out, the new one logged in. */
  async onWalletAccount (account: string | null): Promise<void> {
    // our own login's eth_requestAccounts fires this too; and an empty list (wallet locked) keeps
    // the session: the token, not the wallet, authenticates
    if (this.loggingIn || !account) return
    if (this.user && this.isLogin) {
      if (sameAddress(account, this.user.wallet_address || this.walletAddress)) return
      await this.logout()
    }
    this.setAutoLogin(true)
    await this.login({ interactive: true })
  }

  /** The wallet left our chain: log out and in again, which switches the wallet back. */
  async onWalletChain (chainId: number): Promise<void> {
    if (this.loggingIn || chainId === appEnv.CHAIN_ID || !this.isLogin) return
    await this.logout()
    this.setAutoLogin(true)
    await this.login({ interactive: true })
  }

  /** The token is no longer valid: drop the session locally (the server has already forgotten it). */
  expire (): void {
    this.clearLocal()
    storage.remove('user')
    storage.remove('statistics')
  }

  private applyUser (u: UserInfo | StoredUser): void {
    const stored = u as StoredUser
    this.prefs = {
      pushs: stored.pushs ?? this.prefs.pushs,
      voice: stored.voice ?? this.prefs.voice,
      shock: stored.shock ?? this.prefs.shock
    }
    const { pushs: _p, voice: _v, shock: _s, ...info } = stored
    this.user = { ...(this.user ?? {}), ...info } as UserInfo
    if (info.wallet_address && !this.walletAddress) this.walletAddress = info.wallet_address
  }

  private clearLocal (): void {
    this.user = null
    this.isLogin = false
    this.walletAddress = ''
    this.prefs = { ...DEFAULT_PREFS }
    this.root.statistics.reset()
  }

  setAutoLogin (v: boolean): void {
    this.autoLogin = v
  }

  private markTokenChecked (): void {
    this.lastTokenCheck = Date.now()
  }

  private setLoggedIn (v: boolean): void {
    this.isLogin = v
  }

  private setLoggingIn (v: boolean): void {
    this.loggingIn = v
  }

  private persist (): void {
    if (!this.user) return
    storage.set('user', { ...this.user, ...this.prefs })
  }
}
