import { makeAutoObservable, reaction, runInAction } from '@/lib/state'
import type { CartLine, CartStorageRequest } from '../../types/order'
import { cartApi } from '../api/cart'
import type { CartGroup, CartItem } from '../lib/models'
import { mul } from '../lib/money'
import { storage } from '../lib/storage'
import type { RootStore } from './root'

// The cart (spec §3 Cart, §4 Cart, §5 Cart validation). This module is on the start-up path
// (badge, load after 1 s, login sync, add from the product page); the editing rules the cart
// screen needs (selection, totals, quantity, delete, move, settle) are stores/cartRules.ts, which
// only the cart screen loads, to keep the H5 start-up bundle within budget.
//
// Groups by shop; each group keeps `check` (whole shop selected) and `choose` (selected lines),
// recounted after every change; the totals (cartnum, allchoose, allsum, allnum, status) are
// derived, so they are always exact (lib/money, on BigInt).
//
// Where it lives: a visitor's cart in local storage; a signed-in user's on the server. At login
// the local lines go to POST cart/synchro and the list is REPLACED by the server's answer. While
// signed in every change is applied locally at once and sent to POST cart/storage; a refusal
// rolls the local change back (the request layer shows the server's message).

/** spec §9: the cart loads about 1 s after start */
export const CART_LOAD_DELAY = 1000

const diffText = (d: unknown): string | undefined => {
  if (Array.isArray(d)) return d.length ? d.join(',') : undefined
  return typeof d === 'string' && d !== '' ? d : undefined
}

function normalizeItem (raw: Partial<CartItem>): CartItem | null {
  if (!raw || raw.goods_id === undefined || raw.sku_id === undefined) return null
  const number = Math.max(1, Math.floor(Number(raw.number) || 1))
  const price = raw.sku?.price ?? '0'
  const stock = raw.sku?.stock === undefined || raw.sku?.stock === null ? undefined : Number(raw.sku.stock)
  return {
    goods_id: Number(raw.goods_id),
    shop_id: Number(raw.shop_id ?? 0),
    sku_id: Number(raw.sku_id),
    title: raw.title ?? '',
    image: raw.image ?? '',
    sku: { id: Number(raw.sku?.id ?? raw.sku_id), price: String(price), difference: diffText(raw.sku?.difference), stock },
    number,
    // the line total is recomputed, never trusted from storage
    sum: mul(price, number),
    checked: !!raw.checked
  }
}

/** a shop's choose (selected lines) and check (all selected), after any change */
export function recount (g: CartGroup): void {
  g.choose = g.products.filter((p) => p.checked).length
  g.check = g.products.length > 0 && g.choose === g.products.length
}

/** Cleans a stored cart: drops malformed lines and empty shops, recomputes sums and counts. */
export function normalizeCart (raw: unknown): CartGroup[] {
  if (!Array.isArray(raw)) return []
  const groups: CartGroup[] = []
  for (const g of raw as Array<Partial<CartGroup>>) {
    if (!g || !Array.isArray(g.products)) continue
    const products = g.products.map((p) => normalizeItem(p)).filter((p): p is CartItem => p !== null)
    if (products.length === 0) continue
    const group: CartGroup = { shop_id: Number(g.shop_id ?? products[0].shop_id), shop_name: g.shop_name ?? '', products, choose: 0, check: false }
    recount(group)
    groups.push(group)
  }
  return groups
}

/** A line's identity across the device and the server. */
export const lineKey = (l: { goods_id: number, sku_id: number }): string => `${l.goods_id}:${l.sku_id}`

/**
 * The server's flat lines (cart/synchro) grouped by shop, in the server's order; the lines whose
 * keys are in `checked` come back ticked.
 */
