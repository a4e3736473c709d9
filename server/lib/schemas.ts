import { Type, TypeBoxValidatorCompiler, type TSchema } from '@fastify/type-provider-typebox'
import type { FastifySchemaCompiler } from 'fastify'
import { AMOUNT_PATTERN } from '../../types/validate'

// Schema pieces shared by routes.

/** A row id: a positive int4 (larger numbers could never name a row, and would not fit the column). */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** A list of row ids in a body, e.g. `{ ids: [3, 5] }`. */
export const Ids = Type.Array(Id, { minItems: 1, maxItems: 100 })

/** A realtime socket's client_id (login binds it, chat/shake re-binds it). */
export const ClientId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
/** The secret a socket's `init` carried: binding it proves holding the socket. */
export const ClientSecret = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

/** A non-negative amount as a decimal string with at most 2 decimals, e.g. "12.5". */
export const Amount = Type.String({ pattern: AMOUNT_PATTERN })

type Kind = 'number' | 'boolean'

function kindsOf (schema: unknown): Map<string, Kind> {
  const kinds = new Map<string, Kind>()
  const props = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {}
  for (const [key, prop] of Object.entries(props)) {
    if (prop.type === 'integer' || prop.type === 'number') kinds.set(key, 'number')
    else if (prop.type === 'boolean') kinds.set(key, 'boolean')
  }
  return kinds
}

const NUMERIC = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i

/**
 * Validator for hot GET routes: turns the numeric (and boolean) query parameters of a flat object
 * schema from text into values itself, then runs the compiled TypeBox check (the default compiler's
 * general Value.Convert was the largest single cost of a goods-list request). Text that is not a
 * plain number stays text, so the check names the field ("page must be an integer").
 */
export const fastQueryCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  if (route.httpPart !== 'querystring') return TypeBoxValidatorCompiler(route)
  const check = TypeBoxValidatorCompiler({ ...route, httpPart: 'body' }) // compiled check, no conversion
  const kinds = kindsOf(route.schema)
  return (value: unknown) => {
    if (typeof value !== 'object' || value === null) return check(value)
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    for (const [key, kind] of kinds) {
      const v = out[key]
      if (typeof v !== 'string') continue
      if (kind === 'number' && NUMERIC.test(v)) out[key] = Number(v)
      else if (kind === 'boolean' && (v === 'true' || v === 'false')) out[key] = v === 'true'
    }
    return check(out)
  }
}
