import { Type } from '@fastify/type-provider-typebox'
import { eq } from 'drizzle-orm'
import { me, refused, t, type App } from '../../context'
import { users } from '../../db/schema'
import { isRefusal, ok } from '../../lib/envelope'
import { IdempotencyKey } from '../../lib/idempotency'
import { PageQuery } from '../../lib/paging'
import { dropEmptyQuery } from '../../lib/query'
import { Id } from '../../lib/schemas'
import { now } from '../../lib/time'
import { BILL_TYPES, TRANSFER_ASSETS, WALLET_ASSETS, WITHDRAW_TYPES } from '../../../types/wallet'
import { addCard, cardOf, deleteCard, listCards, realNameOf, submitRealName } from './cards'
import { claimDeposit, closeChain, depositInfo, listDeposits } from './deposit'
import { billDetail, bills, overview, points, vouchers } from './service'
import { transfer, transferInfo } from './transfer'
import { createWithdrawal, listWithdrawals, withdrawInfo, withdrawalOf } from './withdraw'

// The wallet's API (thin: schemas here, rules in the services). Amounts are strings the services
// parse themselves, so "-1", "1e3", "abc" or 20 digits get a message saying what is wrong.

const lit = <T extends string>(xs: readonly T[]) => Type.Union(xs.map((x) => Type.Literal(x)))
const AmountText = Type.String({ maxLength: 40 })
const PayPassword = Type.String({ maxLength: 64 })

export default async function walletRoutes (app: App): Promise<void> {
  const { config, db } = app.ctx

  app.get('/api/wanlshop/wallet/assets', { config: { auth: true }, schema: { querystring: Type.Object({}) } }, async (req) => {
    return ok(await overview(db, me(req).id, config.chain !== null))
  })

  app.get('/api/wanlshop/pay/moneyLog', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object({ asset: Type.Optional(lit(WALLET_ASSETS)), type: Type.Optional(lit(BILL_TYPES)), ...PageQuery }) }
  }, async (req) => ok(await bills(db, me(req).id, req.query, req.lang)))

  app.get('/api/wanlshop/pay/details', { config: { auth: true }, schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const res = await billDetail(db, me(req).id, req.query.id, req.lang)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })

  // ---- recharge (on chain) ----
  app.get('/api/wanlshop/wallet/depositInfo', { config: { auth: true }, schema: { querystring: Type.Object({}) } }, async (req) => {
    const [u] = await db.select({ wallet: users.walletAddress }).from(users).where(eq(users.id, me(req).id))
    return ok(depositInfo(config, u?.wallet ?? null))
  })
  // each claim may ask the chain for a receipt: limited per client
  app.post('/api/wanlshop/wallet/deposit', { config: { auth: true, rateLimit: { max: 20, timeWindow: 60_000 } }, schema: { body: Type.Object({ tx_hash: Type.String({ maxLength: 100 }) }) } }, async (req) => {
    const res = await claimDeposit(db, config, me(req).id, req.body.tx_hash)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, res.state === 'pending' ? 'wallet.deposit_submitted' : 'bill.recharge'))
  })
  app.get('/api/wanlshop/wallet/deposits', { config: { auth: true }, preValidation: dropEmptyQuery, schema: { querystring: Type.Object({ ...PageQuery }) } }, async (req) => {
    return ok(await listDeposits(db, config, me(req).id, req.query.page, req.lang))
  })

  // ---- withdrawal ----
  app.get('/api/wanlshop/pay/initialWithdraw', { config: { auth: true }, schema: { querystring: Type.Object({}) } }, async (req) => ok(await withdrawInfo(db, me(req).id)))
  app.post('/api/wanlshop/pay/withdraw', {
    config: { auth: true },
    schema: { body: Type.Object({ amount: AmountText, type: lit(WITHDRAW_TYPES), card_id: Type.Optional(Id), pay_password: PayPassword, key: IdempotencyKey }) }
  }, async (req) => {
    const res = await createWithdrawal(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'wallet.withdraw_created'))
  })
  app.get('/api/wanlshop/pay/withdrawLog', { config: { auth: true }, preValidation: dropEmptyQuery, schema: { querystring: Type.Object({ ...PageQuery }) } }, async (req) => {
    return ok(await listWithdrawals(db, me(req).id, req.query.page, req.query.limit))
  })
  app.get('/api/wanlshop/pay/withdrawInfo', { config: { auth: true }, schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const w = await withdrawalOf(db, me(req).id, req.query.id)
    return w === null ? refused(req, { refusal: 'wallet.withdraw_not_found' }) : ok(w)
  })

  // ---- transfer ----
  app.get('/api/wanlshop/wallet/transferInfo', { config: { auth: true }, schema: { querystring: Type.Object({ asset: lit(TRANSFER_ASSETS) }) } }, async (req) => {
    return ok(await transferInfo(db, me(req).id, req.query.asset))
  })
  app.post('/api/wanlshop/wallet/transfer', {
    config: { auth: true },
    schema: { body: Type.Object({ asset: lit(TRANSFER_ASSETS), to: Type.String({ maxLength: 64 }), amount: AmountText, pay_password: PayPassword, key: IdempotencyKey }) }
  }, async (req) => {
    const res = await transfer(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'wallet.transferred'))
  })

  // ---- bank cards ----
  app.get('/api/wanlshop/pay/getPayAccount', { config: { auth: true }, schema: { querystring: Type.Object({}) } }, async (req) => ok(await listCards(db, me(req).id)))
  app.get('/api/wanlshop/pay/payAccount', { config: { auth: true }, schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const res = await cardOf(db, me(req).id, req.query.id)
    return isRefusal(res) ? refused(req, res) : ok(res)
  })
  app.post('/api/wanlshop/pay/addPayAccount', {
    config: { auth: true },
    schema: { body: Type.Object({ holder: Type.String({ maxLength: 100 }), bank: Type.String({ maxLength: 100 }), card_no: Type.String({ maxLength: 40 }), branch: Type.Optional(Type.String({ maxLength: 200 })) }) }
  }, async (req) => {
    const res = await addCard(db, me(req).id, req.body)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'wallet.card_added'))
  })
  app.post('/api/wanlshop/pay/delPayAccount', { config: { auth: true }, schema: { body: Type.Object({ id: Id }) } }, async (req) => {
    const res = await deleteCard(db, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'wallet.card_deleted'))
  })

  // ---- real name ----
  app.get('/api/wanlshop/user/realName', { config: { auth: true }, schema: { querystring: Type.Object({}) } }, async (req) => ok(await realNameOf(db, me(req).id)))
  app.post('/api/wanlshop/user/realName', {
    config: { auth: true },
    schema: { body: Type.Object({ name: Type.String({ maxLength: 60 }), id_number: Type.String({ maxLength: 30 }), front: Type.String({ maxLength: 300 }), back: Type.String({ maxLength: 300 }) }) }
  }, async (req) => {
    const res = await submitRealName(db, me(req).id, req.body, config.uploadMaxBytes)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'wallet.rn_submitted'))
  })

  // ---- points and vouchers ----
  app.get('/api/wanlshop/wallet/points', { config: { auth: true }, schema: { querystring: Type.Object({}) } }, async (req) => ok(await points(db, me(req).id, now())))
  app.get('/api/wanlshop/wallet/vouchers', { config: { auth: true }, schema: { querystring: Type.Object({}) } }, async (req) => ok(await vouchers(db, me(req).id, now())))

  app.addHook('onClose', async () => { closeChain(config) })
}
