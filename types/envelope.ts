/** Every response body: HTTP 200 (401 for login required) with this envelope. */
export interface Envelope<T = unknown> {
  /** 1 success, 0 business error (msg is for the user), 4 silent, 401 login required, 403 forbidden */
  code: 0 | 1 | 4 | 401 | 403
  msg: string
  /** 10-digit unix seconds */
  time: number
  data: T
}

/** Paged lists: `page` parameter, 15 per page unless the caller asks for fewer. */
export interface Paginated<T> {
  total: number
  per_page: number
  current_page: number
  last_page: number
  data: T[]
}

/** Decimal amount on the wire, e.g. "12.50". Never a JSON number. */
export type Money = string
/** 10-digit unix seconds. */
export type UnixSeconds = number

export const ResponseCode = { ok: 1, error: 0, silent: 4, login: 401, forbidden: 403 } as const
