import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq, sql } from 'drizzle-orm'
import type { GoodsListItem } from '../../types/catalog'
import type { Paginated } from '../../types/envelope'
import { categories, goods } from '../db/schema'
import { rows } from '../lib/sql'
import { forgetCatalogCaches } from '../modules/catalog/service'
import { KEEP_MATCHES_UP_TO, pageIds } from '../modules/catalog/matches'
import { growCatalogue } from '../../bench/seed'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient } from './helpers/client'

// product/lists keeps a list's matches for a few seconds and reads each page's goods by id
// (modules/catalog/matches.ts); past KEEP_MATCHES_UP_TO matches it walks the sort's index instead.
// Here, on the demo grown past that many goods (copies share their template's sort keys, so the id
// tie-break decides many places): both kinds of list give exactly the order of an ORDER BY written
// out here, page after page, either way up; and a kept list never shows a goods that no longer
// matches.

let srv: TestServer
let api: ApiClient
const LISTS = '/wanlshop/product/lists'
const GROWN_TO = KEEP_MATCHES_UP_TO + 150

before(async () => {
  srv = await startServer({ seed: true })
  api = new ApiClient(srv.url, '/ws', 'zh-CN')
  await growCatalogue(srv.db, GROWN_TO)
  forgetCatalogCaches(srv.db)
})
after(async () => { await srv.close() })

async function list (query: Record<string, string | number>): Promise<Paginated<GoodsListItem>> {
  const res = await api.get<Paginated<GoodsListItem>>(LISTS, query)
  assert.equal(res.status, 200)
  assert.equal(res.body.code, 1, res.body.msg)
  return res.body.data
}

/** The sorts as the spec's list orders them, written out independently of filters.ts. */
const ORDER_BY: Record<string, (dir: string) => string> = {
  composite: (d) => `g.weigh ${d}, g.sales ${d}, g.id ${d}`,
  sales: (d) => `g.sales ${d}, g.id ${d}`,
  price: (d) => `g.price ${d}, g.id ${d}`,
  newest: (d) => `g.created_at ${d}, g.id ${d}`
}

async function expectedIds (where: string, sort: string, dir: string): Promise<number[]> {
  const found = await rows<{ id: number }>(srv.db, sql.raw(`select g.id from goods g join shops s on s.id = g.shop_id
    where g.status = 'normal' and s.status = 'normal' and ${where} order by ${ORDER_BY[sort](dir)}`))
  return found.map((r) => r.id)
}

async function categoryId (name: string): Promise<number> {
  const [row] = await srv.db.select({ id: categories.id }).from(categories).where(and(eq(categories.name, name), eq(categories.type, 'goods')))
  assert.ok(row !== undefined, name)
  return row.id
}

describe('pageIds', () => {
  const desc = Int32Array.from([9, 7, 5, 3, 1])
  test('descending pages are the list from the offset; ascending pages the reversed list', () => {
    assert.deepEqual(pageIds(desc, false, 0, 2), [9, 7])
    assert.deepEqual(pageIds(desc, false, 4, 2), [1])
    assert.deepEqual(pageIds(desc, true, 0, 2), [1, 3])
    assert.deepEqual(pageIds(desc, true, 2, 2), [5, 7])
    assert.deepEqual(pageIds(desc, true, 4, 2), [9])
  })
  test('a page past the end is empty, either way up', () => {
    assert.deepEqual(pageIds(desc, false, 5, 2), [])
    assert.deepEqual(pageIds(desc, true, 5, 2), [])
    assert.deepEqual(pageIds(desc, true, 50, 2), [])
    assert.deepEqual(pageIds(new Int32Array(0), true, 0, 15), [])
  })
})

