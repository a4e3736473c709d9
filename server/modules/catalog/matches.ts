import { sql, type SQL } from 'drizzle-orm'
import type { GoodsSort } from '../../../types/catalog'
import type { Db } from '../../db/client'
import { BriefCache } from '../../lib/brief-cache'
import { shapedRows } from '../../lib/sql'
import { GOODS_FROM, goodsOrder } from './filters'

// The goods matching a list filter in a whitelisted order, worked out once and shared for a few
// seconds by every page of that list, either way up (product/lists). A page is then the ids at its
// offset and one look-up of those goods by primary key — where it used to find, filter and sort
// all the matches again for each page (0.7–0.9 ms of PostgreSQL per list request, most of a list's
// cost; README "Benchmarks").
//
// What may lag, by up to MATCHES_TTL_MS as the list's total always did: a goods that has come to
// match (it shows on the next working-out) and the order. What never lags: the cards themselves
// (title, price, sales, shop), and that every goods shown matches the filter now — a page's goods
// are checked against it again when read, so one taken off sale or edited out of the filter leaves
// at once (its page is one short until the matches are worked out again). A merchant's or an
// operator's change makes this instance forget at once (forgetCatalogCaches).

/**
 * Up to this many matches they are kept; past it a list is not kept: its page walks
 * the sort's index instead, which meets a page of dense matches early (left to itself the planner
 * misjudged both ways: phones cheapest first walked the whole price index, 7 ms instead of 0.7; a
 * common word sorted in full, 10 ms instead of 0.2).
 */
export const KEEP_MATCHES_UP_TO = 1000

/** As long as the list totals were always shared (paging through a list asks for them again). */
export const MATCHES_TTL_MS = 5_000

/** Each ≤ 1000 ids, as text and, once read, as Int32Array: at most ~9 MB in all. */
const MATCH_ENTRIES = 1_000

export interface Matches {
  total: number
  /**
   * The matching goods' ids in the sort's descending order (ascending is the same list reversed),
   * as PostgreSQL wrote them ("12,7,3"), read into numbers on first use by idsOf(); null: more than
   * KEEP_MATCHES_UP_TO matches.
   */
  text: string | null
  ids?: Int32Array
}

const kept = new BriefCache<Matches>(MATCHES_TTL_MS, MATCH_ENTRIES)

/**
 * One statement: the number of matches and, when there are at most KEEP_MATCHES_UP_TO, their ids
 * in the sort's descending order — in every key, id included, so that ascending is exactly the
 * reverse (g is the matches' alias, so the ORDER BY is goodsOrder's text).
 * - The ids come as text: node-postgres reads an array a character at a time, which cost the
 *   server more than the rest of the request.
 * - The aggregate is an uncorrelated subquery, which PostgreSQL runs only when the CASE asks for it.
 * - No LIMIT on the matches: with one, a generic plan guessing "many matches" chose to read the
 *   whole table until it had found 1 001 of them (52 ms for a word with 516 matches, against 1.7).
 * - One sort per statement: the four sorts at once cost a list's first request twice the database
 *   time of the two statements it replaced (README "Benchmarks").
 */
export function matchesQuery (where: SQL, sort: GoodsSort): SQL {
  return sql`with m as materialized (
      select g.id, g.weigh, g.sales, g.price, g.created_at from ${GOODS_FROM} where ${where}
    ), c as (select count(*)::int as n from m)
    select c.n, case when c.n <= ${sql.raw(String(KEEP_MATCHES_UP_TO))}
      then (select coalesce(string_agg(g.id::text, ',' order by ${goodsOrder(sort, 'desc')}), '') from m g) end as ids
    from c`
}

/**
 * The matches of the filter named `key` (e.g. the filter as JSON) with conditions `where`, in one
 * sort's order, shared for MATCHES_TTL_MS.
 */
export async function matchesOf (db: Db, key: string, where: SQL, sort: GoodsSort): Promise<Matches> {
  return await kept.get(db, `${key}\u0000${sort}`, async () => {
    const [row] = await shapedRows<{ n: number, ids: string | null }>(db, matchesQuery(where, sort))
    return { total: row.n, text: row.n > KEEP_MATCHES_UP_TO ? null : row.ids ?? '' }
  })
}

/** The kept matches' ids in descending order (null when they are not kept). */
export function idsOf (m: Matches): Int32Array | null {
  if (m.text === null) return null
  m.ids ??= m.text === '' ? new Int32Array(0) : Int32Array.from(m.text.split(','), Number)
  return m.ids
}

/** The ids of one page of kept matches: the descending list, or its reverse for ascending. */
export function pageIds (desc: Int32Array, ascending: boolean, offset: number, limit: number): number[] {
  const n = desc.length
  const page = ascending
    ? desc.slice(Math.max(0, n - offset - limit), Math.max(0, n - offset)).reverse()
    : desc.slice(offset, offset + limit)
  return Array.from(page)
}

/** For the catalogue's caches: forget this database's kept matches at once. */
export function forgetMatches (db: Db): void {
  kept.forget(db)
}
