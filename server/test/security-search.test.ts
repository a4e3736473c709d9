import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import { setSearchTermState } from '../modules/common/search'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'

// The public hot-search list counts a term once per visitor (user, and client address) per day, and
// only from searches that ran and found goods (product/lists), not from what a client claims with
// common/setSearch. The admin can pin or block terms.

let srv: TestServer
let api: ApiClient
before(async () => {
  srv = await startServer({ seed: true, env: { TRUST_PROXY: '1', RATE_LIMIT_SEARCH: '30/min', RATE_LIMIT_LOGIN: '1000/min' } })
  api = new ApiClient(srv.url)
})
after(async () => { await srv.close() })

const from = (i: number): { headers: Record<string, string> } => ({ headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` } })
const hot = async (): Promise<string[]> => (await api.get<string[]>('/wanlshop/common/searchList')).body.data

describe('hot search terms', () => {
  test('1 200 calls from 40 addresses cannot put a term at #1', async () => {
    const before = await hot()
    assert.equal(before[0], '手机')
    const term = '保温杯 大容量'
    const calls: Array<Promise<unknown>> = []
    for (let i = 0; i < 40; i++) {
      for (let k = 0; k < 30; k++) calls.push(api.post('/wanlshop/common/setSearch', { keywords: term }, from(i)))
      for (let k = 0; k < 5; k++) calls.push(api.get('/wanlshop/product/lists', { search: '保温杯' }, from(i)))
      await Promise.all(calls.splice(0))
    }
    const after = await hot()
    assert.equal(after[0], '手机', `#1 is still the real favourite: ${after.slice(0, 3).join(', ')}`)
    assert.ok(!after.includes(term), 'setSearch alone counts nothing')
    const views = await srv.db.execute<{ views: number }>(
      // the seed gave 保温杯 460; the 40 addresses add at most one each
      (await import('drizzle-orm')).sql`select views from search_keywords where keywords = '保温杯'`) as unknown as { rows: Array<{ views: number }> }
    assert.equal(views.rows[0].views, 460 + 40)
  })

  test('a search that ran and found goods counts once per visitor per day; one that found nothing does not count', async () => {
    const term = '茶叶'
    const count = async (): Promise<number> => {
      const r = await srv.db.execute((await import('drizzle-orm')).sql`select views from search_keywords where keywords = ${term}`) as unknown as { rows: Array<{ views: number }> }
      return r.rows[0]?.views ?? 0
    }
    const start = await count()
    await api.get('/wanlshop/product/lists', { search: term }, from(100))
    await api.get('/wanlshop/product/lists', { search: term }, from(100))
    await api.get('/wanlshop/product/lists', { search: term, page: 2 }, from(101))
    assert.equal(await count(), start + 1, 'the same address twice counts once; page 2 is not a new search')
    // a signed-in user counts once whatever the address
    const { api: user } = await newUser(api, Wallet.createRandom())
    await user.get('/wanlshop/product/lists', { search: term }, from(102))
    await user.get('/wanlshop/product/lists', { search: term }, from(103))
    assert.equal(await count(), start + 2)
    await api.get('/wanlshop/product/lists', { search: 'zzqqxx 不存在的东西' }, from(104))
    const suggest = await api.get<{ searchList: string[] }>('/wanlshop/common/search', { search: 'zzqqxx' })
    assert.deepEqual(suggest.body.data.searchList, [], 'a search that found nothing is not a term')
  })

  test('the admin can pin a term to the top and block one from the list and the suggestions', async () => {
    await setSearchTermState(srv.db, '儿童绘本', 'pinned')
    await setSearchTermState(srv.db, '手机', 'blocked')
    const list = await hot()
    assert.equal(list[0], '儿童绘本')
    assert.ok(!list.includes('手机'))
    const suggest = await api.get<{ searchList: string[] }>('/wanlshop/common/search', { search: '手' })
    assert.ok(!suggest.body.data.searchList.includes('手机'))
    // a blocked term is not counted back in either
    await api.get('/wanlshop/product/lists', { search: '手机' }, from(150))
    assert.ok(!(await hot()).includes('手机'))
    await setSearchTermState(srv.db, '手机', 'normal')
    await setSearchTermState(srv.db, '儿童绘本', 'normal')
    assert.equal((await hot())[0], '手机')
  })
})
