import { Type } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import type { NonceResponse, SessionPayload, TokenCheck } from '../../../types/user'
import { me, publicBase, refused, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { ClientId, ClientSecret } from '../../lib/schemas'
import { now } from '../../lib/time'
import { sessionPayload, touchLogin } from '../user/service'
import { createNonce, issueToken, siweDomainOf, walletLogin, wechatLogin } from './service'

const InviteCode = Type.String({ maxLength: 16 })

function appClient (req: FastifyRequest): string {
  const v = req.headers['app-client']
  return typeof v === 'string' ? v : ''
}

export default async function authRoutes (app: App): Promise<void> {
  const { config, db, hub, wechat } = app.ctx
  const loginLimit = { rateLimit: { max: config.rateLimitLogin.max, timeWindow: config.rateLimitLogin.windowMs } }
  const expectedDomain = (): string => siweDomainOf(config, app.server.address())

  /** Log the user in: token, login time, socket binding, the session payload. */
  async function startSession (req: FastifyRequest, userId: number, clientId: string | undefined, clientSecret: string | undefined): Promise<SessionPayload> {
    const { token, tokenHash } = await issueToken(db, userId, config.tokenTtlDays, appClient(req))
    await touchLogin(db, userId, req.ip)
    if (clientId !== undefined && clientId !== '' && clientSecret !== undefined && clientSecret !== '') await hub.bind(clientId, clientSecret, userId, tokenHash)
    return await sessionPayload(db, userId, token, publicBase(req, config))
  }

  app.get('/api/wanlshop/token/check', {
    config: { auth: true },
    schema: { querystring: Type.Object({}) }
  }, async (req) => {
    const user = me(req)
    const data: TokenCheck = { token: user.token, expires_in: Math.max(0, user.expiresAt - now()) }
    return ok(data)
  })

  app.get('/api/login/nonce', {
    config: loginLimit,
    schema: { querystring: Type.Object({}) }
  }, async (req) => {
    const grant = await createNonce(db, config.nonceTtlSeconds)
    const data: NonceResponse = {
      nonce: grant.nonce,
      domain: expectedDomain(),
      uri: publicBase(req, config),
      chain_id: config.chainId,
      statement: config.siweStatement,
      issued_at: new Date(grant.issuedAt * 1000).toISOString(),
      expiration_time: new Date(grant.expiresAt * 1000).toISOString()
    }
    return ok(data)
  })

  app.post('/api/login/login', {
    config: loginLimit,
    schema: {
      body: Type.Object({
        message: Type.String({ minLength: 1, maxLength: 4096 }),
        signature: Type.String({ pattern: '^0x[0-9a-fA-F]{130}$' }),
        invite_code: Type.Optional(InviteCode),
        client_id: Type.Optional(Type.Union([ClientId, Type.Literal('')])),
        client_secret: Type.Optional(Type.Union([ClientSecret, Type.Literal('')]))
      })
    }
  }, async (req) => {
    const { message, signature, invite_code: inviteCode, client_id: clientId, client_secret: clientSecret } = req.body
    const result = await walletLogin(db, config, { message, signature, invite_code: inviteCode }, expectedDomain())
    if (isRefusal(result)) return refused(req, result)
    return ok(await startSession(req, result.userId, clientId, clientSecret))
  })

  app.post('/api/login/wechat', {
    config: loginLimit,
    schema: {
      body: Type.Object({
        code: Type.String({ minLength: 1, maxLength: 128 }),
        invite_code: Type.Optional(InviteCode),
        client_id: Type.Optional(Type.Union([ClientId, Type.Literal('')])),
        client_secret: Type.Optional(Type.Union([ClientSecret, Type.Literal('')]))
      })
    }
  }, async (req) => {
    const { code, invite_code: inviteCode, client_id: clientId, client_secret: clientSecret } = req.body
    const result = await wechatLogin(db, wechat, code, inviteCode, { demoGrant: config.demoGrant })
    if (isRefusal(result)) return refused(req, result)
    return ok(await startSession(req, result.userId, clientId, clientSecret))
  })
}