describe('product/lists: kept and walked lists in the same order', () => {
  test('every sort, both ways: the whole catalogue (walked) and a category (kept), page after page', async () => {
    const skin = await categoryId('护肤')
    const lists: Array<{ query: Record<string, string | number>, where: string, walked: boolean }> = [
      { query: {}, where: 'true', walked: true },
      { query: { category_id: skin }, where: `g.category_id = ${skin}`, walked: false }
    ]
    for (const { query, where, walked } of lists) {
      const all = await expectedIds(where, 'composite', 'desc')
      assert.equal(all.length > KEEP_MATCHES_UP_TO, walked, `${JSON.stringify(query)} has ${all.length} matches`)
      for (const sort of Object.keys(ORDER_BY)) {
        for (const dir of ['asc', 'desc']) {
          const expected = await expectedIds(where, sort, dir)
          const limit = 50
          const pages = walked ? [1, 2, Math.ceil(expected.length / limit)] : Array.from({ length: Math.ceil(expected.length / limit) }, (_, i) => i + 1)
          for (const page of pages) {
            const p = await list({ ...query, sort, order: dir, page, limit })
            assert.equal(p.total, expected.length)
            assert.deepEqual(p.data.map((g) => g.id), expected.slice((page - 1) * limit, page * limit), `${JSON.stringify(query)} ${sort} ${dir} page ${page}`)
          }
        }
      }
    }
  })
})

describe('product/lists: a kept list is checked again when read', () => {
  test('a goods taken off sale or edited out of the filter leaves at once; prices are current', async () => {
    const [sample] = await srv.db.select({ id: goods.id, title: goods.title, price: goods.price }).from(goods)
      .where(and(eq(goods.status, 'normal'), sql`${goods.title} like '%No.%'`)).limit(1)
    assert.ok(sample !== undefined)
    const word = sample.title.slice(0, 4)
    const query = { search: word, limit: 50 }
    const first = await list(query)
    const ids = first.data.map((g) => g.id)
    assert.ok(ids.includes(sample.id) && first.total <= 50 && first.total > 3, `${word}: ${first.total} matches, on one page`)
    const [gone, edited, repriced] = ids.filter((id) => id !== sample.id).slice(0, 3)
    const [before] = await srv.db.select({ title: goods.title, price: goods.price }).from(goods).where(eq(goods.id, edited))
    // changed in the database directly: nothing tells the list's kept matches
    await srv.db.update(goods).set({ status: 'hidden' }).where(eq(goods.id, gone))
    await srv.db.update(goods).set({ title: 'something else entirely' }).where(eq(goods.id, edited))
    await srv.db.update(goods).set({ price: '1234.50' }).where(eq(goods.id, repriced))
    try {
      const again = await list(query)
      assert.deepEqual(again.data.map((g) => g.id), ids.filter((id) => id !== gone && id !== edited), 'the rest in the same order')
      assert.equal(again.data.find((g) => g.id === repriced)?.price, '1234.50')
    } finally {
      await srv.db.update(goods).set({ status: 'normal' }).where(eq(goods.id, gone))
      await srv.db.update(goods).set({ title: before.title }).where(eq(goods.id, edited))
      await srv.db.update(goods).set({ price: before.price }).where(eq(goods.id, repriced))
    }
  })

  test('a goods that comes to match shows once the matches are worked out again', async () => {
    const skin = await categoryId('护肤')
    const query = { category_id: skin, sort: 'newest', limit: 50 }
    const before = await list(query)
    const [outsider] = await srv.db.select({ id: goods.id, categoryId: goods.categoryId }).from(goods)
      .where(and(eq(goods.status, 'normal'), sql`${goods.categoryId} <> ${skin}`)).limit(1)
    await srv.db.update(goods).set({ categoryId: skin, createdAt: sql`${goods.createdAt} + 100000000` }).where(eq(goods.id, outsider.id))
    try {
      forgetCatalogCaches(srv.db) // what the merchant and admin modules do after such a change
      const after = await list(query)
      assert.equal(after.total, before.total + 1)
      assert.equal(after.data[0].id, outsider.id, 'the newest now')
    } finally {
      await srv.db.update(goods).set({ categoryId: outsider.categoryId, createdAt: sql`${goods.createdAt} - 100000000` }).where(eq(goods.id, outsider.id))
      forgetCatalogCaches(srv.db)
    }
  })
})
