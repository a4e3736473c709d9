import crypto from 'node:crypto'
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { appKeyFor, signedText, type SignPayload } from '../../types/sign'
import { ApiError } from '../lib/envelope'

function isPlainObject (v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v)
}

function sameText (a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

/** What the client signed: the query for GET, the parsed body for POST, nothing for multipart. */
export function signedPayload (req: FastifyRequest): SignPayload {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE') {
    return isPlainObject(req.query) ? req.query : null
  }
  if (req.isMultipart()) return null
  return isPlainObject(req.body) ? req.body : null
}

/** `/api/wanlshop/common/init?x=1` → `/wanlshop/common/init` */
export function signedPath (rawUrl: string): string {
  const path = rawUrl.split('?')[0]
  return path.startsWith('/api/') ? path.slice(4) : path
}

/**
 * Every /api request carries `Sign = computeSign(path, payload, SOCKET_URL)` (types/sign.ts, the
 * client's own algorithm). Multipart uploads may leave it out; a Sign that is present must match.
 */
export function signHook (socketUrl: string, optional: boolean): preValidationAsyncHookHandler {
  const appKey = appKeyFor(socketUrl)
  return async function verifySign (req) {
    const header = req.headers.sign
    const given = Array.isArray(header) ? header[0] : header
    if (given === undefined || given === '') {
      if (optional) return
      throw new ApiError('request.sign_invalid')
    }
    // plugins/input.ts refuses text that cannot be URI-encoded first; should anything else slip
    // through, a payload the client's algorithm cannot sign has no valid Sign either
    let expected: string
    try {
      // node's md5 (native) rather than the client's blueimp-md5: the same digest, a third of the CPU
      expected = crypto.createHash('md5').update(signedText(signedPath(req.url), signedPayload(req), appKey)).digest('hex')
    } catch {
      throw new ApiError('request.sign_invalid')
    }
    if (!sameText(given.toLowerCase(), expected)) throw new ApiError('request.sign_invalid')
  }
}
