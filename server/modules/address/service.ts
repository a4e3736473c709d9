import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Paginated } from '../../../types/envelope'
import type { Address, AddressInput } from '../../../types/order'
import { normalMobile } from '../../../types/validate'
import type { Db } from '../../db/client'
import { addresses } from '../../db/schema'
import { refuse, type Refusal } from '../../lib/envelope'
import { paginated, type Page } from '../../lib/paging'
import { now } from '../../lib/time'
import { inTransaction } from '../../lib/tx'
import { regionOf } from './areas'

// Delivery addresses: every query is bound to the caller (WHERE id AND user_id — the study's IDOR
// was an edit by id alone). A user's first address is the default; making one the default clears
// the others in the same transaction (a partial unique index allows one default per user).

export const MAX_ADDRESSES = 50

type Row = typeof addresses.$inferSelect

export function toAddress (r: Row): Address {
  return {
    id: r.id,
    name: r.name,
    mobile: r.mobile,
    province: r.province,
    city: r.city,
    district: r.district,
    adcode: r.adcode,
    address: r.address,
    formatted_address: `${r.province} ${r.city} ${r.district} ${r.address}`,
    location: r.location,
    default: r.isDefault
  }
}

const LOCATION = /^-?\d{1,3}(\.\d{1,10})?,-?\d{1,2}(\.\d{1,10})?$/

/** A receiver's phone (the contract's rule; order checkout's pickup contact imports it from here). */
export { normalMobile }

/** A receiver's name: 1–20 characters after trimming. */
export function checkName (v: string): string | Refusal {
  const name = v.trim()
  if (name === '') return refuse('address.name_required')
  if ([...name].length > 20) return refuse('address.name_too_long')
  return name
}

/** What address/address accepts: AddressInput with location and default optional. */
export type AddressData = Omit<AddressInput, 'location' | 'default'> & { location?: string, default?: boolean }

interface CleanAddress { name: string, mobile: string, province: string, city: string, district: string, adcode: string, address: string, location: string }

/** The spec's checks in its order: receiver name, valid phone, region, detailed address. */
export async function validateAddress (input: AddressData): Promise<CleanAddress | Refusal> {
  const name = checkName(input.name)
  if (typeof name !== 'string') return name
  const mobile = normalMobile(input.mobile)
  if (mobile === null) return refuse('address.mobile_invalid')
  const region = /^\d{6}$/.test(input.adcode) ? await regionOf(input.adcode) : null
  if (region === null || region.province !== input.province.trim() || region.city !== input.city.trim() || region.district !== input.district.trim()) {
    return refuse('address.region_required')
  }
  const detail = input.address.trim()
  const len = [...detail].length
  if (len < 2 || len > 120) return refuse('address.detail_required')
  const location = (input.location ?? '').trim()
  if (location !== '' && !LOCATION.test(location)) return refuse('address.location_invalid')
  return { name, mobile, ...region, adcode: input.adcode, address: detail, location }
}

/** address/getaddress: the default first, then newest first. */
export async function addressPage (db: Db, userId: number, p: Page): Promise<Paginated<Address>> {
  const [totalRows, list] = await Promise.all([
    db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId)),
    p.beyond
      ? []
      : db.select().from(addresses).where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)).limit(p.limit).offset(p.offset)
  ])
  return paginated(p, Number(totalRows[0]?.n ?? 0), list.map(toAddress))
}

/** One of the caller's addresses, or null. */
export async function ownAddress (db: Db, userId: number, id: number): Promise<Row | null> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1)
  return row ?? null
}

/** The caller's default address (else the newest), or null. */
export async function defaultAddress (db: Db, userId: number): Promise<Row | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)).limit(1)
  return row ?? null
}

/** Serialises one user's address changes (default handling) on PostgreSQL. */
async function lockUser (tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`)
}

/** address/address: add, or edit one of the caller's own addresses. */
export async function saveAddress (db: Db, userId: number, type: 'add' | 'edit', input: AddressData): Promise<Address | Refusal> {
  const clean = await validateAddress(input)
  if ('refusal' in clean) return clean
  const wantsDefault = input.default === true
  return await inTransaction(db, async (tx) => {
    await lockUser(tx, userId)
    const t = now()
    if (type === 'add') {
      const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))
      const existing = Number(n)
      if (existing >= MAX_ADDRESSES) return refuse('address.too_many', { n: MAX_ADDRESSES })
      const isDefault = wantsDefault || existing === 0
      if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
      const [row] = await tx.insert(addresses).values({ userId, ...clean, isDefault, createdAt: t }).returning()
      return toAddress(row)
    }
    if (input.id === undefined) return refuse('address.not_found')
    const current = await ownAddress(tx, userId, input.id)
    if (current === null) return refuse('address.not_found')
    if (wantsDefault) {
      await tx.update(addresses).set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, current.id)))
    }
    const isDefault = input.default === undefined ? current.isDefault : wantsDefault
    const [row] = await tx.update(addresses).set({ ...clean, isDefault })
      .where(and(eq(addresses.id, current.id), eq(addresses.userId, userId))).returning()
    return toAddress(row)
  })
}

/** address/deladdress: only the caller's; deleting the default makes the newest remaining one the default. */
export async function deleteAddress (db: Db, userId: number, id: number): Promise<null | Refusal> {
  return await inTransaction(db, async (tx) => {
    await lockUser(tx, userId)
    const [gone] = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault })
    if (gone === undefined) return refuse('address.not_found')
    if (gone.isDefault) {
      const next = await defaultAddress(tx, userId)
      if (next !== null) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id))
    }
    return null
  })
}

