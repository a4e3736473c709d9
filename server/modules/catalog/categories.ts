import { and, asc, desc, eq } from 'drizzle-orm'
import type { CategoryNode } from '../../../types/common'
import type { Db } from '../../db/client'
import { categories } from '../../db/schema'

// The goods category tree, read once and kept for a few seconds: lists turn "this category and
// everything below it" and "categories named like this word" into plain id arrays, which the
// planner estimates well and the (status, category_id, …) indexes serve directly. A change to the
// tree shows within TTL_MS on every instance (or at once here after forgetCategories).

const TTL_MS = 10_000

interface Category { id: number, pid: number, name: string, lower: string, image: string }

export interface CategoryIndex {
  /** goods categories on display, in display order (weigh desc, id) */
  list: Category[]
  byId: Map<number, Category>
  children: Map<number, Category[]>
}

const cache = new WeakMap<Db, { at: number, index: Promise<CategoryIndex> }>()

async function load (db: Db): Promise<CategoryIndex> {
  const rows = await db.select({ id: categories.id, pid: categories.pid, name: categories.name, image: categories.image })
    .from(categories)
    .where(and(eq(categories.type, 'goods'), eq(categories.status, 'normal')))
    .orderBy(desc(categories.weigh), asc(categories.id))
  const list = rows.map((r) => ({ ...r, lower: r.name.toLowerCase() }))
  const byId = new Map(list.map((c) => [c.id, c]))
  const children = new Map<number, Category[]>()
  for (const c of list) {
    const siblings = children.get(c.pid)
    if (siblings === undefined) children.set(c.pid, [c])
    else siblings.push(c)
  }
  return { list, byId, children }
}

export async function categoryIndex (db: Db): Promise<CategoryIndex> {
  const t = Date.now()
  const hit = cache.get(db)
  if (hit !== undefined && t - hit.at < TTL_MS) return await hit.index
  const index = load(db)
  cache.set(db, { at: t, index })
  index.catch(() => { cache.delete(db) })
  return await index
}

/** After changing categories: the next request reads the tree again. */
export function forgetCategories (db: Db): void {
  cache.delete(db)
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

/** Categories whose name contains `word` (ignoring case), with everything below them. */
export function namedIds (index: CategoryIndex, word: string): number[] {
  const w = word.toLowerCase()
  const out = new Set<number>()
  for (const c of index.list) {
    if (c.lower.includes(w)) for (const id of subtreeIds(index, c.id)) out.add(id)
  }
  return [...out]
}

/** A category node with its whole sub-tree, or null. */
export function categoryNodeOf (index: CategoryIndex, id: number): CategoryNode | null {
  const c = index.byId.get(id)
  if (c === undefined) return null
  const build = (cat: Category, seen: Set<number>): CategoryNode => {
    seen.add(cat.id)
    const node: CategoryNode = { id: cat.id, pid: cat.pid, name: cat.name, image: cat.image }
    const kids = (index.children.get(cat.id) ?? []).filter((k) => !seen.has(k.id))
    if (kids.length > 0) node.children = kids.map((k) => build(k, seen))
    return node
  }
  return build(c, new Set())
}
