import { Type } from '@fastify/type-provider-typebox'
import type { Paginated } from '../../types/envelope'

// Paged lists (spec: `page`, 15 per page unless the caller asks for fewer, at most 50).
// page < 1 is bad input (code 0); a page past the end is an empty page; limit above 50 is cut to 50.

export const PAGE_SIZE = 15
export const MAX_LIMIT = 50
/** Offsets past this are answered without asking the database (no list is that long). */
const MAX_OFFSET = 1_000_000

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1 }))
}

export interface Page {
  page: number
  limit: number
  offset: number
  /** the page starts past any possible list: answer empty without querying */
  beyond: boolean
}

export function pageOf (page: number | undefined, limit: number | undefined, defaultLimit = PAGE_SIZE): Page {
  const p = page ?? 1
  const l = Math.min(limit ?? defaultLimit, MAX_LIMIT)
  const offset = (p - 1) * l
  return { page: p, limit: l, offset: offset > MAX_OFFSET ? 0 : offset, beyond: offset > MAX_OFFSET }
}

export function paginated<T> (p: Page, total: number, data: T[]): Paginated<T> {
  return {
    total,
    per_page: p.limit,
    current_page: p.page,
    last_page: Math.max(1, Math.ceil(total / p.limit)),
    data
  }
}
