// The one error type the request layer rejects with. Callers branch on `kind`, never on text.

export type ApiErrorKind =
  /** envelope code 0 (or 403): the server refused, msg says why */
  | 'business'
  /** envelope code 4: the server asked for no message */
  | 'silent'
  /** HTTP 401 / code 401 and no new session could be made */
  | 'unauthorized'
  /** any other non-200 status */
  | 'http'
  /** no response: offline, DNS, time-out */
  | 'network'
  /** a 200 whose body is not an envelope */
  | 'invalid'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** envelope code when there was one */
  readonly code: number | null
  /** HTTP status; 0 when there was no response */
  readonly status: number
  readonly data: unknown

  constructor (kind: ApiErrorKind, message: string, opts: { code?: number | null, status?: number, data?: unknown } = {}) {
    super(message)
    // down-compiled classes (ES5 targets) lose the prototype when extending Error
    Object.setPrototypeOf(this, new.target.prototype)
    this.name = 'ApiError'
    this.kind = kind
    this.code = opts.code ?? null
    this.status = opts.status ?? 0
    this.data = opts.data
  }
}

export function isApiError (e: unknown): e is ApiError {
  return e instanceof ApiError || (!!e && typeof e === 'object' && (e as { name?: unknown }).name === 'ApiError' && 'kind' in e)
}
