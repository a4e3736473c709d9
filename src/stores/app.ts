import { makeAutoObservable } from '@/lib/state'
import type { AdvertsData, AppConfig, CategoryNode, InitData, PageModule } from '../../types/common'
import { appEnv } from '../env'
import { commonApi } from '../api/common'
import { isApiError } from '../api/errors'
import { t } from '../i18n'
import { moduleToRpx } from '../lib/rpx'
import { DEFAULT_RATES, type DisplayCurrency, type MoneyDisplay, type Rates } from '../lib/money'
import { storage } from '../lib/storage'
import { isTheme, type ThemeName } from '../lib/themes'
import { applyRootTheme } from '../platform/theme'
import type { RootStore } from './root'

// Global configuration and store state (spec §3): app config and style, decorated home page,
// category tree, search words, adverts and the system popup.

export type AppStyle = InitData['appStyle']

export class AppStore {
  config: AppConfig | null = null
  style: AppStyle | null = null
  /** home page settings of the decorated page (title, background...) */
  homePage: Record<string, unknown> = {}
  /** home page modules, pixel values already doubled to rpx */
  homeModules: PageModule[] = []
  categoryModules: CategoryNode[] = []
  searchModules: string[] = []
  adverts: AdvertsData['data'] | null = null
  /** shown once in a modal by the home page; dismissSyspopup() clears it */
  syspopup: AdvertsData['syspopup'] = null
  loading = false
  /** message of the last failed loadInit, '' when fine */
  error = ''
  /**
   * How prices are shown (ECONOMY §1): ¥ at usdt_cny by default, or USDT. The one switch the
   * currency settings page (/pages/user/setting/currency) will set with setDisplayCurrency().
   */
  displayCurrency: DisplayCurrency = 'cny'
  /** the colour theme (/pages/user/theme); PageShell puts `theme-<name>` on every page */
  theme: ThemeName = 'pink'

  constructor (private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false })
  }

  /** The remembered currency and theme (start-up, synchronous). */
  restorePreferences (): void {
    const c = storage.get('currency')
    if (c === 'cny' || c === 'usdt') this.displayCurrency = c
    const th = storage.get('theme')
    if (th && isTheme(th)) this.theme = th
    applyRootTheme(this.theme)
  }

  setTheme (th: ThemeName): void {
    this.theme = th
    storage.set('theme', th)
    applyRootTheme(th)
  }

  /** The rates the server handed in the app config; ECONOMY defaults until it has loaded. */
  get rates (): Rates {
    const r = this.config?.rates
    return {
      usdt_cny: r?.usdt_cny || DEFAULT_RATES.usdt_cny,
      bbc_usdt: r?.bbc_usdt || DEFAULT_RATES.bbc_usdt,
      score_price: r?.score_price || DEFAULT_RATES.score_price
    }
  }

  /** What the Price component and usePrice() format with. */
  get moneyDisplay (): MoneyDisplay {
    return { currency: this.displayCurrency, usdtCny: this.rates.usdt_cny }
  }

  /** Remembered on this device. */
  setDisplayCurrency (c: DisplayCurrency): void {
    this.displayCurrency = c
    storage.set('currency', c)
  }

  async loadInit (): Promise<void> {
    this.loading = true
    this.error = ''
    try {
      // no toast: the home page shows its own error state with a retry
      const data = await commonApi.init({ version: appEnv.APP_VERSION_CODE }, { toast: false })
      this.applyInit(data)
      this.root.update.check(data.update)
    } catch (e) {
      this.setError(isApiError(e) && e.message ? e.message : t('load.failed'))
    } finally {
      this.setLoading(false)
    }
  }

  applyInit (data: InitData): void {
    const modules = data.modulesData ?? ({} as Partial<InitData['modulesData']>)
    this.config = data.appConfig ?? null
    this.style = data.appStyle ?? null
    this.homePage = modules.homeModules?.page ?? {}
    this.homeModules = (modules.homeModules?.item ?? []).map(moduleToRpx)
    this.categoryModules = modules.categoryModules ?? []
    this.searchModules = modules.searchModules ?? []
  }

  async loadAdverts (): Promise<void> {
    try {
      const res = await commonApi.adverts({ version: appEnv.APP_VERSION_CODE }, { toast: false })
      this.applyAdverts(res)
    } catch (e) {
      // adverts are decoration: the pages work without them
      console.warn('[app] adverts failed', e)
    }
  }

  applyAdverts (res: AdvertsData): void {
    this.adverts = res.data ?? null
    this.syspopup = res.syspopup ?? null
  }

  /**
   * After a language switch: the platform texts (home modules, categories, adverts) again, in the
   * new language (the server picks it from Accept-Language). Quiet: no loading state, no error
   * page, and the pop-up is not shown again; on failure the old texts stay.
   */
  async reloadContent (): Promise<void> {
    const [init, ads] = await Promise.allSettled([
      commonApi.init({ version: appEnv.APP_VERSION_CODE }, { toast: false }),
      commonApi.adverts({ version: appEnv.APP_VERSION_CODE }, { toast: false })
    ])
    if (init.status === 'fulfilled') this.applyInit(init.value)
    if (ads.status === 'fulfilled') this.applyAdvertData(ads.value)
  }

  applyAdvertData (res: AdvertsData): void {
    this.adverts = res.data ?? null
  }

  dismissSyspopup (): void {
    this.syspopup = null
  }

  setError (msg: string): void {
    this.error = msg
  }

  setLoading (v: boolean): void {
    this.loading = v
  }
}
