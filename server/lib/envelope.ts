import type { Envelope } from '../../types/envelope'
import type { MsgKey, MsgParams } from './i18n'
import { now } from './time'

export function ok<T> (data: T, msg = 'ok'): Envelope<T> {
  return { code: 1, msg, time: now(), data }
}

export function fail (msg: string, code: 0 | 4 | 401 | 403 = 0): Envelope<null> {
  return { code, msg, time: now(), data: null }
}

/**
 * A business rule said no: a value, not an exception (services return it, routes turn it into
 * `code 0` with the translated message).
 */
export interface Refusal {
  refusal: MsgKey
  params?: MsgParams
}

export function refuse (key: MsgKey, params?: MsgParams): Refusal {
  return params === undefined ? { refusal: key } : { refusal: key, params }
}

export function isRefusal (v: unknown): v is Refusal {
  return typeof v === 'object' && v !== null && 'refusal' in v
}

/** Thrown (rarely) where a refusal has to cross a callback; the error handler answers code 0. */
export class ApiError extends Error {
  constructor (readonly key: MsgKey, readonly params?: MsgParams, readonly envelopeCode: 0 | 401 | 403 = 0, readonly httpStatus = 200) {
    super(key)
  }
}
