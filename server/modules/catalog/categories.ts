import { and, asc, desc, eq } from 'drizzle-orm'
import type { CategoryNode } from '../../../types/common'
import type { Db } from '../../db/client'
import { categories, categoryAttributes } from '../../db/schema'
import { BriefCache } from '../../lib/brief-cache'
import { inLang } from '../../lib/content'
import type { Lang } from '../../lib/i18n'

// The goods category tree, read once and kept for a few seconds: lists turn "this category and
// everything below it" and "categories named like this word" into plain id arrays, which the
// planner estimates well and the (status, category_id, …) indexes serve directly. A change to the
// tree shows within TTL_MS on every instance (or at once here after forgetCategories); the tree is
// read again in the background before then (lib/brief-cache.ts).
// Names are kept in both languages: keywords match either (a reader of English types "phone" for
// 手机), and pages show the reader's.

const TTL_MS = 10_000

interface Category {
  id: number
  pid: number
  name: string
  nameEn: string
  /** the Chinese name lower-cased, matched anywhere */
  lower: string
  /** the English name lower-cased, matched at the start of a word ("phone" is not in "headphones") */
  lowerEn: string
  image: string
}

export interface CategoryIndex {
  /** goods categories on display, in display order (weigh desc, id) */
  list: Category[]
  byId: Map<number, Category>
  children: Map<number, Category[]>
  /**
   * The drawer's filter attributes from English back to the Chinese the goods carry: key
   * `name\u0000value` in English, lower-cased → the [name, value] pairs it translates.
   */
  attrsFromEn: Map<string, Array<[string, string]>>
}

const cache = new BriefCache<CategoryIndex>(TTL_MS, 1)

/** The key of an English attribute pair in CategoryIndex.attrsFromEn. */
export function attrKey (name: string, value: string): string {
  return `${name.trim().toLowerCase()}\u0000${value.trim().toLowerCase()}`
}

async function load (db: Db): Promise<CategoryIndex> {
  const [rows, attrs] = await Promise.all([
    db.select({ id: categories.id, pid: categories.pid, name: categories.name, nameEn: categories.nameEn, image: categories.image })
      .from(categories)
      .where(and(eq(categories.type, 'goods'), eq(categories.status, 'normal')))
      .orderBy(desc(categories.weigh), asc(categories.id)),
    db.select({ name: categoryAttributes.name, nameEn: categoryAttributes.nameEn, values: categoryAttributes.values, valuesEn: categoryAttributes.valuesEn })
      .from(categoryAttributes)
  ])
  const list = rows.map((r) => ({ ...r, lower: r.name.toLowerCase(), lowerEn: r.nameEn.toLowerCase() }))
  const byId = new Map(list.map((c) => [c.id, c]))
  const children = new Map<number, Category[]>()
  for (const c of list) {
    const siblings = children.get(c.pid)
    if (siblings === undefined) children.set(c.pid, [c])
    else siblings.push(c)
  }
  const attrsFromEn = new Map<string, Array<[string, string]>>()
  for (const a of attrs) {
    if (a.nameEn.trim() === '' || !Array.isArray(a.values)) continue
    const valuesEn: unknown[] = Array.isArray(a.valuesEn) ? a.valuesEn : []
    a.values.forEach((v, i) => {
      const en = valuesEn[i]
      // an untranslated value is shown in Chinese, so it comes back in Chinese under the English name
      const key = attrKey(a.nameEn, typeof en === 'string' && en.trim() !== '' ? en : v)
      const pairs = attrsFromEn.get(key) ?? []
      if (!pairs.some(([n, x]) => n === a.name && x === v)) pairs.push([a.name, v])
      attrsFromEn.set(key, pairs)
    })
  }
  return { list, byId, children, attrsFromEn }
}

export async function categoryIndex (db: Db): Promise<CategoryIndex> {
  return await cache.get(db, 'tree', async () => await load(db))
}

/** After changing categories: the next request reads the tree again. */
export function forgetCategories (db: Db): void {
  cache.forget(db)
}

/** `id` and every category below it ([] when `id` is not a category on display). */
export function subtreeIds (index: CategoryIndex, id: number): number[] {
  if (!index.byId.has(id)) return []
  const out: number[] = []
  const seen = new Set<number>()
  const stack = [id]
  while (stack.length > 0) {
    const next = stack.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    out.push(next)
    for (const c of index.children.get(next) ?? []) stack.push(c.id)
  }
  return out
}

/** Does an English name have a word starting with `w` ("phone" in "5G Phones", not in "Headphones")? */
export function englishNameHas (lowerName: string, w: string): boolean {
  for (let at = lowerName.indexOf(w); at !== -1; at = lowerName.indexOf(w, at + 1)) {
    if (at === 0 || !/[a-z0-9]/.test(lowerName[at - 1])) return true
  }
  return false
}

/**
 * Categories whose Chinese name contains `word` or whose English name has a word starting with it
 * (ignoring case), with everything below them.
 */
export function namedIds (index: CategoryIndex, word: string): number[] {
  const w = word.toLowerCase()
  const out = new Set<number>()
  for (const c of index.list) {
    if (c.lower.includes(w) || (c.lowerEn !== '' && englishNameHas(c.lowerEn, w))) {
      for (const id of subtreeIds(index, c.id)) out.add(id)
    }
  }
  return [...out]
}

/** A category node with its whole sub-tree in the reader's language, or null. */
export function categoryNodeOf (index: CategoryIndex, id: number, lang: Lang = 'zh'): CategoryNode | null {
  const c = index.byId.get(id)
  if (c === undefined) return null
  const build = (cat: Category, seen: Set<number>): CategoryNode => {
    seen.add(cat.id)
    const node: CategoryNode = { id: cat.id, pid: cat.pid, name: inLang(lang, cat.name, cat.nameEn), image: cat.image }
    const kids = (index.children.get(cat.id) ?? []).filter((k) => !seen.has(k.id))
    if (kids.length > 0) node.children = kids.map((k) => build(k, seen))
    return node
  }
  return build(c, new Set())
}
