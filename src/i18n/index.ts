import { reactive } from '@/lib/state'
import zh from './zh'
import en from './en'
import type { DictShape, DotPaths } from './types'
// Types only (erased at build time): the domains' keys join TKey without their text being bundled
// here. A domain's text arrives when a page that uses it imports the domain module.
import type account from './domains/account'
import type address from './domains/address'
import type agents from './domains/agents'
import type article from './domains/article'
import type cart from './domains/cart'
import type chat from './domains/chat'
import type coupon from './domains/coupon'
import type catalog from './domains/catalog'
import type checkout from './domains/checkout'
import type error from './domains/error'
import type exchange from './domains/exchange'
import type favorite from './domains/favorite'
import type general from './domains/general'
import type me from './domains/me'
import type order from './domains/order'
import type pay from './domains/pay'
import type product from './domains/product'
import type refund from './domains/refund'
import type search from './domains/search'
import type settings from './domains/settings'
import type shop from './domains/shop'
import type wallet from './domains/wallet'
import type find from './domains/find'
import type wxpay from './domains/wxpay'
import type merchant from './domains/merchant'
import type signin from './domains/signin'
import type groups from './domains/groups'
import type poster from './domains/poster'

// t(key, params) over the zh/en dictionaries. The current language is an observable (lib/state) owned
// here and driven by stores/locale.ts (LocaleStore.lang reads it, setLang writes it), so any
// observer that calls t() re-renders when the language changes — without i18n importing the
// stores (which import i18n).
//
// The dictionaries are split so that the start-up bundle carries only the core (zh.ts / en.ts).
// Page texts live in domains/<name>.ts, both languages side by side; the module registers its
// namespaces when imported, and every file that uses a domain's keys imports it
// (`import '@/i18n/domains/product'`), so the text ships in that page's chunk and is registered
// before the page renders (test/unit/i18n.test.ts checks the imports).

export type Lang = 'zh' | 'en'
/** Every namespace, core and domains: what t() accepts. */
export type Dict = typeof zh
  & typeof article.zh & typeof cart.zh & typeof catalog.zh & typeof error.zh & typeof exchange.zh
  & typeof favorite.zh & typeof me.zh & typeof product.zh & typeof search.zh & typeof settings.zh
  & typeof shop.zh
  & typeof address.zh & typeof checkout.zh
  & typeof order.zh
  & typeof pay.zh
  & typeof general.zh
  & typeof account.zh
  & typeof chat.zh
  & typeof wallet.zh
  & typeof refund.zh
  & typeof agents.zh
  & typeof find.zh
  & typeof coupon.zh
  & typeof wxpay.zh
  & typeof merchant.zh
  & typeof signin.zh
  & typeof groups.zh
  & typeof poster.zh
export type TKey = DotPaths<Dict>
export type TParams = Record<string, string | number>

export const LANGS: Lang[] = ['zh', 'en']
// Copies, so that registering a domain leaves the core objects as they are in zh.ts / en.ts.
/** The core, plus the namespaces of every domain imported so far. */
export const dictionaries: Record<Lang, Record<string, object>> = { zh: { ...zh }, en: { ...en } }

/** A domain's texts: namespaces in Chinese, and the same keys in English. */
export interface DomainTexts<Z extends Record<string, object>> {
  zh: Z
  en: DictShape<Z>
}

/** The domains imported so far, by name (tests check their namespaces against the core's). */
export const loadedDomains: Record<string, DomainTexts<Record<string, object>>> = {}

/** Adds a domain's namespaces to the dictionaries; each domains/<name>.ts module calls it once. */
export function registerDomain<Z extends Record<string, object>> (name: string, texts: DomainTexts<Z>): DomainTexts<Z> {
  loadedDomains[name] = texts
  Object.assign(dictionaries.zh, texts.zh)
  Object.assign(dictionaries.en, texts.en)
  return texts
}

export const localeState = reactive({ lang: 'zh' as Lang })

export function currentLang (): Lang {
  return localeState.lang
}

/** Use LocaleStore.setLang from the app; this only switches the dictionary. */
export function setCurrentLang (lang: Lang): void {
  localeState.lang = lang
}

function lookup (dict: unknown, key: string): string | undefined {
  let node: unknown = dict
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * `{n}` is replaced by params.n; `{n|item|items}` picks the singular when params.n is 1 and the
 * plural otherwise (English needs it; Chinese texts simply do not use it).
 */
function interpolate (text: string, params?: TParams): string {
  if (!params) return text
  return text
    .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (m, name: string, one: string, other: string) => (name in params ? (Number(params[name]) === 1 ? one : other) : m))
    .replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m))
}

/** Text for the key in the current language; falls back to Chinese, then to the key itself. */
export function t (key: TKey, params?: TParams): string {
  const text = lookup(dictionaries[localeState.lang], key) ?? lookup(dictionaries.zh, key) ?? key
  return interpolate(text, params)
}

/** Same as t() in an explicit language (e.g. tests, or text for a header). */
export function tIn (lang: Lang, key: TKey, params?: TParams): string {
  const text = lookup(dictionaries[lang], key) ?? lookup(dictionaries.zh, key) ?? key
  return interpolate(text, params)
}
