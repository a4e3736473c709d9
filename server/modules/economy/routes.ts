import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { IdempotencyKey } from '../../lib/idempotency'
import { PageQuery, pageOf, paginated } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { now } from '../../lib/time'
import { EXCHANGE_PAIRS, PLEDGE_TERMS, type EconomyOverview } from '../../../types/economy'
import { assetsOverview, earnings } from './assets'
import { exchange, exchangeRecords, preview } from './exchange'
import { activePledges, equities, pledge, pledgeRecords, redeem } from './pledge'
import { economySettings } from './settings'
import { tierParts } from './tiers'
import { nodeContractInfo, nodeRecords } from './node-contract'
import { rows } from '../../lib/sql'
import { sql } from 'drizzle-orm'
import { amount } from '../../lib/money'

// The token economy's API (issue 14; all need a login): the Exchange tab, pledge and its records,
// node equities, the assets figures and earnings. Amounts are strings the services parse.

const lit = <T extends string>(xs: readonly T[]) => Type.Union(xs.map((x) => Type.Literal(x)))
const AmountText = Type.String({ maxLength: 40 })
const PayPassword = Type.String({ maxLength: 64 })

/** A service's "one row more" page as the Paginated shape every list answers with. */
function paged<T> (q: { page?: number, limit?: number }, fetch: (page: number, limit: number) => Promise<{ data: T[], more: boolean }>): Promise<ReturnType<typeof paginated<T>>> {
  const p = pageOf(q.page, q.limit)
  if (p.beyond) return Promise.resolve(paginated(p, p.offset, []))
  return fetch(p.page, p.limit).then((r) => paginated(p, p.offset + r.data.length + (r.more ? 1 : 0), r.data))
}

export default async function economyRoutes (app: App): Promise<void> {
  const { config, db } = app.ctx
  const auth = { auth: true }

  app.get('/api/wanlshop/economy/overview', { config: auth, schema: { querystring: Type.Object({}) } }, async (req) => {
    const userId = me(req).id
    const s = await economySettings(db, config)
    const bal = await rows<{ asset: 'usdt' | 'bbt' | 'bbc', amount: string }>(db, sql`select asset, amount::text as amount from balances where user_id = ${userId} and asset in ('usdt', 'bbt', 'bbc')`)
    const of = (a: string): string => amount(bal.find((b) => b.asset === a)?.amount ?? '0')
    const parts = await tierParts(db, userId)
    const out: EconomyOverview = {
      balances: { usdt: of('usdt'), bbt: of('bbt'), bbc: of('bbc') },
      rates: { bbt_usdt: amount(s.bbt_usdt), bbc_usdt: amount(s.bbc_usdt), fee_rate: amount(s.exchange_fee_rate) },
      terms: [...PLEDGE_TERMS],
      pledged: amount(parts.pledged),
      node_tier: parts.tier,
      pledges: await activePledges(db, userId)
    }
    return ok(out)
  })

  app.get('/api/wanlshop/economy/quote', { config: auth, schema: { querystring: Type.Object({ pair: lit(EXCHANGE_PAIRS), amount: AmountText }) } }, async (req) => {
    const q = await preview(db, config, req.query.pair, req.query.amount)
    return isRefusal(q) ? refused(req, q) : ok(q)
  })

  app.post('/api/wanlshop/economy/exchange', {
    config: auth,
    schema: { body: Type.Object({ pair: lit(EXCHANGE_PAIRS), amount: AmountText, pay_password: PayPassword, key: IdempotencyKey }) }
  }, async (req) => {
    const r = await exchange(db, config, me(req).id, req.body, now())
    return isRefusal(r) ? refused(req, r) : ok(r, t(req, 'economy.exchanged'))
  })

  app.post('/api/wanlshop/economy/pledge', {
    config: auth,
    schema: { body: Type.Object({ amount: AmountText, days: Type.Integer({ minimum: 1, maximum: 3650 }), pay_password: PayPassword, key: IdempotencyKey }) }
  }, async (req) => {
    const r = await pledge(db, me(req).id, req.body, now())
    return isRefusal(r) ? refused(req, r) : ok(r, t(req, 'economy.pledged'))
  })

  app.post('/api/wanlshop/economy/redeem', { config: auth, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const r = await redeem(db, me(req).id, req.body.id, now())
    return isRefusal(r) ? refused(req, r) : ok(r, t(req, 'economy.redeem_ok'))
  })

  app.get('/api/wanlshop/economy/pledgeRecord', { config: auth, preValidation: dropEmptyQuery, schema: { querystring: Type.Object({ ...PageQuery }) } }, async (req) => {
    return ok(await paged(req.query, async (p, l) => await pledgeRecords(db, me(req).id, p, l)))
  })

  app.get('/api/wanlshop/economy/exchangeRecord', { config: auth, preValidation: dropEmptyQuery, schema: { querystring: Type.Object({ ...PageQuery }) } }, async (req) => {
    return ok(await paged(req.query, async (p, l) => await exchangeRecords(db, me(req).id, p, l)))
  })

  app.get('/api/wanlshop/economy/equities', { config: auth, schema: { querystring: Type.Object({}) } }, async (req) => {
    return ok(await equities(db, config, me(req).id))
  })

  app.get('/api/wanlshop/economy/nodeContract', { config: auth, schema: { querystring: Type.Object({}) } }, async (req) => {
    const r = await nodeContractInfo(db, config, me(req).id)
    if (r.failure !== null) req.log.warn({ err: r.failure }, 'node NFT contract not readable')
    return ok(r.info)
  })

  app.get('/api/wanlshop/economy/nodeRecords', { config: auth, preValidation: dropEmptyQuery, schema: { querystring: Type.Object({ ...PageQuery }) } }, async (req) => {
    return ok(await paged(req.query, async (p, l) => await nodeRecords(db, me(req).id, p, l)))
  })

  app.get('/api/wanlshop/economy/assets', { config: auth, schema: { querystring: Type.Object({}) } }, async (req) => {
    return ok(await assetsOverview(db, me(req).id))
  })

  app.get('/api/wanlshop/economy/earnings', { config: auth, preValidation: dropEmptyQuery, schema: { querystring: Type.Object({ ...PageQuery }) } }, async (req) => {
    return ok(await paged(req.query, async (p, l) => await earnings(db, me(req).id, p, l, req.lang)))
  })
}
