import { eq, sql } from 'drizzle-orm'
import {
  APPLICATION_STATE, APPLICATION_STATE_NAME, MAX_YEARS, OPERATION_MODES, PHOTOS_MAX, PHOTOS_MIN, STORE_TYPES,
  emailValid, packageFee, phoneValid, usccValid, type ApplicationData, type ApplicationState, type ApplicationView
} from '../../../types/merchant'
import type { Db } from '../../db/client'
import { merchantApplications, shopCategories, shopFreights, shops, shopTerms } from '../../db/schema'
import { refuse, isRefusal, type Refusal } from '../../lib/envelope'
import type { MsgParams } from '../../lib/i18n'
import { rows } from '../../lib/sql'
import { applyLedger } from '../wallet/ledger'
import { checkPayPassword } from '../pay/password'
import { forgetCatalogCaches } from '../catalog/service'
import { ownImages } from './images'
import type { Hub } from '../../realtime/hub'
import { pushNotice, storeNotice, type StoredNotice } from '../notice/service'
import { applicationMachine } from './machine'

// Settle-in (spec §4 Merchant onboarding, §5 Merchant application): the form is a server-side
// draft saved at every step (so it comes back on any device); each step is checked with the spec's
// messages in order; submitting charges the package (year 1 free, 100 USDT for each further year,
// ledger `system`) in the transaction that moves the application to review, so a double submit is
// one application and one fee, and a refused submission takes nothing.

const A = APPLICATION_STATE
const YEAR = 365 * 86_400

/** What each step owns (a draft save of a step replaces exactly these fields). */
export const STEP_FIELDS: Record<1 | 2 | 3, Array<keyof ApplicationData>> = {
  1: ['industry_category', 'store_type', 'industry', 'operation_mode'],
  2: ['licence_image', 'region', 'licence_name', 'uscc', 'valid_from', 'valid_to', 'legal_phone'],
  3: ['shop_name', 'contact_phone', 'email', 'address', 'profile', 'front_photos', 'interior_photos', 'checkout_photos']
}

const filled = (s: unknown): s is string => typeof s === 'string' && s.trim() !== ''
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The first rule of `step` the data breaks, in the spec's order, or null. */
export async function checkStep (db: Db, userId: number, step: 1 | 2 | 3, d: ApplicationData, maxBytes: number): Promise<Refusal | null> {
  if (step === 1) {
    if (!filled(d.industry_category)) return refuse('merchant.industry_category')
    if (!(STORE_TYPES as readonly string[]).includes(d.store_type ?? '')) return refuse('merchant.store_type')
    if (!filled(d.industry)) return refuse('merchant.industry')
    if (!(OPERATION_MODES as readonly string[]).includes(d.operation_mode ?? '')) return refuse('merchant.operation_mode')
    return null
  }
  if (step === 2) {
    if (!filled(d.licence_image)) return refuse('merchant.licence_first')
    if (!await ownImages(db, userId, [d.licence_image], maxBytes)) return refuse('merchant.photo_invalid')
    if (!filled(d.region)) return refuse('merchant.region')
    if (!filled(d.licence_name)) return refuse('merchant.licence_name')
    if (!usccValid(d.uscc ?? '')) return refuse('merchant.uscc')
    if (!DATE.test(d.valid_from ?? '') || !DATE.test(d.valid_to ?? '') || (d.valid_to ?? '') <= (d.valid_from ?? '')) return refuse('merchant.validity')
    if (!phoneValid(d.legal_phone ?? '')) return refuse('merchant.legal_phone')
    return null
  }
  if (!filled(d.shop_name)) return refuse('merchant.shop_name')
  if (!phoneValid(d.contact_phone ?? '')) return refuse('merchant.contact_phone')
  if (!emailValid(d.email ?? '')) return refuse('merchant.email')
  if (!filled(d.address)) return refuse('merchant.address')
  if (!filled(d.profile)) return refuse('merchant.profile')
  const front = d.front_photos ?? []
  const interior = d.interior_photos ?? []
  const checkout = d.checkout_photos ?? []
  if (front.length < PHOTOS_MIN.front) return refuse('merchant.front_photos')
  if (interior.length < PHOTOS_MIN.interior) return refuse('merchant.interior_photos')
  if (checkout.length < PHOTOS_MIN.checkout) return refuse('merchant.checkout_photos')
  const all = [...front, ...interior, ...checkout]
  if (front.length > PHOTOS_MAX || interior.length > PHOTOS_MAX || checkout.length > PHOTOS_MAX || !await ownImages(db, userId, all, maxBytes)) return refuse('merchant.photo_invalid')
  return null
}

type Row = typeof merchantApplications.$inferSelect