export function groupLines (lines: CartLine[], checked: ReadonlySet<string> = new Set()): CartGroup[] {
  const groups: CartGroup[] = []
  for (const l of lines ?? []) {
    const item = normalizeItem({ ...l, sku: { ...l.sku, difference: diffText(l.sku?.difference) } } as Partial<CartItem>)
    if (!item) continue
    item.checked = checked.has(lineKey(item))
    let g = groups.find((x) => x.shop_id === item.shop_id)
    if (!g) { g = { shop_id: item.shop_id, shop_name: l.shop_name ?? '', products: [], check: false, choose: 0 }; groups.push(g) }
    g.products.push(item)
  }
  groups.forEach(recount)
  return groups
}

const sameLine = (a: { goods_id: number, sku_id: number }, b: { goods_id: number, sku_id: number }) =>
  a.goods_id === b.goods_id && a.sku_id === b.sku_id

export class CartStore {
  groups: CartGroup[] = []
  loaded = false
  /** spec §3 operate: edit mode (delete / move to favourites) */
  operate = false
  /** a delete / move is on its way */
  busy = false
  private watching = false

  constructor (private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'watching'>(this, { root: false, watching: false })
  }

  /** every line */
  get items (): CartItem[] {
    return this.groups.flatMap((g) => g.products)
  }

  /** the selected lines */
  get selected (): CartItem[] {
    return this.items.filter((p) => p.checked)
  }

  /** Number of pieces in the cart (tab badge). */
  get cartnum (): number {
    return this.items.reduce((n, p) => n + p.number, 0)
  }

  get isEmpty (): boolean {
    return this.groups.length === 0
  }

  get isLogin (): boolean {
    return !!this.root.session?.isLogin
  }

  /**
   * spec §4: the cart loads about 1 s after start — from the server if logged in, else from local
   * storage. The visitor's cart is set synchronously.
   */
  async load (): Promise<void> {
    this.watchSession()
    if (!this.isLogin) {
      this.groups = normalizeCart(storage.get('cart'))
      this.loaded = true
      return
    }
    try {
      // an empty list, not null: the request layer drops null fields and the server requires `cart`
      const lines = await cartApi.synchro({ cart: [] }, { toast: false })
      runInAction(() => { this.groups = groupLines(lines, this.storedTicks()) })
    } catch {
      // keep what is shown; an unreachable server must not empty the cart
    } finally {
      runInAction(() => { this.loaded = true })
    }
  }

  /** The line of this goods + sku with its shop group. */
  find (goodsId: number, skuId: number): { group: CartGroup, item: CartItem } | null {
    for (const group of this.groups) {
      const item = group.products.find((p) => p.goods_id === goodsId && p.sku_id === skuId)
      if (item) return { group, item }
    }
    return null
  }

  /** Logging out: the server cart leaves the screen, the device's (visitor) cart comes back. */
  private watchSession (): void {
    if (this.watching || !this.root.session) return
    this.watching = true
    reaction(() => this.root.session.isLogin, (on) => {
      if (!on) {
        storage.remove('cartChecked')
        this.groups = normalizeCart(storage.get('cart'))
        this.operate = false
      }
    })
  }

  /**
   * spec §4: login triggers a sync of the local cart to the server; the list is replaced with the
   * server's result. The device's lines are then on the server, so local storage is emptied.
   */
  async onLogin (): Promise<void> {
    if (!this.isLogin) return
    this.watchSession()
    const local = normalizeCart(storage.get('cart')).flatMap((g) => g.products)
    const cart = local.map((p) => ({ goods_id: p.goods_id, shop_id: p.shop_id, sku_id: p.sku_id, number: p.number }))
    const lines = await cartApi.synchro({ cart }, { toast: false })
    // what the visitor ticked stays ticked
    const ticks = this.storedTicks()
    for (const p of local) if (p.checked) ticks.add(lineKey(p))
    runInAction(() => {
      this.groups = groupLines(lines, ticks)
      this.loaded = true
      this.operate = false
    })
    storage.remove('cart')
    this.persist()
  }

