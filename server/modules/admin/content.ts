import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { adverts, articles, pages, searchKeywords, settings } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { inTransaction } from '../../lib/tx'
import { writeAudit } from '../../lib/audit'
import { paginated, pageOf } from '../../lib/paging'
import { sanitizeRichHtml } from '../../lib/rich-text'
import { containsPattern } from '../../lib/sql'
import { normaliseTerm, setSearchTermState, type TermState } from '../common/search'
import type { AdminIdentity } from '../../../types/admin'
import type {
  AdminAdvert, AdminAdvertInput, AdminArticle, AdminArticleInput, AdminHomePage, AdminKeyword, AdminPopup, ContentPage
} from '../../../types/admin'

// The Content screen: adverts of every position, the home page's modules, articles, the system
// pop-up and hot search terms. The app reads all of them from the database on each request
// (common/init, common/adverts, article/*; no cache in between), so a saved change shows on the
// app's next load. Every change is audited in its transaction.

type AdvertRow = typeof adverts.$inferSelect

function advertOut (r: AdvertRow): AdminAdvert {
  return {
    id: r.id, module: r.module as AdminAdvert['module'], category_id: r.categoryId, type: r.type, title: r.title, title_en: r.titleEn,
    media: r.media, url: r.url, content: r.content, content_en: r.contentEn, weigh: r.weigh, status: r.status as AdminAdvert['status'],
    start_at: r.startAt, end_at: r.endAt, views: r.views
  }
}

export async function advertList (db: Db, q: { module?: string, page?: number, limit?: number }): Promise<ContentPage<AdminAdvert>> {
  const p = pageOf(q.page, q.limit, 20)
  const where = q.module === undefined ? undefined : eq(adverts.module, q.module)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(adverts).where(where),
    db.select().from(adverts).where(where).orderBy(asc(adverts.module), desc(adverts.weigh), asc(adverts.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(n), rows.map(advertOut))
}

function advertValues (input: AdminAdvertInput): Omit<typeof adverts.$inferInsert, 'id'> | Refusal {
  if (input.module === 'category' && (input.category_id ?? null) === null) return refuse('admin.advert_category')
  if (input.start_at != null && input.end_at != null && input.end_at <= input.start_at) return refuse('admin.time_order')
  return {
    module: input.module,
    categoryId: input.module === 'category' ? input.category_id ?? null : null,
    type: input.type ?? 'image',
    title: input.title,
    titleEn: input.title_en ?? '',
    media: input.media,
    url: input.url ?? '',
    content: sanitizeRichHtml(input.content ?? ''),
    contentEn: sanitizeRichHtml(input.content_en ?? ''),
    weigh: input.weigh ?? 0,
    status: input.status ?? 'normal',
    startAt: input.start_at ?? null,
    endAt: input.end_at ?? null
  }
}

export async function saveAdvert (db: Db, admin: AdminIdentity, id: number | null, input: AdminAdvertInput): Promise<AdminAdvert | Refusal> {
  const values = advertValues(input)
  if ('refusal' in values) return values
  return await inTransaction(db, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(adverts).values(values).returning()
      await writeAudit(tx, admin, { action: 'advert.create', target: `advert:${row.id}`, after: advertOut(row) })
      return advertOut(row)
    }
    const [before] = await tx.select().from(adverts).where(eq(adverts.id, id)).for('update')
    if (before === undefined) return refuse('advert.not_found')
    const [row] = await tx.update(adverts).set(values).where(eq(adverts.id, id)).returning()
    await writeAudit(tx, admin, { action: 'advert.update', target: `advert:${id}`, before: advertOut(before), after: advertOut(row) })
    return advertOut(row)
  })
}

export async function deleteAdvert (db: Db, admin: AdminIdentity, id: number): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => {
    const [before] = await tx.delete(adverts).where(eq(adverts.id, id)).returning()
    if (before === undefined) return refuse('advert.not_found')
    await writeAudit(tx, admin, { action: 'advert.delete', target: `advert:${id}`, before: advertOut(before) })
    return null
  })
}

/** The system pop-up (settings row `syspopup`); null = none. */
export async function getPopup (db: Db): Promise<AdminPopup | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'syspopup'))
  return (row?.value ?? null) as AdminPopup | null
}

export async function savePopup (db: Db, admin: AdminIdentity, popup: AdminPopup | null): Promise<AdminPopup | null | Refusal> {
  return await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.key, 'syspopup')).for('update')
    if (popup === null) await tx.delete(settings).where(eq(settings.key, 'syspopup'))
    else await tx.insert(settings).values({ key: 'syspopup', value: popup }).onConflictDoUpdate({ target: settings.key, set: { value: popup } })
    await writeAudit(tx, admin, { action: 'syspopup.update', target: 'setting:syspopup', before: before?.value ?? null, after: popup })
    return popup
  })
}

