import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Lang } from './i18n'

// Platform content in the reader's language. Every platform text has an English twin: a column
// `<name>_en` beside it, or inside JSON a sibling key `<key>_en` (server/db/schema/catalog.ts says
// why). A reader of English gets the twin; an empty or missing twin means "not translated yet" and
// falls back to the Chinese. Responses keep the shape they always had (the client needs no change),
// so the twins themselves never go on the wire.

const SUFFIX = '_en'

/** `zh` or, for an English reader, `en` when it is not empty. */
export function inLang (lang: Lang, zh: string, en: string | null | undefined): string {
  return lang === 'en' && typeof en === 'string' && en.trim() !== '' ? en : zh
}

/** SQL: a text column in the reader's language (for Drizzle selects and raw SQL alike). */
export function colIn (lang: Lang, zh: AnyColumn | SQL, en: AnyColumn | SQL): SQL<string> {
  return lang === 'en' ? sql<string>`coalesce(nullif(${en}, ''), ${zh})` : sql<string>`${zh}`
}

/** Raw-SQL text of `alias.col` in the reader's language, for statements built with sql.raw. */
export function rawIn (lang: Lang, zh: string, en: string): string {
  return lang === 'en' ? `coalesce(nullif(${en}, ''), ${zh})` : zh
}

/** A string list (e.g. filter values) in the reader's language, position by position. */
export function listIn (lang: Lang, zh: string[], en: unknown): string[] {
  if (lang !== 'en' || !Array.isArray(en)) return zh
  return zh.map((v, i) => inLang(lang, v, typeof en[i] === 'string' ? en[i] : ''))
}

/**
 * Content kept as JSON (decorated pages, settings) in the reader's language: at every depth, a key
 * with a `<key>_en` sibling takes the English when reading English, and the `_en` keys are left out.
 */
export function jsonIn<T> (lang: Lang, value: T): T {
  if (Array.isArray(value)) return value.map((v) => jsonIn(lang, v)) as T
  if (value === null || typeof value !== 'object') return value
  const src = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(src)) {
    if (k.endsWith(SUFFIX) && k.length > SUFFIX.length && k.slice(0, -SUFFIX.length) in src) continue
    const twin = src[k + SUFFIX]
    out[k] = typeof v === 'string' && typeof twin === 'string' ? inLang(lang, v, twin) : jsonIn(lang, v)
  }
  return out as T
}
