import { sql } from 'drizzle-orm'
import type { DomainModule } from '../../lib/module'
import { wechatPayOf } from './adapter'
import { messages } from './messages'
import { sendRefunds } from './refunds'
import routes from './routes'
import { closeExpired } from './trades'

// The WeChat Pay module's manifest (issue 21): JSAPI payments (WeChat's browser, the mini
// program) of orders and USDT recharges, their notifications, closing and refunds.

const manifest: DomainModule<typeof messages> = {
  name: 'wxpay',
  routes,
  messages,
  jobs: [
    {
      name: 'wxpay.close_expired',
      run: async (db, at, ctx) => {
        const pay = wechatPayOf(ctx.config)
        if (pay !== null) await closeExpired(db, pay, ctx.config.orderTimers, at)
      }
    },
    {
      name: 'wxpay.refund_send',
      table: 'wxpay_refunds',
      due: () => sql`state = 'pending'`,
      handle: async (tx, ids, at, ctx) => {
        const pay = wechatPayOf(ctx.config)
        return pay === null ? [] : await sendRefunds(tx, ids, pay, ctx.config.orderTimers, at)
      }
    }
  ]
}
export default manifest
