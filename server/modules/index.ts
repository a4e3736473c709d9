import type { DomainModule } from '../lib/module'
import account from './account'
import address from './address'
import admin from './admin'
import agents from './agents'
import article from './article'
import auth from './auth'
import cart from './cart'
import catalog from './catalog'
import chat from './chat'
import coupon from './coupon'
import common from './common'
import find from './find'
import groups from './groups'
import live from './live'
import notice from './notice'
import order from './order'
import pay from './pay'
import refund from './refund'
import shop from './shop'
import signin from './signin'
import social from './social'
import upload from './upload'
import user from './user'
import economy from './economy'
import merchant from './merchant'
import wallet from './wallet'
import wechat from './wechat'
import wxpay from './wxpay'

// THE list of domain modules: app.ts (routes, machines, messages, statistics), the scheduler
// (jobs) and the seed loop over it, in this order. A new domain: a folder with an index.ts
// manifest (copy modules/_template/) and one line here.

export const modules = [
  auth,
  user,
  common,
  upload,
  chat,
  notice,
  wechat,
  wallet,
  catalog,
  social,
  shop,
  article,
  cart,
  address,
  order,
  pay,
  admin,
  account,
  refund,
  agents,
  find,
  live,
  economy,
  coupon,
  groups,
  signin,
  wxpay,
  merchant
] as const satisfies readonly DomainModule[]

/** Every module's message keys (lib/i18n.ts makes them part of MsgKey). */
export type ModuleMsgKey = MessageKeys<typeof modules[number]>
type MessageKeys<T> = T extends DomainModule<infer M> ? keyof M & string : never
