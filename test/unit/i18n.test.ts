import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reaction } from '@/lib/state'
import zh from '@/i18n/zh'
import en from '@/i18n/en'
import { currentLang, loadedDomains, setCurrentLang, t, tIn, type DomainTexts } from '@/i18n'

type Texts = DomainTexts<Record<string, object>>

const SRC = join(__dirname, '../../src')
const DOMAINS_DIR = join(SRC, 'i18n/domains')
const domainNames = readdirSync(DOMAINS_DIR).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, '')).sort()
// every domain module registers itself when imported (as a page would)
// eslint-disable-next-line @typescript-eslint/no-require-imports
for (const name of domainNames) require(join(DOMAINS_DIR, name))

/** The core and every domain, each with its zh and en texts. */
const parts: Array<[string, Texts]> = [['core', { zh, en }], ...domainNames.map((n): [string, Texts] => [n, loadedDomains[n]])]

function leafKeys (o: unknown, prefix = ''): string[] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`))
}

function raw (dict: unknown, key: string): string {
  return key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], dict) as string
}

function params (s: string): string[] {
  return (s.match(/\{\w+\}/g) ?? []).sort()
}

function sourceFiles (dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [])
}

afterEach(() => setCurrentLang('zh'))

describe('dictionaries', () => {
  it('has domain modules, each registered under its file name', () => {
    expect(domainNames.length).toBeGreaterThan(0)
    expect(Object.keys(loadedDomains).sort()).toEqual(domainNames)
  })

  it.each(parts)('%s: zh and en have identical key sets', (_, texts) => {
    expect(leafKeys(texts.en).sort()).toEqual(leafKeys(texts.zh).sort())
  })

  it.each(parts)('%s: uses the same {params} in both languages, and no empty texts', (_, texts) => {
    for (const key of leafKeys(texts.zh)) {
      expect(tIn('zh', key as never)).not.toBe('')
      expect(tIn('en', key as never)).not.toBe('')
      // keep the raw texts' placeholders equal
      expect({ key, p: params(raw(texts.en, key)) }).toEqual({ key, p: params(raw(texts.zh, key)) })
    }
  })

  it.each(parts)('%s: an English count agrees with its number ("1 product", "2 products")', (_, texts) => {
    // a plural noun right after a count ({n}) must be written {n|one|other}; "pcs" is an abbreviation
    const bare = leafKeys(texts.en).flatMap((key) => [...raw(texts.en, key).matchAll(/\{n\} ([a-z]+s)\b/g)]
      .filter((m) => m[1] !== 'pcs').map((m) => `${key}: ${m[0]}`))
    expect(bare).toEqual([])
  })

  it('defines each namespace once (core or one domain)', () => {
    const owners = new Map<string, string>()
    for (const [name, texts] of parts) {
      for (const ns of Object.keys(texts.zh)) {
        expect({ ns, owner: owners.get(ns) ?? name }).toEqual({ ns, owner: name })
        owners.set(ns, name)
      }
    }
  })

  it('includes every domain in the key type (TKey)', () => {
    const index = readFileSync(join(SRC, 'i18n/index.ts'), 'utf8')
    for (const name of domainNames) {
      expect(index).toContain(`import type ${name} from './domains/${name}'`)
      expect(index).toContain(`typeof ${name}.zh`)
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

describe('domain imports', () => {
  // A domain's text is only there once its module has run, so a file that names a key of a
  // domain (t('product.title'), a label map, a titleKey prop) must import that domain itself;
  // the page that renders it then carries the text in its own chunk.
  const nsOwner = new Map(parts.filter(([name]) => name !== 'core').flatMap(([name, texts]) => Object.keys(texts.zh).map((ns) => [ns, name] as const)))
  const allKeys = new Set(parts.flatMap(([, texts]) => leafKeys(texts.zh)))
  // a quoted literal 'ns.a.b', or the start of a template `ns.a.${x}`
  const literal = /(['"`])([A-Za-z]+)\.([\w.]+?)(\1|\$\{)/g

  function domainsUsed (src: string): Set<string> {
    const used = new Set<string>()
    for (const m of src.matchAll(literal)) {
      const owner = nsOwner.get(m[2])
      const key = `${m[2]}.${m[3]}`
      const isKey = m[4] === '${' ? [...allKeys].some((k) => k.startsWith(key)) : allKeys.has(key)
      if (owner && isKey) used.add(owner)
    }
    return used
  }

  function domainsImported (src: string): Set<string> {
    return new Set([...src.matchAll(/^import ['"][^'"]*\/i18n\/domains\/(\w+)['"]/gm)].map((m) => m[1]))
  }

  it('finds domain keys the way the app writes them', () => {
    expect([...domainsUsed("t('product.title'); t(`shop.scores.${k}`); const l: TKey = \"catalog.list.sales\"")].sort()).toEqual(['catalog', 'product', 'shop'])
    expect([...domainsUsed("t('tab.home') // 'shop.example.com'")]).toEqual([])
    expect([...domainsImported("import { t } from '@/i18n'\nimport '@/i18n/domains/product'\nimport '../i18n/domains/shop'\n")].sort()).toEqual(['product', 'shop'])
  })

  it('every source file that uses a domain key imports that domain', () => {
    const missing: string[] = []
    for (const file of sourceFiles(SRC)) {
      if (file.startsWith(join(SRC, 'i18n'))) continue
      const src = readFileSync(file, 'utf8')
      const imported = domainsImported(src)
      for (const d of domainsUsed(src)) {
        if (!imported.has(d)) missing.push(`${file.slice(SRC.length + 1)}: import '@/i18n/domains/${d}'`)
      }
    }
    expect(missing).toEqual([])
  })
})

describe('t()', () => {
  it('uses the current language and interpolates params', () => {
    expect(t('time.minutesAgo', { n: 3 })).toBe('3分钟前')
    setCurrentLang('en')
    expect(currentLang()).toBe('en')
    expect(t('time.minutesAgo', { n: 3 })).toBe('3 min ago')
  })

  it('reads domain texts once the domain is imported', () => {
    expect(t('product.addToCart')).toBe('加入购物车')
    setCurrentLang('en')
    expect(t('product.addToCart')).toBe('Add to cart')
  })

  it('picks the English singular for 1 and the plural otherwise; Chinese has one form', () => {
    expect(tIn('en', 'checkout.shopSubtotal', { n: 1 })).toBe('1 item, subtotal: ')
    expect(tIn('en', 'checkout.shopSubtotal', { n: 2 })).toBe('2 items, subtotal: ')
    expect(tIn('en', 'checkout.shopSubtotal', { n: 0 })).toBe('0 items, subtotal: ')
    expect(tIn('zh', 'checkout.shopSubtotal', { n: 1 })).toBe(tIn('zh', 'checkout.shopSubtotal', { n: 2 }).replace('2', '1'))
    expect(tIn('en', 'checkout.shopSubtotal')).toBe('{n} {n|item|items}, subtotal: ')
    expect(tIn('en', 'catalog.list.total' as never, { n: 1 })).toBe('1 product')
    expect(tIn('en', 'time.daysAgo', { n: 1 })).toBe('1 day ago')
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
