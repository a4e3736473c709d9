import { eq, sql } from 'drizzle-orm'
import { YEAR_FEE, phoneValid } from '../../../types/merchant'
import type { Db } from '../../db/client'
import { shops, shopTerms } from '../../db/schema'
import { isRefusal, refuse, type Refusal } from '../../lib/envelope'
import { rows } from '../../lib/sql'
import { applyLedger } from '../wallet/ledger'
import { checkPayPassword } from '../pay/password'
import { forgetCatalogCaches } from '../catalog/service'
import { ownImages } from './images'
import { notify } from './application'

// The merchant's shop: certification (spec §5: name, intro, business hours, a valid contact number,
// region, address, logo, header background, a purchased package) and, separately, renewal (one
// year for 100 USDT, ledger `system`). An expired shop (status 'expired') leaves every list — the
// catalogue, cart and checkout only read goods of shops whose status is 'normal' — and its owner
// gets a notice a week before and on the day.

const YEAR = 365 * 86_400
const NOTICE_BEFORE = 7 * 86_400

export interface MyShop {
  id: number
  shopname: string
  bio: string
  business_hours: string
  tel: string
  city: string
  address: string
  avatar: string
  image: string
  status: string
  /** why the platform closed the shop ('' unless closed) */
  close_reason: string
  expires_at: number | null
  year_fee: string
}

/** The caller's shop, or the refusal telling a non-merchant to apply first. */
export async function myShop (db: Db, userId: number): Promise<MyShop | Refusal> {
  const [s] = await rows<MyShop>(db, sql`
    select s.id, s.shopname, s.bio, s.business_hours, s.tel, s.city, s.address, s.avatar, s.image, s.status, s.close_reason, t.expires_at::int as expires_at
    from shops s left join shop_terms t on t.shop_id = s.id where s.user_id = ${userId} order by s.id limit 1`)
  if (s === undefined) return refuse('merchant.apply_first')
  return { ...s, expires_at: s.expires_at === null ? null : Number(s.expires_at), year_fee: YEAR_FEE }
}

export interface ShopInput { shopname?: string, bio?: string, business_hours?: string, tel?: string, city?: string, address?: string, avatar?: string, image?: string }

const filled = (s: unknown): s is string => typeof s === 'string' && s.trim() !== ''

export async function certifyShop (db: Db, userId: number, input: ShopInput, maxBytes: number): Promise<MyShop | Refusal> {
  const shop = await myShop(db, userId)
  if (isRefusal(shop)) return shop
  if (!filled(input.shopname)) return refuse('merchant.shop_name')
  if (!filled(input.bio)) return refuse('merchant.shop_intro')
  if (!filled(input.business_hours)) return refuse('merchant.shop_hours')
  if (!phoneValid(input.tel ?? '')) return refuse('merchant.shop_tel')
  if (!filled(input.city)) return refuse('merchant.shop_region')
  if (!filled(input.address)) return refuse('merchant.shop_address')
  if (!filled(input.avatar)) return refuse('merchant.shop_logo')
  if (!filled(input.image)) return refuse('merchant.shop_header')
  const keep = [input.avatar, input.image].filter((p) => p !== shop.avatar && p !== shop.image)
  if (!await ownImages(db, userId, keep, maxBytes)) return refuse('merchant.photo_invalid')
  if (shop.expires_at === null) return refuse('merchant.shop_package')
  await db.update(shops).set({
    shopname: input.shopname.trim(), bio: input.bio.trim(), businessHours: input.business_hours.trim(), tel: input.tel ?? '',
    city: input.city.trim(), address: input.address.trim(), avatar: input.avatar, image: input.image
  }).where(eq(shops.id, shop.id))
  forgetCatalogCaches(db)
  return await myShop(db, userId)
}

class Undo extends Error { constructor (readonly refusal: Refusal) { super('undo') } }

/** Renew one year: 100 USDT with the payment password; an expired shop reopens. */
export async function renewShop (db: Db, userId: number, payPassword: string, at: number): Promise<MyShop | Refusal> {
  const shop = await myShop(db, userId)
  if (isRefusal(shop)) return shop
  if (shop.status === 'closed') return refuse('merchant.shop_closed')
  const wrong = await checkPayPassword(db, userId, payPassword, at)
  if (wrong !== null) return wrong
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db
      const after = await applyLedger(tx, { userId, asset: 'usdt', delta: `-${YEAR_FEE}`, billType: 'system', refType: 'shop_renewal', refId: shop.id, memo: 'shop renewal 1 year' })
      if (after === null) {
        const [b] = await rows<{ amount: string }>(tx, sql`select coalesce((select amount::text from balances where user_id = ${userId} and asset = 'usdt'), '0') as amount`)
        throw new Undo(refuse('merchant.balance', { n: String(Number(b.amount)) }))
      }
      await tx.execute(sql`insert into shop_terms (shop_id, expires_at) values (${shop.id}, ${at + YEAR})
        on conflict (shop_id) do update set expires_at = greatest(shop_terms.expires_at, ${at}) + ${YEAR}, noticed_at = null`)
      await tx.execute(sql`update shops set status = 'normal' where id = ${shop.id} and status = 'expired'`)
    })
  } catch (e) {
    if (e instanceof Undo) return e.refusal
    throw e
  }
  forgetCatalogCaches(db)
  return await myShop(db, userId)
}

const day = (t: number): string => new Date(t * 1000).toISOString().slice(0, 10)

/**
 * The expiry job: a notice a week before the end (once per expiry date), and at the end the shop
 * becomes 'expired' (its goods vanish from every list at once on this instance, within seconds on
 * the others). Conditional updates: any number of instances, each shop once.
 */
export async function expireShops (db: Db, at: number): Promise<{ noticed: number[], expired: number[] }> {
  const noticed = await rows<{ shopId: number, userId: number, expiresAt: number }>(db, sql`
    update shop_terms t set noticed_at = ${at} from shops s
    where s.id = t.shop_id and s.status = 'normal' and t.noticed_at is null and t.expires_at > ${at} and t.expires_at <= ${at + NOTICE_BEFORE}
    returning t.shop_id as "shopId", s.user_id as "userId", t.expires_at::int as "expiresAt"`)
  for (const n of noticed) await notify(db, n.userId, 'merchant.expiring', { date: day(Number(n.expiresAt)) }, at)
  const expired = await rows<{ id: number, userId: number }>(db, sql`
    update shops s set status = 'expired' from shop_terms t
    where t.shop_id = s.id and s.status = 'normal' and t.expires_at <= ${at}
    returning s.id, s.user_id as "userId"`)
  for (const s of expired) await notify(db, s.userId, 'merchant.expired', {}, at)
  if (expired.length > 0) forgetCatalogCaches(db)
  return { noticed: noticed.map((n) => n.shopId), expired: expired.map((s) => s.id) }
}

export async function termOf (db: Db, shopId: number): Promise<number | null> {
  const [t] = await db.select({ at: shopTerms.expiresAt }).from(shopTerms).where(eq(shopTerms.shopId, shopId))
  return t?.at ?? null
}
