import { observable, runInAction } from 'mobx'
import zh from './zh'
import en from './en'
import type { DictShape, DotPaths } from './types'

// t(key, params) over the zh/en dictionaries. The current language is a MobX observable owned
// here and driven by stores/locale.ts (LocaleStore.lang reads it, setLang writes it), so any
// observer that calls t() re-renders when the language changes — without i18n importing the
// stores (which import i18n).

export type Lang = 'zh' | 'en'
export type Dict = typeof zh
export type TKey = DotPaths<Dict>
export type TParams = Record<string, string | number>

export const LANGS: Lang[] = ['zh', 'en']
export const dictionaries: Record<Lang, DictShape<Dict>> = { zh, en }

export const localeState = observable({ lang: 'zh' as Lang })

export function currentLang (): Lang {
  return localeState.lang
}

/** Use LocaleStore.setLang from the app; this only switches the dictionary. */
export function setCurrentLang (lang: Lang): void {
  runInAction(() => { localeState.lang = lang })
}

function lookup (dict: unknown, key: string): string | undefined {
  let node: unknown = dict
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

function interpolate (text: string, params?: TParams): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m))
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
