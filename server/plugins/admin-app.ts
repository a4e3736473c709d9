import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { fail } from '../lib/envelope'
import { translate } from '../lib/i18n'

/**
 * The built admin console (`dist/admin`, `npm run build:admin`) at `/admin/`: its files, and its
 * index.html for every other page path (the console routes in the browser, /admin/audit...).
 * A missing file (a path with an extension) is the usual 404 envelope. Nothing when not built.
 */
export async function registerAdminApp (app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = path.join(dir, 'index.html')
  if (!fs.existsSync(indexFile)) return
  const sendIndex = (reply: FastifyReply): FastifyReply =>
    reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(fs.readFileSync(indexFile))
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: dir, prefix: '/', decorateReply: false, wildcard: true, index: false })
    scope.get('/', async (_req, reply) => sendIndex(reply))
    scope.setNotFoundHandler((req, reply) => {
      if (/\.[a-z0-9]+$/i.test(req.url.split('?')[0])) return reply.code(404).send(fail(translate(req.lang ?? 'zh', 'api.not_found')))
      return sendIndex(reply)
    })
  }, { prefix: '/admin' })
}
