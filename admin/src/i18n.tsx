import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

// The console's two languages. Pages write their texts inline: tr({ zh: '订单', en: 'Orders' }).
// The choice is kept in this browser and sent as Accept-Language, so server messages follow it.

export type Lang = 'zh' | 'en'
export interface Text { zh: string, en: string }

const KEY = 'bbmall.admin.lang'

interface I18n {
  lang: Lang
  setLang: (l: Lang) => void
  tr: (t: Text) => string
}

const Ctx = createContext<I18n>({ lang: 'zh', setLang: () => {}, tr: (t) => t.zh })

export function currentLang (): Lang {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY)
  if (saved === 'zh' || saved === 'en') return saved
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('en') ? 'en' : 'zh'
}

export function I18nProvider ({ children }: { children: ReactNode }): JSX.Element {
  const [lang, setLangState] = useState<Lang>(currentLang)
  const value = useMemo<I18n>(() => ({
    lang,
    setLang: (l) => {
      localStorage.setItem(KEY, l)
      document.documentElement.lang = l === 'zh' ? 'zh-CN' : 'en'
      setLangState(l)
    },
    tr: (t) => t[lang]
  }), [lang])
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>
}

export function useI18n (): I18n {
  return useContext(Ctx)
}
