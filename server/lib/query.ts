import type { preValidationHookHandler } from 'fastify'

// Query-string helpers shared by every module's routes.

/** Empty query parameters (`?price_min=&brand_id=`) mean "not given". */
export const dropEmptyQuery: preValidationHookHandler = (req, _reply, done) => {
  const q = req.query as Record<string, unknown> | null
  if (q !== null && typeof q === 'object') {
    for (const k of Object.keys(q)) if (q[k] === '') delete q[k]
  }
  done()
}
