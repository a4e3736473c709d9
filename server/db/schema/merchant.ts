import { pgTable, serial, text, integer, numeric, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './users'
import { goods, shops } from './catalog'
import { stateLogColumns, unix } from './columns'

// Merchants (issue 13): settle-in applications (a server-side draft that becomes a review request),
// the shop's paid term (certification and renewal are separate: the term is what renewal extends),
// and the log of the goods listing machine (goods.listing_state, see modules/merchant/listing.ts).


/** One application per user (the unique index is what makes a double submit one application). */
export const merchantApplications = pgTable('merchant_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** 1 draft, 2 under review, 3 rejected, 4 approved (types/merchant.ts APPLICATION_STATE) */
  state: integer('state').notNull().default(1),
  /** the last step the applicant saved (1–4) */
  step: integer('step').notNull().default(0),
  /** the form as the applicant left it (types/merchant.ts ApplicationData) */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  /** years bought at submission (1 free, 2 or 3 at 100 USDT per paid year) */
  years: integer('years').notNull().default(1),
  fee: numeric('fee', { precision: 18, scale: 2 }).notNull().default('0'),
  reason: text('reason').notNull().default(''),
  shopId: integer('shop_id').references(() => shops.id),
  submittedAt: unix('submitted_at'),
  reviewedAt: unix('reviewed_at'),
  createdAt: unix('created_at').notNull(),
  updatedAt: unix('updated_at').notNull()
}, (t) => [
  uniqueIndex('merchant_applications_user_idx').on(t.userId),
  index('merchant_applications_state_idx').on(t.state, t.id),
  check('merchant_applications_years', sql`${t.years} between 1 and 3`)
])

export const merchantApplicationLogs = pgTable('merchant_application_logs', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => merchantApplications.id),
  ...stateLogColumns()
}, (t) => [index('merchant_application_logs_idx').on(t.applicationId, t.id)])

/** A shop's paid term: its goods leave sale when it ends (the expiry job), renewal adds a year. */
export const shopTerms = pgTable('shop_terms', {
  shopId: integer('shop_id').primaryKey().references(() => shops.id),
  expiresAt: unix('expires_at').notNull(),
  /** when the "expires soon" notice went out for the current expiry (null: not yet) */
  noticedAt: unix('noticed_at')
}, (t) => [index('shop_terms_expires_idx').on(t.expiresAt)])

export const goodsListingLogs = pgTable('goods_listing_logs', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  ...stateLogColumns()
}, (t) => [index('goods_listing_logs_idx').on(t.goodsId, t.id)])
