import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { SearchSuggest } from '../../../types/catalog'
import type { Db } from '../../db/client'
import { categories, searchKeywords } from '../../db/schema'
import { colIn } from '../../lib/content'
import type { Lang } from '../../lib/i18n'
import { containsPattern, prefixPattern } from '../../lib/sql'
import { topKeywords } from './service'

// Search terms: hot terms, counting what people search for, suggestions while typing.

/** Distinct terms kept at most; past it, known terms still count but new ones are not stored. */
export const MAX_TERMS = 10_000
export const SUGGESTIONS = 10

/** `"  蓝牙   耳机 "` → `"蓝牙 耳机"` */
export function normaliseTerm (text: string): string {
  return text.replace(/[\s\u3000]+/g, ' ').trim()
}

/** common/searchList: the 20 most searched terms. */
export async function hotTerms (db: Db): Promise<string[]> {
  return await topKeywords(db, 20)
}

/** common/setSearch: count one search for the term (created on first use, while under the cap). */
export async function recordSearch (db: Db, term: string): Promise<void> {
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
      .where(ilike(searchKeywords.keywords, contains))
      .orderBy(sql`case when ${searchKeywords.keywords} ilike ${prefixPattern(text)} then 0 else 1 end`, desc(searchKeywords.views), asc(searchKeywords.id))
      .limit(SUGGESTIONS)
  ])
  return { categoryList, searchList: terms.map((t) => t.keywords) }
}
