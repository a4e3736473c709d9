import { and, asc, count, desc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm'
import type { SearchSuggest } from '../../../types/catalog'
import type { Db } from '../../db/client'
import { categories, searchKeywords, searchTermHits } from '../../db/schema'
import { colIn } from '../../lib/content'
import type { Lang } from '../../lib/i18n'
import { containsPattern, prefixPattern } from '../../lib/sql'
import { topKeywords } from './service'

// Search terms: hot terms, counting what people search for, suggestions while typing.
// A term counts once per visitor per day, and only from a search that ran and found goods
// (product/lists calls countSearch); common/setSearch is kept for old clients and counts nothing,
// so a script cannot vote a term onto every visitor's screen. The admin pins or blocks terms.

/** Distinct terms kept at most; past it, known terms still count but new ones are not stored. */
export const MAX_TERMS = 10_000
export const SUGGESTIONS = 10

/** `"  蓝牙   耳机 "` → `"蓝牙 耳机"` */
export function normaliseTerm (text: string): string {
  return text.replace(/[\s\u3000]+/g, ' ').trim()
}

/** Longest term counted (what common/setSearch accepted). */
export const MAX_TERM_LENGTH = 50

export type TermState = 'normal' | 'pinned' | 'blocked'

/** common/searchList: pinned terms, then the most searched; never blocked ones. */
export async function hotTerms (db: Db): Promise<string[]> {
  return await topKeywords(db, 20)
}

/** Admin: pin a term to the top of the hot list, block it from the list and the suggestions, or neither. */
export async function setSearchTermState (db: Db, term: string, state: TermState): Promise<void> {
  const keywords = normaliseTerm(term)
  if (keywords === '') return
  await db.insert(searchKeywords).values({ keywords, views: 0, state })
    .onConflictDoUpdate({ target: searchKeywords.keywords, set: { state } })
}

const DAY_SECONDS = 86_400
let prunedDay = 0

/**
 * The (term, visitor key) rows of today this process knows are in search_term_hits: a visitor who
 * searches the same term again that day (paging back, a second look) cannot count again, so the
 * insert that would only conflict is skipped — one write round trip less on such a list request.
 * Bounded; forgotten when the day changes or when full (the insert then answers as before).
 */
const knownHitsOf = new WeakMap<Db, { day: number, keys: Set<string> }>()
const KNOWN_HITS_MAX = 50_000

/**
 * A search that ran (product/lists, first page, found goods): count the term once per visitor per
 * day. `who` are the visitor's keys (`u:<id>` when signed in, `ip:<address>`); it counts only when
 * every key is new for the term today, so neither many accounts on one address nor one account on
 * many addresses counts twice.
 */
export async function countSearch (db: Db, text: string, who: string[], at: number): Promise<void> {
  const term = normaliseTerm(text)
  if (term === '' || term.length > MAX_TERM_LENGTH || who.length === 0) return
  const day = Math.floor(at / DAY_SECONDS)
  if (prunedDay !== day) {
    prunedDay = day
    await db.delete(searchTermHits).where(lt(searchTermHits.day, day - 1))
  }
  let today = knownHitsOf.get(db)
  if (today?.day !== day) knownHitsOf.set(db, today = { day, keys: new Set() })
  const keys = who.map((w) => w.slice(0, 80))
  const known = keys.map((w) => `${term}\u0000${w}`)
  if (known.every((k) => today.keys.has(k))) return
  const fresh = await db.insert(searchTermHits).values(keys.map((w) => ({ term, who: w, day })))
    .onConflictDoNothing().returning({ who: searchTermHits.who })
  if (today.keys.size + known.length > KNOWN_HITS_MAX) today.keys.clear()
  for (const k of known) today.keys.add(k)
  if (fresh.length === who.length) await recordSearch(db, term)
}

/** One more search of the term (created on first use, while under the cap). */
async function recordSearch (db: Db, term: string): Promise<void> {
  const bumped = await db.update(searchKeywords).set({ views: sql`${searchKeywords.views} + 1` })
    .where(eq(searchKeywords.keywords, term)).returning({ id: searchKeywords.id })
  if (bumped.length > 0) return
  const [row] = await db.select({ n: count() }).from(searchKeywords)
  if (Number(row?.n ?? 0) >= MAX_TERMS) return
  await db.insert(searchKeywords).values({ keywords: term, views: 1 })
    .onConflictDoUpdate({ target: searchKeywords.keywords, set: { views: sql`${searchKeywords.views} + 1` } })
}

/**
 * common/search: goods categories by name (either language, shown in the reader's), and known
 * terms — those starting with the text first.
 */
export async function suggest (db: Db, text: string, lang: Lang = 'zh'): Promise<SearchSuggest> {
  const contains = containsPattern(text)
  const [categoryList, terms] = await Promise.all([
    db.select({ id: categories.id, name: colIn(lang, categories.name, categories.nameEn) }).from(categories)
      .where(and(eq(categories.type, 'goods'), eq(categories.status, 'normal'), or(ilike(categories.name, contains), ilike(categories.nameEn, contains))))
      .orderBy(desc(categories.weigh), asc(categories.id)).limit(SUGGESTIONS),
    db.select({ keywords: searchKeywords.keywords }).from(searchKeywords)
      .where(and(ilike(searchKeywords.keywords, contains), ne(searchKeywords.state, 'blocked')))
      .orderBy(sql`case when ${searchKeywords.keywords} ilike ${prefixPattern(text)} then 0 else 1 end`, desc(searchKeywords.views), asc(searchKeywords.id))
      .limit(SUGGESTIONS)
  ])
  return { categoryList, searchList: terms.map((t) => t.keywords) }
}
