import { makeAutoObservable } from 'mobx'
import type { CartGroup, CartItem } from '../lib/models'
import { mul } from '../lib/money'
import { storage } from '../lib/storage'
import type { RootStore } from './root'

// The cart (spec §3/§4 Cart). This issue: the local cart only — loading it and its counts.
// The selection/quantity rules and the server sync (POST /wanlshop/cart/synchro at login)
// arrive in the cart issue; onLogin() is the hook the session already calls.

/** spec §9: the cart loads about 1 s after start */
export const CART_LOAD_DELAY = 1000

function normalizeItem (raw: Partial<CartItem>): CartItem | null {
  if (!raw || raw.goods_id === undefined || raw.sku_id === undefined) return null
  const number = Math.max(1, Math.floor(Number(raw.number) || 1))
  const price = raw.sku?.price ?? '0'
  return {
    goods_id: Number(raw.goods_id),
    shop_id: Number(raw.shop_id ?? 0),
    sku_id: Number(raw.sku_id),
    title: raw.title ?? '',
    image: raw.image ?? '',
    sku: { id: Number(raw.sku?.id ?? raw.sku_id), price: String(price), difference: raw.sku?.difference, stock: raw.sku?.stock },
    number,
    // the line total is recomputed, never trusted from storage
    sum: mul(price, number),
    checked: !!raw.checked
  }
}

/** Cleans a stored cart: drops malformed lines and empty shops, recomputes sums and counts. */
export function normalizeCart (raw: unknown): CartGroup[] {
  if (!Array.isArray(raw)) return []
  const groups: CartGroup[] = []
  for (const g of raw as Array<Partial<CartGroup>>) {
    if (!g || !Array.isArray(g.products)) continue
    const products = g.products.map((p) => normalizeItem(p)).filter((p): p is CartItem => p !== null)
    if (products.length === 0) continue
    const choose = products.filter((p) => p.checked).length
    groups.push({
      shop_id: Number(g.shop_id ?? products[0].shop_id),
      shop_name: g.shop_name ?? '',
      products,
      choose,
      check: choose === products.length
    })
  }
  return groups
}

export class CartStore {
  groups: CartGroup[] = []
  loaded = false

  constructor (private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false })
  }

  /** Number of pieces in the cart (tab badge). */
  get cartnum (): number {
    return this.groups.reduce((n, g) => n + g.products.reduce((m, p) => m + p.number, 0), 0)
  }

  get isEmpty (): boolean {
    return this.groups.length === 0
  }

  /** Local storage for now (logged in or not); the server list replaces it in the cart issue. */
  load (): void {
    this.groups = normalizeCart(storage.get('cart'))
    this.loaded = true
  }

  /** Called by the session after login: the later cart issue syncs the local cart to the server here. */
  async onLogin (): Promise<void> {
    if (!this.root.session.isLogin) return
    // POST /wanlshop/cart/synchro comes with the cart issue
  }

  persist (): void {
    storage.set('cart', this.groups)
  }

  /**
   * Adds a product (detail page). Same goods + sku: the quantity grows (capped at the SKU's stock
   * when known) and the line total is recomputed. A product new to an existing shop group arrives
   * unselected and clears that shop's selected state; a new shop makes a new group (spec §4 Cart).
   * The cart issue brings the server sync for logged-in users.
   */
  add (input: CartAddInput): void {
    if (!this.loaded) this.load()
    const number = Math.max(1, Math.floor(Number(input.number) || 1))
    const group = this.groups.find((g) => g.shop_id === input.shop_id)
    const existing = group?.products.find((p) => p.goods_id === input.goods_id && p.sku_id === input.sku_id)
    if (existing) {
      const stock = input.sku.stock ?? existing.sku.stock
      const wanted = existing.number + number
      existing.number = stock && stock > 0 ? Math.min(wanted, stock) : wanted
      existing.sku = { ...existing.sku, ...input.sku }
      existing.sum = mul(existing.sku.price, existing.number)
    } else {
      const item: CartItem = {
        goods_id: input.goods_id,
        shop_id: input.shop_id,
        sku_id: input.sku_id,
        title: input.title,
        image: input.image,
        sku: { ...input.sku },
        number,
        sum: mul(input.sku.price, number),
        checked: false
      }
      if (group) {
        group.products.push(item)
        group.check = false
      } else {
        this.groups.push({ shop_id: input.shop_id, shop_name: input.shop_name, products: [item], check: false, choose: 0 })
      }
    }
    this.persist()
  }
}

/** What the detail page puts into the cart. */
export type CartAddInput = Omit<CartItem, 'sum' | 'checked'> & { shop_name: string }
