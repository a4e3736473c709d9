import { reaction } from 'mobx'
import zh from '@/i18n/zh'
import en from '@/i18n/en'
import { currentLang, setCurrentLang, t, tIn } from '@/i18n'

function leafKeys (o: unknown, prefix = ''): string[] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`))
}

function params (s: string): string[] {
  return (s.match(/\{\w+\}/g) ?? []).sort()
}

afterEach(() => setCurrentLang('zh'))

describe('dictionaries', () => {
  it('zh and en have identical key sets', () => {
    expect(leafKeys(en).sort()).toEqual(leafKeys(zh).sort())
  })

  it('use the same {params} in both languages, and no empty texts', () => {
    for (const key of leafKeys(zh)) {
      const a = tIn('zh', key as never)
      const b = tIn('en', key as never)
      expect(a).not.toBe('')
      expect(b).not.toBe('')
      // keep the raw texts' placeholders equal
      const rawZh = key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], zh) as string
      const rawEn = key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], en) as string
      expect({ key, p: params(rawEn) }).toEqual({ key, p: params(rawZh) })
    }
  })

  it('carries the spec error catalogue texts', () => {
    expect(tIn('en', 'api.notFound')).toBe('API interface does not exist')
    expect(tIn('en', 'api.busy')).toBe('API server busy')
    expect(tIn('en', 'upload.success')).toBe('Image uploaded successfully')
    expect(tIn('en', 'copy.unsupported')).toBe('Browser not supported')
    expect(tIn('en', 'wallet.noWallet')).toContain('MetaMask')
    expect(tIn('zh', 'wallet.noWallet')).toContain('MetaMask')
    expect(tIn('en', 'common.hint')).toBe('Hint')
    expect(leafKeys(zh)).toEqual(expect.arrayContaining(['load.loading', 'load.noMore', 'load.failed', 'tab.home', 'tab.exchange', 'tab.cart', 'tab.me', 'tab.category', 'tab.discover']))
  })
})

describe('t()', () => {
  it('uses the current language and interpolates params', () => {
    expect(t('time.minutesAgo', { n: 3 })).toBe('3分钟前')
    setCurrentLang('en')
    expect(currentLang()).toBe('en')
    expect(t('time.minutesAgo', { n: 3 })).toBe('3 min ago')
  })

  it('leaves unknown params visible and falls back to the key', () => {
    expect(t('time.minutesAgo')).toBe('{n}分钟前')
    expect(t('no.such.key' as never)).toBe('no.such.key')
  })

  it('is observable: a reaction over t() reruns when the language changes', () => {
    const seen: string[] = []
    const dispose = reaction(() => t('tab.home'), (v) => seen.push(v))
    setCurrentLang('en')
    setCurrentLang('zh')
    dispose()
    expect(seen).toEqual(['Home', '首页'])
  })
})
