import { makeAutoObservable } from '@/lib/state'
import type { SettleLine } from '../lib/models'
import { add as addMoney, mul, sum } from '../lib/money'
import { recount, type CartStore } from './cart'
import type { RootStore } from './root'

// The cart's editing rules (spec §4 Cart, §5 Cart validation), beside the CartStore they act on
// but loaded only by the cart screen (the store itself is on the start-up path; see cart.ts).
// `cartRules(root)` gives the one instance per root store.
//
// Selection: an item, a shop or everything; each shop's choose/check are recounted and the totals
// (allchoose, allnum, allsum, status) are derived, decimal-exact. Quantity: + adds the unit price,
// − only above 1, never above stock. Delete: the selected lines, or everything when select-all is
// on; move-to-favourites needs login; both switch edit mode off. Signed-in changes go to
// cart/storage and are rolled back on a refusal (CartStore.send).

/** Why a quantity change was refused (spec §5: not below 1, not above stock). */
export type QuantityRefusal = 'min' | 'stock'

/** What a delete/move/settle asks of the page. */
export type CartActionResult = 'ok' | 'none' | 'login' | 'failed'

export class CartRules {
  constructor (private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false })
  }

  get cart (): CartStore {
    return this.root.cart
  }

  /** spec §3 allchoose: selected lines */
  get allchoose (): number {
    return this.cart.selected.length
  }

  /** spec §3 allnum: selected pieces */
  get allnum (): number {
    return this.cart.selected.reduce((n, p) => n + p.number, 0)
  }

  /** spec §3 allsum: total of the selected lines, decimal string */
  get allsum (): string {
    return sum(this.cart.selected.map((p) => p.sum))
  }

  /** spec §3 status: select-all (every line of every shop selected) */
  get status (): boolean {
    const items = this.cart.items
    return items.length > 0 && items.every((p) => p.checked)
  }

  /** Selects or deselects one line; its shop's choose/check follow. */
  toggleItem (goodsId: number, skuId: number, on?: boolean): void {
    const f = this.cart.find(goodsId, skuId)
    if (!f) return
    f.item.checked = on ?? !f.item.checked
    recount(f.group)
    this.cart.persist()
  }

  /** Selecting a shop applies to all its items. */
  toggleShop (shopId: number, on?: boolean): void {
    const g = this.cart.groups.find((x) => x.shop_id === shopId)
    if (!g) return
    const value = on ?? !g.check
    g.products.forEach((p) => { p.checked = value })
    recount(g)
    this.cart.persist()
  }

  /** Select-all applies to all shops. */
  toggleAll (on?: boolean): void {
    const value = on ?? !this.status
    for (const g of this.cart.groups) {
      g.products.forEach((p) => { p.checked = value })
      recount(g)
    }
    this.cart.persist()
  }

  /** Edit mode (spec §3 operate) on/off. */
  setOperate (on = !this.cart.operate): void {
    this.cart.operate = on
  }

  /** +1: adds the unit price to the line's sum; refused at the stock. */
  increase (goodsId: number, skuId: number): QuantityRefusal | null {
    const f = this.cart.find(goodsId, skuId)
    if (!f) return null
    const { item } = f
    if (item.sku.stock !== undefined && item.number >= item.sku.stock) return 'stock'
    const snapshot = this.cart.snapshot()
    item.number += 1
    item.sum = addMoney(item.sum, item.sku.price)
    this.cart.persist()
    this.cart.sendOrRollback({ type: 'bcadd', goods_id: goodsId, sku_id: skuId, number: item.number }, snapshot)
    return null
  }

  /** −1: only while the quantity is above 1. */
  decrease (goodsId: number, skuId: number): QuantityRefusal | null {
    const f = this.cart.find(goodsId, skuId)
    if (!f) return null
    const { item } = f
    if (item.number <= 1) return 'min'
    const snapshot = this.cart.snapshot()
    item.number -= 1
    item.sum = mul(item.sku.price, item.number)
    this.cart.persist()
    this.cart.sendOrRollback({ type: 'bcsub', goods_id: goodsId, sku_id: skuId, number: item.number }, snapshot)
    return null
  }

  private pairs (): Array<{ goods_id: number, sku_id: number }> {
    return this.cart.selected.map((p) => ({ goods_id: p.goods_id, sku_id: p.sku_id }))
  }

  /** Deletes the selected lines, or empties the cart when select-all is on; edit mode off. */
  async removeSelected (): Promise<CartActionResult> {
    if (this.allchoose === 0) return 'none'
    const cart = this.cart
    const snapshot = cart.snapshot()
    const all = this.status
    const pairs = this.pairs()
    if (all) cart.groups = []
    else cart.dropLines(pairs)
    cart.operate = false
    cart.persist()
    const ok = await cart.send(all ? { type: 'empty' } : { type: 'del', data: pairs }, snapshot)
    return ok ? 'ok' : 'failed'
  }

  /** Moves the selected lines to favourites; needs login (a visitor is sent to login). Edit mode off. */
  async moveSelectedToFavorites (): Promise<CartActionResult> {
    if (this.allchoose === 0) return 'none'
    if (!this.cart.isLogin) {
      await this.root.session.login()
      return 'login'
    }
    const snapshot = this.cart.snapshot()
    const pairs = this.pairs()
    this.cart.dropLines(pairs)
    this.cart.operate = false
    const ok = await this.cart.send({ type: 'follow', data: pairs }, snapshot)
    return ok ? 'ok' : 'failed'
  }

  /** The selected lines for the order confirmation; a visitor is sent to login first (spec §5). */
  async settle (): Promise<{ result: CartActionResult, lines: SettleLine[] }> {
    if (this.allchoose === 0) return { result: 'none', lines: [] }
    if (!this.cart.isLogin) {
      await this.root.session.login()
      return { result: 'login', lines: [] }
    }
    return { result: 'ok', lines: this.cart.selected.map((p) => ({ goods_id: p.goods_id, sku_id: p.sku_id, number: p.number })) }
  }
}

const instances = new WeakMap<RootStore, CartRules>()

/** The editing rules of this root's cart. */
export function cartRules (root: RootStore): CartRules {
  let r = instances.get(root)
  if (!r) { r = new CartRules(root); instances.set(root, r) }
  return r
}