function view (r: Row | undefined): ApplicationView {
  if (r === undefined) {
    return { id: null, state: A.draft, state_name: 'draft', step: 0, data: {}, years: 1, fee: '0', reason: '', shop_id: null, submitted_at: null, reviewed_at: null, editable: true }
  }
  const state = r.state as ApplicationState
  return {
    id: r.id, state, state_name: APPLICATION_STATE_NAME[state], step: r.step, data: r.data as ApplicationData, years: r.years,
    fee: String(Number(r.fee)), reason: r.reason, shop_id: r.shopId, submitted_at: r.submittedAt, reviewed_at: r.reviewedAt,
    editable: state === A.draft || state === A.rejected
  }
}

export async function myApplication (db: Db, userId: number): Promise<ApplicationView> {
  const [r] = await db.select().from(merchantApplications).where(eq(merchantApplications.userId, userId)).limit(1)
  return view(r)
}

async function hasShop (db: Db, userId: number): Promise<boolean> {
  const found = await db.select({ id: shops.id }).from(shops).where(eq(shops.userId, userId)).limit(1)
  return found.length > 0
}

/** Saves a step of the draft after checking it (draft or rejected only); returns the application. */
export async function saveDraft (db: Db, userId: number, step: 1 | 2 | 3, input: ApplicationData, at: number, maxBytes: number): Promise<ApplicationView | Refusal> {
  if (await hasShop(db, userId)) return refuse('merchant.has_shop')
  const wrong = await checkStep(db, userId, step, input, maxBytes)
  if (wrong !== null) return wrong
  const part: Record<string, unknown> = {}
  for (const k of STEP_FIELDS[step]) part[k] = input[k]
  // one statement: create the draft or merge this step into it, only while it may be edited
  const saved = await rows<{ id: number, created: boolean }>(db, sql`
    insert into merchant_applications (user_id, state, step, data, created_at, updated_at)
    values (${userId}, ${A.draft}, ${step}, ${JSON.stringify(part)}::jsonb, ${at}, ${at})
    on conflict (user_id) do update set data = merchant_applications.data || excluded.data,
      step = greatest(merchant_applications.step, excluded.step), updated_at = excluded.updated_at
    where merchant_applications.state in (${A.draft}, ${A.rejected})
    returning id, (xmax = 0) as created`)
  if (saved.length === 0) return refuse('merchant.not_editable')
  if (saved[0].created) await applicationMachine.logCreated(db, [saved[0].id], { kind: 'buyer', id: userId }, at)
  return await myApplication(db, userId)
}

export interface SubmitInput { years?: number, agreement?: boolean, pay_password?: string }

class Undo extends Error { constructor (readonly refusal: Refusal) { super('undo') } }

/** Submits the application (all steps checked in order, then the package and the agreement). */
export async function submitApplication (db: Db, userId: number, input: SubmitInput, at: number, maxBytes: number): Promise<ApplicationView | Refusal> {
  if (await hasShop(db, userId)) return refuse('merchant.has_shop')
  const [r] = await db.select().from(merchantApplications).where(eq(merchantApplications.userId, userId)).limit(1)
  if (r === undefined) return refuse('merchant.industry_category')
  if (r.state !== A.draft && r.state !== A.rejected) return refuse('merchant.not_editable')
  const data = r.data as ApplicationData
  for (const step of [1, 2, 3] as const) {
    const wrong = await checkStep(db, userId, step, data, maxBytes)
    if (wrong !== null) return wrong
  }
  const years = input.years
  if (years === undefined || !Number.isInteger(years) || years < 1 || years > MAX_YEARS) return refuse('merchant.package')
  if (input.agreement !== true) return refuse('merchant.agreement')
  const fee = packageFee(years)
  if (Number(fee) > 0) {
    const wrong = await checkPayPassword(db, userId, input.pay_password ?? '', at)
    if (wrong !== null) return wrong
  }
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db
      const event = r.state === A.draft ? 'submit' : 'resubmit'
      const moved = await applicationMachine.transition(tx, [r.id], event, { kind: 'buyer', id: userId }, {
        at, where: sql`user_id = ${userId}`, set: { years: sql`${years}`, fee: sql`${fee}::numeric`, reason: sql`''` }
      })
      if (moved.length === 0) throw new Undo(refuse('merchant.not_editable'))
      if (Number(fee) > 0) {
        const after = await applyLedger(tx, { userId, asset: 'usdt', delta: `-${fee}`, billType: 'system', refType: 'merchant_application', refId: r.id, memo: `shop package ${years} years` })
        if (after === null) {
          const [b] = await rows<{ amount: string }>(tx, sql`select coalesce((select amount::text from balances where user_id = ${userId} and asset = 'usdt'), '0') as amount`)
          throw new Undo(refuse('merchant.balance', { n: String(Number(b.amount)) }))
        }
      }
    })
  } catch (e) {
    if (e instanceof Undo) return e.refusal
    throw e
  }
  return await myApplication(db, userId)
}

// ── platform ──

export interface AdminApplicationRow extends ApplicationView { user_id: number, username: string, wallet_address: string, created_at: number }

