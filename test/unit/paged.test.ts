import { PagedList } from '../../src/stores/paged'
import type { Paginated } from '../../types/envelope'

function page<T> (data: T[], current: number, last: number, total: number): Paginated<T> {
  return { data, current_page: current, last_page: last, total, per_page: 2 }
}

describe('PagedList (spec §3 loading states: loading, no more, load failed)', () => {
  it('loads pages in order and says "no more" after the last page', async () => {
    const fetcher = jest.fn(async (p: number) => page([p * 10, p * 10 + 1], p, 2, 4))
    const list = new PagedList(fetcher)
    await list.refresh()
    expect(list.items).toEqual([10, 11])
    expect(list.status).toBe('more')
    await list.loadMore()
    expect(list.items).toEqual([10, 11, 20, 21])
    expect(list.status).toBe('over')
    await list.loadMore()
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('a failed page shows the error state and retry loads the same page again', async () => {
    let fail = true
    const list = new PagedList(async (p: number) => {
      if (p === 2 && fail) throw new Error('network')
      return page([p], p, 3, 3)
    })
    await list.refresh()
    await list.loadMore()
    expect(list.status).toBe('error')
    expect(list.items).toEqual([1])
    fail = false
    await list.retry()
    expect(list.items).toEqual([1, 2])
    expect(list.status).toBe('more')
  })

  it('drops a slow response that a newer refresh has replaced', async () => {
    let resolveOld: (v: Paginated<string>) => void = () => undefined
    const list = new PagedList<string>(() => new Promise((r) => { resolveOld = r }))
    const old = list.refresh()
    const fresh = list.setFetcher(async () => page(['new'], 1, 1, 1))
    await fresh
    resolveOld(page(['stale'], 1, 1, 1))
    await old
    expect(list.items).toEqual(['new'])
    expect(list.isEmpty).toBe(false)
  })

  it('an empty first page is "empty", and remove() keeps the total right', async () => {
    const empty = new PagedList(async () => page<number>([], 1, 1, 0))
    await empty.refresh()
    expect(empty.isEmpty).toBe(true)
    const list = new PagedList(async () => page([1, 2, 3], 1, 1, 3))
    await list.refresh()
    list.remove((n) => n === 2)
    expect(list.items).toEqual([1, 3])
    expect(list.total).toBe(2)
  })
})
