import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../context'
import { ApiError, fail } from '../lib/envelope'
import { translate, type Lang } from '../lib/i18n'

/** One validation issue as the TypeBox compiler (and ajv) report it. */
interface Issue {
  keyword: string
  instancePath?: string
  schemaPath?: string
  params?: Record<string, unknown>
  message?: string
}

const TYPE_NAMES: Record<string, { zh: string, en: string }> = {
  string: { zh: '字符串', en: 'a string' },
  integer: { zh: '整数', en: 'an integer' },
  number: { zh: '数字', en: 'a number' },
  object: { zh: '对象', en: 'an object' },
  array: { zh: '数组', en: 'an array' },
  boolean: { zh: '布尔值', en: 'a boolean' },
  null: { zh: '空值', en: 'null' }
}

function fieldName (issue: Issue, context: string): string {
  const path = (issue.instancePath ?? '').split('/').filter((s) => s !== '').join('.')
  const required = issue.params?.requiredProperties ?? issue.params?.missingProperty
  const extra = issue.params?.additionalProperties ?? issue.params?.additionalProperty
  const child = Array.isArray(required) ? required[0] : required ?? (Array.isArray(extra) ? extra[0] : extra)
  if (typeof child === 'string') return path === '' ? child : `${path}.${child}`
  return path === '' ? context : path
}

/** A message naming the field, e.g. "nickname must not be longer than 30 characters". */
export function validationMessage (issues: Issue[], context: string, lang: Lang): string {
  // Sub-errors of a union (anyOf/…/const) say less than the union's own error: skip them.
  const issue = issues.find((i) => !/\/(anyOf|oneOf)\/\d/.test(i.schemaPath ?? '') && i.keyword !== 'boolean') ?? issues[0]
  if (issue === undefined) return translate(lang, 'request.bad')
  const field = fieldName(issue, context === 'querystring' ? 'query' : context)
  const limit = issue.params?.limit as number | undefined
  switch (issue.keyword) {
    case 'required': return translate(lang, 'field.required', { field })
    case 'type': {
      const type = String(issue.params?.type ?? '')
      return translate(lang, 'field.type', { field, type: TYPE_NAMES[type]?.[lang] ?? type })
    }
    case 'maxLength': return translate(lang, 'field.too_long', { field, limit: limit ?? '' })
    case 'minLength': return translate(lang, 'field.too_short', { field, limit: limit ?? '' })
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum':
    case 'minItems': case 'maxItems': case 'minProperties': case 'maxProperties':
      return translate(lang, 'field.range', { field })
    case 'additionalProperties': return translate(lang, 'field.unknown', { field })
    default: return translate(lang, 'field.invalid', { field })
  }
}

/**
 * Every error becomes an envelope. Bad input of any kind (schema, JSON, content type, size) is
 * HTTP 200 `code 0` naming the problem; only bugs are 500.
 */
export function registerErrorHandling (app: App): void {
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const err = new Error(validationMessage(errors as Issue[], dataVar, 'en')) as Error & { statusCode: number }
    err.statusCode = 400
    return err
  })

  app.setErrorHandler((err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    const lang: Lang = req.lang ?? 'zh'
    if (err instanceof ApiError) {
      const error = err
      return reply.code(error.httpStatus).send(fail(translate(lang, error.key, error.params), error.envelopeCode))
    }
    const error = err as FastifyError & { validation?: Issue[], validationContext?: string }
    if (error.validation !== undefined) {
      return reply.code(200).send(fail(validationMessage(error.validation, error.validationContext ?? 'body', lang)))
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      const seconds = (error as { retrySeconds?: number }).retrySeconds ?? 60
      return reply.code(429).send(fail(translate(lang, 'request.rate_limited', { n: seconds })))
    }
    if (status === 404) return reply.code(404).send(fail(translate(lang, 'api.not_found')))
    if (status >= 400 && status < 500) {
      const key = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.name === 'SyntaxError'
        ? 'request.bad_json'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413
          ? 'request.too_large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415
            ? 'request.content_type'
            : 'request.bad'
      return reply.code(200).send(fail(translate(lang, key)))
    }
    req.log.error({ err: error }, 'request failed')
    return reply.code(500).send(fail(translate(lang, 'server.busy')))
  })

  app.setNotFoundHandler((req, reply) => {
    return reply.code(404).send(fail(translate(req.lang ?? 'zh', 'api.not_found')))
  })
}
