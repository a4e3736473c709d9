import { sql } from 'drizzle-orm'
import { APPLICATION_STATE, LISTING_STATE, LISTING_STATUS, type ApplicationState, type ListingState } from '../../../types/merchant'
import type { Db } from '../../db/client'
import { defineMachine, type ActorRef } from '../../lib/state-machine'
import { intArray, rows } from '../../lib/sql'
import { applyLedger } from '../wallet/ledger'

// The two machines of the merchants' domain (spec §4), on the shared kit:
// - the settle-in application: draft → under review → approved | rejected → (edit) → under review;
//   a rejection gives the package fee back in the same transaction (ledger `system`);
// - the goods listing (goods.listing_state): under review → on sale (or removed by shop when its
//   sale status is `warehouse`) | review failed; on sale →
//   removed by shop (and back) | removed by platform; any edit sends it back to review; delete.
//   Every move also writes goods.status, the one column the catalogue, cart and checkout read.

const A = APPLICATION_STATE

export interface ApplicationFacts { state: ApplicationState }

async function feeBack (tx: Db, ids: number[]): Promise<void> {
  const found = await rows<{ id: number, userId: number, fee: string }>(tx, sql`
    select id, user_id as "userId", fee::text as fee from merchant_applications where id = any(${intArray(ids)}::int[]) and fee > 0 order by id`)
  for (const a of found) {
    await applyLedger(tx, { userId: a.userId, asset: 'usdt', delta: a.fee, billType: 'system', refType: 'merchant_application', refId: a.id, memo: 'merchant application rejected' })
  }
}

export const applicationMachine = defineMachine<ApplicationState, 'submit' | 'resubmit' | 'approve' | 'reject', 'edit', ApplicationFacts, null>({
  name: 'merchant_application',
  tables: { table: 'merchant_applications', log: 'merchant_application_logs', logKey: 'application_id' },
  states: A,
  initial: A.draft,
  final: [A.approved],
  wrongState: 'merchant.wrong_state',
  events: {
    submit: { from: A.draft, to: A.review, actors: ['buyer'], stamps: ['submitted_at'] },
    resubmit: { from: A.rejected, to: A.review, actors: ['buyer'], stamps: ['submitted_at'] },
    approve: { from: A.review, to: A.approved, actors: ['platform'], stamps: ['reviewed_at'] },
    reject: { from: A.review, to: A.rejected, actors: ['platform'], stamps: ['reviewed_at'], effect: async (tx, ids) => { await feeBack(tx, ids) } }
  },
  actions: { edit: { in: [A.draft, A.rejected], actors: ['buyer'] } }
})

const L = LISTING_STATE

export interface ListingFacts { state: ListingState }

export type ListingEvent =
  | 'approve' | 'approve_warehouse' | 'reject' | 'ban' | 'unpublish' | 'publish'
  | 'edit_on_sale' | 'edit_rejected' | 'edit_banned' | 'edit_hidden'
  | 'delete_review' | 'delete_rejected' | 'delete_banned' | 'delete_hidden'

export const listingMachine = defineMachine<ListingState, ListingEvent, 'edit', ListingFacts, null>({
  name: 'goods_listing',
  tables: { table: 'goods', stateColumn: 'listing_state', log: 'goods_listing_logs', logKey: 'goods_id' },
  states: L,
  initial: L.review,
  final: [L.deleted],
  wrongState: 'merchant.goods_wrong_state',
  events: {
    approve: { from: L.review, to: L.onSale, actors: ['platform'] },
    // approved, but the merchant chose to keep it in the warehouse (sale status): removed by shop
    approve_warehouse: { from: L.review, to: L.hidden, actors: ['platform'] },
    reject: { from: L.review, to: L.rejected, actors: ['platform'] },
    ban: { from: L.onSale, to: L.banned, actors: ['platform'] },
    unpublish: { from: L.onSale, to: L.hidden, actors: ['seller'] },
    publish: { from: L.hidden, to: L.onSale, actors: ['seller'] },
    // an edited product is reviewed again, and is off sale until then
    edit_on_sale: { from: L.onSale, to: L.review, actors: ['seller'] },
    edit_rejected: { from: L.rejected, to: L.review, actors: ['seller'] },
    edit_banned: { from: L.banned, to: L.review, actors: ['seller'] },
    edit_hidden: { from: L.hidden, to: L.review, actors: ['seller'] },
    delete_review: { from: L.review, to: L.deleted, actors: ['seller'] },
    delete_rejected: { from: L.rejected, to: L.deleted, actors: ['seller'] },
    delete_banned: { from: L.banned, to: L.deleted, actors: ['seller'] },
    delete_hidden: { from: L.hidden, to: L.deleted, actors: ['seller'] }
  },
  // editing a product still under review changes no state
  actions: { edit: { in: [L.review], actors: ['seller'] } }
})

/** The edit / delete event leaving `state`, if any. */
export function editEvent (state: ListingState): ListingEvent | null {
  return ({ 2: 'edit_on_sale', 3: 'edit_rejected', 4: 'edit_banned', 5: 'edit_hidden' } as Partial<Record<ListingState, ListingEvent>>)[state] ?? null
}
export function deleteEvent (state: ListingState): ListingEvent | null {
  return ({ 1: 'delete_review', 3: 'delete_rejected', 4: 'delete_banned', 5: 'delete_hidden' } as Partial<Record<ListingState, ListingEvent>>)[state] ?? null
}

/**
 * Moves goods along a listing event, writing goods.status (and the reason shown to the merchant)
 * in the same guarded statement; `shopId` limits it to one shop's goods (a merchant's own).
 */
export async function moveListing (tx: Db, ids: number[], event: ListingEvent, actor: ActorRef, at: number, opts: { shopId?: number, reason?: string } = {}): Promise<number[]> {
  const to = listingMachine.spec.events[event].to
  return await listingMachine.transition(tx, ids, event, actor, {
    at,
    note: opts.reason ?? '',
    set: { status: sql`${LISTING_STATUS[to]}`, listing_reason: sql`${opts.reason ?? ''}` },
    where: opts.shopId === undefined ? undefined : sql`shop_id = ${opts.shopId}`
  })
}
