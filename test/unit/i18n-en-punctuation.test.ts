import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import en from '@/i18n/en'
import { loadedDomains } from '@/i18n'

// English texts use ASCII punctuation: full-width brackets, commas and colons (（）【】，：…) are
// Chinese typography and look broken in an English sentence. Checked over the English dictionaries
// as the app loads them (src/i18n/en.ts and the `en` half of every src/i18n/domains/*.ts).

const SRC = join(__dirname, '../../src')
const DOMAINS_DIR = join(SRC, 'i18n/domains')
const domainNames = readdirSync(DOMAINS_DIR).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, ''))
// eslint-disable-next-line @typescript-eslint/no-require-imports
for (const name of domainNames) require(join(DOMAINS_DIR, name))

/** CJK symbols and punctuation (U+3000–303F: 、。〈〉《》「」【】〔〕…) and full-width forms (U+FF00–FFEF: （）：，！？；…). */
const FULL_WIDTH = /[\u3000-\u303f\uff00-\uffef]/
/** Curly quotes and the Chinese ellipsis are fine in English; these brackets and marks are not. */
const LISTED = /[（）【】，：。！？；、]/

function sourceFiles (dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [])
}

function texts (o: unknown, prefix = ''): Array<[string, string]> {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]): Array<[string, string]> =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : texts(v, `${prefix}${k}.`))
}

const english: Array<[string, string]> = [
  ...texts(en, 'core.'),
  ...domainNames.flatMap((name) => texts(loadedDomains[name].en, `${name}.`))
]

describe('English dictionaries', () => {
  it('are all loaded', () => {
    expect(domainNames.length).toBeGreaterThan(0)
    expect(english.length).toBeGreaterThan(300)
  })

  it('have no full-width brackets or punctuation', () => {
    const bad = english.filter(([, text]) => FULL_WIDTH.test(text) || LISTED.test(text))
    expect(bad).toEqual([])
  })

  it('the check catches what it should', () => {
    for (const s of ['（运费）', '【Tip】', 'Total：¥1', 'a，b', 'done。']) expect(FULL_WIDTH.test(s) || LISTED.test(s)).toBe(true)
    for (const s of ['(shipping)', '[Tip]', 'Total: ¥1', 'a, b', '简体中文']) expect(FULL_WIDTH.test(s) || LISTED.test(s)).toBe(false)
  })

  it('source files: no full-width punctuation on the English side of a domain file', () => {
    // the runtime check above sees only the values; this one also sees comments and keys written
    // under `const en` (everything after it in the file)
    for (const name of domainNames) {
      const src = readFileSync(join(DOMAINS_DIR, `${name}.ts`), 'utf8')
      const at = src.search(/^const en\b/m)
      expect({ name, hasEn: at >= 0 }).toEqual({ name, hasEn: true })
      const lines = src.slice(at).split('\n').filter((l) => !/^\s*\/\//.test(l) && FULL_WIDTH.test(l))
      expect({ name, lines }).toEqual({ name, lines: [] })
    }
  })

  it('code outside the dictionaries adds no full-width punctuation around translated text', () => {
    // e.g. `（{t('order.freight')}）` reads "（incl. shipping ¥5.00）" in English: the brackets
    // belong in each language's text
    const found = sourceFiles(SRC).filter((f) => !f.startsWith(join(SRC, 'i18n'))).flatMap((f) =>
      readFileSync(f, 'utf8').split('\n').flatMap((line, i) =>
        /^\s*(\/\/|\*|\/\*)/.test(line) || !FULL_WIDTH.test(line) ? [] : [`${f.slice(SRC.length + 1)}:${i + 1}: ${line.trim()}`]))
    expect(found).toEqual([])
  })
})
