import { eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { articles, categoryAttributes, goods, pages, settings } from '../db/schema'
import { ARTICLES_EN, english, englishContent, englishDescription, englishTitle } from './en'

// Fills the English twins of the demo's platform texts from en.ts: every `_en` column (or JSON
// sibling key) that is still empty gets the English of its Chinese. Run after seeding and on every
// later start, so databases seeded before the twins existed get them too; a twin someone has written
// (the admin console) is never overwritten, and texts not in en.ts are left alone.

/** Tables and their text columns with an `_en` twin (names are fixed here, never from input). */
const TEXT_COLUMNS: Array<[table: string, column: string]> = [
  ['categories', 'name'],
  ['brands', 'name'],
  ['shop_categories', 'name'],
  ['category_attributes', 'name'],
  ['coupon_templates', 'name'],
  ['coupon_templates', 'content'],
  ['adverts', 'title'],
  ['adverts', 'content'],
  ['app_versions', 'content']
]

function textArray (items: string[]): string {
  return `{${items.map((t) => `"${t.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`
}

/** `(zh, en)` pairs for a text column: one UPDATE over unnest(). */
async function fillColumn (db: Db, table: string, column: string): Promise<void> {
  const found = await db.execute(sql`select distinct ${sql.identifier(column)} as zh from ${sql.identifier(table)}
    where ${sql.identifier(`${column}_en`)} = '' and ${sql.identifier(column)} <> ''`) as unknown as { rows: Array<{ zh: string }> }
  const pairs = found.rows.map((r) => [r.zh, english(r.zh)] as const).filter(([, en]) => en !== '')
  if (pairs.length === 0) return
  await db.execute(sql`update ${sql.identifier(table)} t set ${sql.identifier(`${column}_en`)} = v.en
    from unnest(${textArray(pairs.map((p) => p[0]))}::text[], ${textArray(pairs.map((p) => p[1]))}::text[]) as v(zh, en)
    where t.${sql.identifier(column)} = v.zh and t.${sql.identifier(`${column}_en`)} = ''`)
}

/** Attribute values, position by position (values_en is a JSON list beside values). */
async function fillAttributeValues (db: Db): Promise<void> {
  const list = await db.select({ id: categoryAttributes.id, values: categoryAttributes.values }).from(categoryAttributes)
    .where(sql`${categoryAttributes.valuesEn} = '[]'::jsonb and ${categoryAttributes.values} <> '[]'::jsonb`)
  const changed = list.map((r) => ({ id: r.id, en: r.values.map((v) => english(v)) })).filter((r) => r.en.some((v) => v !== ''))
  if (changed.length === 0) return
  const cases: SQL[] = changed.map((r) => sql`when ${r.id}::int then ${JSON.stringify(r.en)}::jsonb`)
  await db.execute(sql`update category_attributes set values_en = case id ${sql.join(cases, sql` `)} end
    where id in (${sql.join(changed.map((r) => sql`${r.id}::int`), sql`, `)})`)
}

/** The demo merchants' English titles of their goods (titles made of the demo's words only). */
async function fillGoodsTitles (db: Db): Promise<void> {
  const list = await db.select({ id: goods.id, title: goods.title }).from(goods).where(eq(goods.titleEn, ''))
  const found = list.map((g) => ({ id: g.id, en: englishTitle(g.title) })).filter((g) => g.en !== '')
  for (let i = 0; i < found.length; i += 500) {
    const batch = found.slice(i, i + 500)
    await db.execute(sql`update goods g set title_en = v.en
      from unnest(${`{${batch.map((b) => b.id).join(',')}}`}::int[], ${textArray(batch.map((b) => b.en))}::text[]) as v(id, en)
      where g.id = v.id and g.title_en = ''`)
  }
}

/** The demo merchants' English descriptions and details of their goods (made of the demo's words only). */
async function fillGoodsTexts (db: Db): Promise<void> {
  const list = await db.select({ id: goods.id, description: goods.description, content: goods.content }).from(goods)
    .where(sql`${goods.descriptionEn} = '' and ${goods.contentEn} = ''`)
  const found = list.map((g) => ({ id: g.id, description: englishDescription(g.description), content: englishContent(g.content) }))
    .filter((g) => g.description !== '' || g.content !== '')
  for (let i = 0; i < found.length; i += 500) {
    const batch = found.slice(i, i + 500)
    await db.execute(sql`update goods g set description_en = v.description, content_en = v.content
      from unnest(${`{${batch.map((b) => b.id).join(',')}}`}::int[], ${textArray(batch.map((b) => b.description))}::text[],
        ${textArray(batch.map((b) => b.content))}::text[]) as v(id, description, content)
      where g.id = v.id and g.description_en = '' and g.content_en = ''`)
  }
}

/** Articles by their Chinese title: title, description and the paragraphs as content. */
async function fillArticles (db: Db): Promise<void> {
  const list = await db.select({ id: articles.id, title: articles.title }).from(articles).where(eq(articles.titleEn, ''))
  for (const a of list) {
    const en = ARTICLES_EN[a.title]
    if (en === undefined) continue
    await db.update(articles).set({
      titleEn: en.title,
      descriptionEn: sql`case when ${articles.descriptionEn} = '' then ${en.description} else ${articles.descriptionEn} end`,
      contentEn: sql`case when ${articles.contentEn} = '' then ${en.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')} else ${articles.contentEn} end`
    }).where(eq(articles.id, a.id))
  }
}

function escapeHtml (text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
}

/** A link naming an article title (`…&title=<Chinese>`), with the English title instead; '' if none. */
function englishUrl (url: string): string {
  const m = /([?&]title=)([^&#]*)/.exec(url)
  if (m === null) return ''
  let zh: string
  try { zh = decodeURIComponent(m[2]) } catch { return '' }
  const en = english(zh)
  return en === '' ? '' : url.replace(m[0], `${m[1]}${encodeURIComponent(en)}`)
}

/**
 * JSON content with an `<key>_en` sibling added beside every string that has English (and no
 * sibling yet); `changed` tells whether anything was added.
 */
export function withTwins<T> (value: T): { value: T, changed: boolean } {
  let changed = false
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk)
    if (v === null || typeof v !== 'object') return v
    const src = v as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(src)) {
      out[k] = walk(x)
      if (typeof x !== 'string' || k.endsWith('_en') || `${k}_en` in src) continue
      const en = k === 'url' ? englishUrl(x) : english(x)
      if (en !== '') {
        out[`${k}_en`] = en
        changed = true
      }
    }
    return out
  }
  const out = walk(value) as T
  return { value: out, changed }
}

async function fillJson (db: Db): Promise<void> {
  for (const p of await db.select({ id: pages.id, page: pages.page, item: pages.item }).from(pages)) {
    const page = withTwins(p.page)
    const item = withTwins(p.item)
    if (page.changed || item.changed) await db.update(pages).set({ page: page.value, item: item.value }).where(eq(pages.id, p.id))
  }
  for (const key of ['app', 'syspopup']) {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))
    if (row === undefined) continue
    const value = withTwins(row.value)
    if (value.changed) await db.update(settings).set({ value: value.value }).where(eq(settings.key, key))
  }
}

/** Fill every empty English twin of the demo's platform texts (idempotent, cheap when done). */
export async function translateDemo (db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [table, column] of TEXT_COLUMNS) await fillColumn(tx, table, column)
    await fillAttributeValues(tx)
    await fillArticles(tx)
    await fillGoodsTitles(tx)
    await fillGoodsTexts(tx)
    await fillJson(tx)
  })
}
