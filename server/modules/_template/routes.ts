import { Type } from '@fastify/type-provider-typebox'
import { me, type App } from '../../context'
import { ok } from '../../lib/envelope'
import { Id } from '../../lib/schemas'

// TEMPLATE: thin routes — a TypeBox schema for every body or query, `auth: true` where a login is
// needed; the rules live in service.ts (functions taking a Db or a transaction, returning data or a
// Refusal that the route turns into code 0 with `refused(req, r)`).

export default async function exampleRoutes (app: App): Promise<void> {
  app.post('/api/wanlshop/example/finish', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    void me(req) // the caller; a service call goes here
    // once the module is in the list its keys are MsgKeys: ok(null, t(req, 'example.done'))
    return ok(null)
  })
}
