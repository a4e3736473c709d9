import { reaction } from '@/lib/state'
import { installSessionBridge } from '../api/bridge'
import { loginPlatform as defaultLogin, type LoginPlatform } from '../platform/login'
import { updatePlatform as defaultUpdate, type UpdatePlatform } from '../platform/update'
import { AppStore } from './app'
import { CART_LOAD_DELAY, CartStore } from './cart'
import { ChatStore } from './chat'
import { LocaleStore } from './locale'
import { installOrderPush } from './orderPush'
import { SessionStore } from './session'
import { StatisticsStore } from './statistics'
import { UpdateStore } from './update'

// One root creates every store and passes itself (STYLE.md RootStore). It also installs the
// request layer's session bridge, so api/ reads the token and language from here without
// importing stores.

export interface RootDeps {
  login?: LoginPlatform
  update?: UpdatePlatform
  /** install the request layer's session bridge (default true; tests of several roots may opt out) */
  installBridge?: boolean
}

export class RootStore {
  readonly locale: LocaleStore
  readonly statistics: StatisticsStore
  readonly update: UpdateStore
  readonly app: AppStore
  readonly cart: CartStore
  readonly chat: ChatStore
  readonly session: SessionStore
  /** opens the sign-in page (/pages/user/auth/auth) after a 401 that login did not resolve; set by app.tsx */
  openSignIn: (() => void) | null = null

  private started: Promise<void> | null = null
  private cartTimer: ReturnType<typeof setTimeout> | null = null
  private shownOnce = false
  private readonly stopLangReload: () => void

  constructor (deps: RootDeps = {}) {
    this.locale = new LocaleStore()
    this.statistics = new StatisticsStore()
    this.update = new UpdateStore(deps.update ?? defaultUpdate)
    this.app = new AppStore(this)
    this.cart = new CartStore(this)
    this.chat = new ChatStore(this)
    this.session = new SessionStore(this, deps.login ?? defaultLogin)
    // pushed order messages: toast + fresh order counts
    installOrderPush(this)
    // platform content comes in the reader's language: a switch after start-up fetches it again
    this.stopLangReload = reaction(() => this.locale.lang, () => {
      if (this.started !== null) void this.app.reloadContent()
    })
    if (deps.installBridge !== false) {
      installSessionBridge({
        getToken: () => this.session.getToken(),
        getWalletAddress: () => this.session.getWalletAddress(),
        getLanguageHeader: () => this.locale.header,
        // spec §6: a 401 sends the user back to wallet login; when that does not sign them in
        // (no wallet, refused), the sign-in page explains (app.tsx sets openSignIn)
        onUnauthorized: async () => {
          const ok = await this.session.login({ interactive: true })
          if (!ok) this.openSignIn?.()
          return ok
        }
      })
    }
  }

  /**
   * App launch (spec §4 Start-up): update, common (token check, config and modules, adverts),
   * cart after 1 s, statistics, language, chat socket. The stored language and statistics are
   * read first (synchronously) so the first requests already carry the right Accept-Language.
   * Idempotent: a second call returns the first run.
   */
  start (): Promise<void> {
    if (!this.started) this.started = this.run()
    return this.started
  }

  private async run (): Promise<void> {
    this.locale.restore()
    this.update.watchNative()
    this.session.restore()
    this.statistics.restore()
    this.app.restorePreferences()
    // the token check and the public config do not depend on each other: in parallel
    const common = Promise.allSettled([
      this.session.checkStartup(),
      this.app.loadInit(),
      this.app.loadAdverts()
    ])
    this.cartTimer = setTimeout(() => {
      this.cartTimer = null
      this.cart.load()
    }, CART_LOAD_DELAY)
    this.locale.applyNativeLabels()
    void this.chat.connect()
    this.session.watchWallet()
    await common
  }

  /**
   * App shown (spec §4 Session): reconnect the socket, set the tab labels, then resume or log in
   * (after start-up has finished, so the launch's own token check is not repeated).
   */
  onShow (): Promise<void> {
    void this.chat.connect()
    this.locale.applyNativeLabels()
    const first = !this.shownOnce
    this.shownOnce = true
    return this.start().then(async () => {
      // the launch's show: start() just checked the token; only a visitor may be logged in
      if (first && this.session.isLogin) return
      await this.session.resumeOnShow()
    }).catch((e) => { console.warn('[root] resume failed', e) })
  }

  /** App hidden: the socket is closed (it reconnects on show). */
  onHide (): void {
    this.chat.close()
  }

  /** Tests: stop timers and subscriptions. */
  dispose (): void {
    if (this.cartTimer) clearTimeout(this.cartTimer)
    this.cartTimer = null
    this.stopLangReload()
    this.chat.close()
    this.session.stopWatchingWallet()
  }
}
