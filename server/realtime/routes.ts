import { Type } from '@fastify/type-provider-typebox'
import { t, type App } from '../context'
import { fail } from '../lib/envelope'

/** The path part of SOCKET_URL (`/ws`, or the pathname of an absolute `wss://host/ws`). */
export function socketPath (socketUrl: string): string {
  if (socketUrl.startsWith('/')) return socketUrl.split('?')[0]
  try {
    const p = new URL(socketUrl).pathname
    return p === '' ? '/ws' : p
  } catch {
    return '/ws'
  }
}

/**
 * Websocket on the same port: `init` with a client id on connect, `ping` every interval, `pong`
 * expected back; clients send nothing else (all sends go over HTTP).
 */
export default async function socketRoutes (app: App): Promise<void> {
  const { config, hub } = app.ctx
  app.route({
    method: 'GET',
    url: socketPath(config.socketUrl),
    schema: { querystring: Type.Object({}) },
    // a plain HTTP GET (no upgrade) gets the usual 404 envelope
    handler: async (req, reply) => await reply.code(404).send(fail(t(req, 'api.not_found'))),
    wsHandler: (socket) => { hub.accept(socket) }
  })
}
