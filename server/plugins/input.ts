import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import { ApiError } from '../lib/envelope'

// Guards on every request's text before anything reads it (the Sign check URI-encodes every value,
// the database refuses NUL): control characters and broken UTF-16 are refused naming the field, and
// JSON bodies nested deeper than MAX_JSON_DEPTH are refused before they are parsed.

/** Deepest JSON nesting accepted; the API's own bodies are at most 4 levels deep. */
export const MAX_JSON_DEPTH = 32

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls; a surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNCLEAN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Text a person could have typed: no control characters (tab and line breaks allowed), no lone surrogate. */
export function isCleanText (s: string): boolean {
  return !UNCLEAN.test(s)
}

/** The path of the first string (value or key) that is not clean text, e.g. `order.lists.0.remarks`; null when all are. */
export function dirtyField (value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path === '' ? 'body' : path
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null
  for (const [key, v] of Object.entries(value)) {
    const here = path === '' ? key : `${path}.${key}`
    if (!isCleanText(key)) return path === '' ? 'body' : path
    const found = dirtyField(v, here)
    if (found !== null) return found
  }
  return null
}

/** First on every /api route (before the Sign check): refuse unclean text in the query or body. */
export const cleanTextHook: preValidationHookHandler = (req, _reply, done) => {
  const field = dirtyField(req.query) ?? (req.isMultipart() ? null : dirtyField(req.body))
  if (field !== null) { done(new ApiError('field.control_chars', { field })); return }
  done()
}

/** Nesting depth of JSON text (brackets outside strings), stopping once past `limit`. */
export function jsonDepth (text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
      continue
    }
    if (c === 34) inString = true
    else if (c === 123 || c === 91) { if (++depth > max && (max = depth) > limit) return max }
    else if (c === 125 || c === 93) depth--
  }
  return max
}

/** The JSON body parser: Fastify's own (prototype-poisoning checks), after a linear depth check. */
export function registerJsonParser (app: FastifyInstance, bodyLimit: number): void {
  const parse = app.getDefaultJsonParser('error', 'ignore')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (req, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) { done(new ApiError('request.too_deep'), undefined); return }
    parse(req, body as string, done)
  })
}