  /**
   * The visitor's cart is kept on the device; a signed-in cart lives on the server, which keeps
   * lines but not which of them are ticked — the ticks stay on the device so that a reload or the
   * next start does not untick everything.
   */
  persist (): void {
    if (!this.isLogin) storage.set('cart', this.groups)
    else storage.set('cartChecked', this.selected.map(lineKey))
  }

  private storedTicks (): Set<string> {
    const v = storage.get('cartChecked')
    return new Set(Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [])
  }

  // ── adding (product page) ─────────────────────────────────────────────────────────────────

  /**
   * Adds a product. Same goods + sku: the quantity grows (capped at the SKU's stock when known)
   * and the line total is recomputed. A product new to an existing shop group arrives unselected
   * and clears that shop's selected state; a new shop makes a new group (spec §4 Cart).
   */
  add (input: CartAddInput): void {
    if (!this.loaded && !this.isLogin) {
      this.groups = normalizeCart(storage.get('cart'))
      this.loaded = true
    }
    const snapshot = this.snapshot()
    const number = Math.max(1, Math.floor(Number(input.number) || 1))
    const group = this.groups.find((g) => g.shop_id === input.shop_id)
    const existing = group?.products.find((p) => p.goods_id === input.goods_id && p.sku_id === input.sku_id)
    if (existing) {
      const stock = input.sku.stock ?? existing.sku.stock
      const wanted = existing.number + number
      existing.number = stock && stock > 0 ? Math.min(wanted, stock) : wanted
      existing.sku = { ...existing.sku, ...input.sku, difference: diffText(input.sku.difference) ?? existing.sku.difference }
      existing.sum = mul(existing.sku.price, existing.number)
    } else {
      const item: CartItem = {
        goods_id: input.goods_id,
        shop_id: input.shop_id,
        sku_id: input.sku_id,
        title: input.title,
        image: input.image,
        sku: { ...input.sku, difference: diffText(input.sku.difference) },
        number,
        sum: mul(input.sku.price, number),
        checked: false
      }
      if (group) {
        group.products.push(item)
        recount(group)
        group.check = false
      } else {
        this.groups.push({ shop_id: input.shop_id, shop_name: input.shop_name, products: [item], check: false, choose: 0 })
      }
    }
    this.persist()
    this.sendOrRollback({ type: 'add', data: { goods_id: input.goods_id, shop_id: input.shop_id, sku_id: input.sku_id, number } }, snapshot)
  }

  /** After an order was placed: its lines leave the cart (the server already removed them). */
  removeOrdered (lines: Array<{ goods_id: number, sku_id: number }>): void {
    this.dropLines(lines)
    this.persist()
  }

  /** removes these lines and the shops left empty (used by the editing rules too) */
  dropLines (pairs: Array<{ goods_id: number, sku_id: number }>): void {
    for (const g of this.groups) {
      g.products = g.products.filter((p) => !pairs.some((x) => sameLine(p, x)))
      recount(g)
    }
    this.groups = this.groups.filter((g) => g.products.length > 0)
  }

  // ── server sync (signed in) ───────────────────────────────────────────────────────────────

  snapshot (): CartGroup[] {
    return JSON.parse(JSON.stringify(this.groups)) as CartGroup[]
  }

  sendOrRollback (req: CartStorageRequest, snapshot: CartGroup[]): void {
    void this.send(req, snapshot)
  }

  /** Sends a change of a signed-in cart; a refusal restores the snapshot. Visitors: nothing to send. */
  async send (req: CartStorageRequest, snapshot: CartGroup[]): Promise<boolean> {
    if (!this.isLogin) return true
    this.busy = true
    try {
      await cartApi.storage(req)
      return true
    } catch {
      runInAction(() => { this.groups = snapshot })
      return false
    } finally {
      runInAction(() => { this.busy = false })
    }
  }
}

/** What the detail page puts into the cart. */
export type CartAddInput = Omit<CartItem, 'sum' | 'checked'> & { shop_name: string }