export async function getHomePage (db: Db): Promise<AdminHomePage | Refusal> {
  const [row] = await db.select().from(pages).where(and(eq(pages.type, 'index'), eq(pages.shopId, 0))).limit(1)
  if (row === undefined) return refuse('admin.home_missing')
  return { id: row.id, page: row.page, item: row.item }
}

/** Replaces the home modules (a list of `{ id, type, name, style, params, data }`). */
export async function saveHomeModules (db: Db, admin: AdminIdentity, item: Array<Record<string, unknown>>): Promise<AdminHomePage | Refusal> {
  const ids = new Set<string>()
  for (const m of item) {
    if (typeof m.id !== 'string' || typeof m.type !== 'string' || m.id === '' || ids.has(m.id)) return refuse('admin.home_module_invalid')
    ids.add(m.id)
  }
  return await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(pages).where(and(eq(pages.type, 'index'), eq(pages.shopId, 0))).limit(1).for('update')
    if (before === undefined) return refuse('admin.home_missing')
    const [row] = await tx.update(pages).set({ item }).where(eq(pages.id, before.id)).returning()
    await writeAudit(tx, admin, { action: 'home.update', target: `page:${row.id}`, before: before.item, after: item })
    return { id: row.id, page: row.page, item: row.item }
  })
}

type ArticleRow = typeof articles.$inferSelect

function articleOut (r: ArticleRow): AdminArticle {
  return {
    id: r.id, category_id: r.categoryId, kind: r.kind as AdminArticle['kind'], title: r.title, title_en: r.titleEn, image: r.image,
    description: r.description, description_en: r.descriptionEn, content: r.content, content_en: r.contentEn,
    weigh: r.weigh, status: r.status as AdminArticle['status'], views: r.views, created_at: r.createdAt
  }
}

export async function articleList (db: Db, q: { kind?: string, keyword?: string, page?: number, limit?: number }): Promise<ContentPage<AdminArticle>> {
  const p = pageOf(q.page, q.limit, 20)
  const where: SQL[] = []
  if (q.kind !== undefined) where.push(eq(articles.kind, q.kind))
  if (q.keyword !== undefined) where.push(or(ilike(articles.title, containsPattern(q.keyword)), ilike(articles.titleEn, containsPattern(q.keyword)))!)
  const cond = where.length === 0 ? undefined : and(...where)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(articles).where(cond),
    db.select().from(articles).where(cond).orderBy(desc(articles.weigh), desc(articles.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(n), rows.map(articleOut))
}

export async function saveArticle (db: Db, admin: AdminIdentity, id: number | null, input: AdminArticleInput): Promise<AdminArticle | Refusal> {
  const values = {
    categoryId: input.category_id ?? 0,
    kind: input.kind,
    title: input.title,
    titleEn: input.title_en ?? '',
    image: input.image ?? '',
    description: input.description ?? '',
    descriptionEn: input.description_en ?? '',
    content: sanitizeRichHtml(input.content),
    contentEn: sanitizeRichHtml(input.content_en ?? ''),
    weigh: input.weigh ?? 0,
    status: input.status ?? 'normal'
  }
  return await inTransaction(db, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(articles).values({ ...values, createdAt: Math.floor(Date.now() / 1000) }).returning()
      await writeAudit(tx, admin, { action: 'article.create', target: `article:${row.id}`, after: articleOut(row) })
      return articleOut(row)
    }
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
    if (before === undefined) return refuse('article.not_found')
    const [row] = await tx.update(articles).set(values).where(eq(articles.id, id)).returning()
    await writeAudit(tx, admin, { action: 'article.update', target: `article:${id}`, before: articleOut(before), after: articleOut(row) })
    return articleOut(row)
  })
}

export async function keywordList (db: Db, q: { keyword?: string, state?: string, page?: number, limit?: number }): Promise<ContentPage<AdminKeyword>> {
  const p = pageOf(q.page, q.limit, 20)
  const where: SQL[] = []
  if (q.keyword !== undefined) where.push(ilike(searchKeywords.keywords, containsPattern(q.keyword)))
  if (q.state !== undefined) where.push(eq(searchKeywords.state, q.state))
  const cond = where.length === 0 ? undefined : and(...where)
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(searchKeywords).where(cond),
    db.select().from(searchKeywords).where(cond).orderBy(desc(searchKeywords.views), asc(searchKeywords.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(n), rows.map((r) => ({ id: r.id, keywords: r.keywords, views: r.views, state: r.state as TermState })))
}

export async function setKeywordState (db: Db, admin: AdminIdentity, term: string, state: TermState): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(searchKeywords).where(eq(searchKeywords.keywords, normaliseTerm(term)))
    await setSearchTermState(tx, term, state)
    await writeAudit(tx, admin, { action: 'search_term.state', target: `search_term:${term}`, before: before === undefined ? null : { state: before.state }, after: { state } })
    return null
  })
}