export async function adminApplications (db: Db, state: ApplicationState | undefined, page: number): Promise<{ total: number, per_page: number, current_page: number, last_page: number, data: AdminApplicationRow[] }> {
  const per = 15
  const where = state === undefined ? sql`a.state <> ${A.draft}` : sql`a.state = ${state}`
  const [list, [{ n }]] = await Promise.all([
    rows<Row & { username: string, walletAddress: string | null }>(db, sql`
      select a.id, a.user_id as "userId", a.state, a.step, a.data, a.years, a.fee::text as fee, a.reason, a.shop_id as "shopId",
        a.submitted_at as "submittedAt", a.reviewed_at as "reviewedAt", a.created_at as "createdAt", a.updated_at as "updatedAt",
        u.username, u.wallet_address as "walletAddress"
      from merchant_applications a join users u on u.id = a.user_id where ${where}
      order by (a.state = ${A.review}) desc, a.submitted_at desc nulls last, a.id desc limit ${per} offset ${(page - 1) * per}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from merchant_applications a where ${where}`)
  ])
  return {
    total: n, per_page: per, current_page: page, last_page: Math.max(1, Math.ceil(n / per)),
    data: list.map((r) => ({ ...view(r), user_id: r.userId, username: r.username, wallet_address: r.walletAddress ?? '', created_at: r.createdAt }))
  }
}

const STORE_TYPE_COLUMN: Record<string, string> = { self: 'self-owned', personal: 'personal', enterprise: 'enterprise', flagship: 'flagship' }

/**
 * Approve (the shop is made: name, type, contact and address from the application, a term of the
 * years bought, a default store category and a free shipping template to start from) or reject with
 * a reason (the fee goes back). `audit` writes the console's row in the same transaction.
 */
export async function reviewApplication (db: Db, hub: Hub, adminId: number, id: number, approve: boolean, reason: string, at: number,
  audit: (tx: Db, before: unknown, after: unknown) => Promise<void>): Promise<{ id: number, state: ApplicationState, shop_id: number | null } | Refusal> {
  if (!approve && reason.trim() === '') return refuse('merchant.reason')
  const out = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [r] = await tx.select().from(merchantApplications).where(eq(merchantApplications.id, id)).for('update')
    if (r === undefined) return refuse('merchant.not_found')
    const actor = { kind: 'platform' as const, id: adminId }
    if (!approve) {
      const moved = await applicationMachine.fire(tx, [id], 'reject', actor, { at, settings: null, note: reason, set: { reason: sql`${reason}` } })
      if (moved.length === 0) return refuse('merchant.wrong_state')
      await audit(tx, { state: r.state }, { state: A.rejected, reason })
      const notice = await notify(tx, r.userId, 'merchant.rejected', { reason }, at, { modules: 'merchant_application', modulesId: id })
      return { id, state: A.rejected as ApplicationState, shop_id: null, notice }
    }
    const moved = await applicationMachine.fire(tx, [id], 'approve', actor, { at, settings: null })
    if (moved.length === 0) return refuse('merchant.wrong_state')
    const d = r.data as ApplicationData
    const [shop] = await tx.insert(shops).values({
      userId: r.userId, shopname: d.shop_name ?? '', storeType: STORE_TYPE_COLUMN[d.store_type ?? 'personal'] ?? 'personal', isSelf: d.store_type === 'self',
      city: d.region ?? '', address: d.address ?? '', tel: d.contact_phone ?? '', bio: d.profile ?? '', avatar: d.front_photos?.[0] ?? '',
      createdAt: at
    }).returning({ id: shops.id })
    await tx.insert(shopTerms).values({ shopId: shop.id, expiresAt: at + r.years * YEAR })
    await tx.insert(shopCategories).values({ shopId: shop.id, name: '全部商品', nameEn: 'All products' })
    await tx.insert(shopFreights).values({ shopId: shop.id, name: '包邮', firstFee: '0', additionalFee: '0', createdAt: at })
    await tx.update(merchantApplications).set({ shopId: shop.id }).where(eq(merchantApplications.id, id))
    await audit(tx, { state: r.state }, { state: A.approved, shop_id: shop.id })
    const notice = await notify(tx, r.userId, 'merchant.approved', { name: d.shop_name ?? '' }, at, { modules: 'merchant_application', modulesId: id })
    return { id, state: A.approved as ApplicationState, shop_id: shop.id, notice }
  })
  if (isRefusal(out)) return out
  forgetCatalogCaches(db)
  const { notice, ...res } = out
  await pushNotice(hub, notice)
  return res
}

/**
 * A system notice to a merchant (review results, the term's end), stored as key + params by the
 * notice module and rendered in the reader's language when read. Written in the decision's
 * transaction, so each decision that commits leaves exactly one; the caller pushes it after.
 */
export async function notify (db: Db, userId: number, key: string, params: MsgParams, at: number,
  about: { modules: string, modulesId: number } = { modules: 'merchant', modulesId: 0 }): Promise<StoredNotice> {
  return await storeNotice(db, userId, { type: 'notice', key, params, modules: about.modules, modulesId: about.modulesId }, at)
}
