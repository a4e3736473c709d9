import { makeAutoObservable } from '@/lib/state'
import type { Money } from '../../../../types/envelope'
import type { Sku, Spu } from '../../../../types/catalog'
import { compare } from '@/lib/money'

// The SKU popup's rules (spec §5 cart validation): one value per spu; a value that no in-stock
// SKU can complete (given the other choices) is disabled; the chosen SKU gives price, stock and
// image; the quantity never drops below 1 nor exceeds the stock; specs must be chosen.

/** What a refused action tells the user (product.sku.* i18n keys). */
export type SkuProblem = 'selectSpecs' | 'minOne' | 'maxStock' | 'soldOut'

export interface SkuResult {
  ok: boolean
  problem?: SkuProblem
}

export class SkuSelection {
  /** chosen value per spu (same order as spu), null = not chosen */
  selected: Array<string | null>
  quantity = 1

  constructor (readonly spu: Spu[], readonly sku: Sku[], readonly fallbackStock = 0) {
    this.selected = spu.map(() => null)
    makeAutoObservable<this, 'spu' | 'sku' | 'fallbackStock'>(this, { spu: false, sku: false, fallbackStock: false })
    // a spu with a single possible value needs no decision
    spu.forEach((s, i) => {
      if (s.item.length === 1 && !this.isDisabled(i, s.item[0])) this.selected[i] = s.item[0]
    })
  }

  /** every spu has a value (a goods without spu has nothing to choose) */
  get complete (): boolean {
    return this.selected.every((v) => v !== null)
  }

  /** names of the spus still to choose */
  get missing (): string[] {
    return this.spu.filter((_, i) => this.selected[i] === null).map((s) => s.name)
  }

  /** the SKU of a complete choice */
  get chosen (): Sku | null {
    if (!this.complete) return null
    if (this.spu.length === 0) return this.sku.length === 1 ? this.sku[0] : null
    return this.sku.find((k) => this.selected.every((v, i) => k.difference[i] === v)) ?? null
  }

  /** stock of the chosen SKU, else of the goods */
  get stock (): number {
    return this.chosen ? this.chosen.stock : this.fallbackStock
  }

  /** cheapest and dearest price among the SKUs in stock (for the header before a choice) */
  get priceRange (): { min: Money, max: Money } | null {
    const live = this.sku.filter((k) => k.stock > 0)
    const list = live.length > 0 ? live : this.sku
    if (list.length === 0) return null
    let min = list[0].price
    let max = list[0].price
    for (const k of list) {
      if (compare(k.price, min) < 0) min = k.price
      if (compare(k.price, max) > 0) max = k.price
    }
    return { min, max }
  }

  /** chosen values in spu order, e.g. "曜石黑,8GB+128GB" ('' before a complete choice) */
  get differenceText (): string {
    return this.chosen ? this.selected.join(',') : ''
  }

  /**
   * true when choosing `value` for spu `index` (keeping the other choices) leaves no SKU in
   * stock: such an option cannot lead to a purchase.
   */
  isDisabled (index: number, value: string): boolean {
    const want = this.selected.map((v, i) => (i === index ? value : v))
    return !this.sku.some((k) => k.stock > 0 && want.every((v, i) => v === null || k.difference[i] === v))
  }

  isSelected (index: number, value: string): boolean {
    return this.selected[index] === value
  }

  /** Taps an option: choose it, or unchoose it when chosen. Disabled options do nothing. */
  toggle (index: number, value: string): boolean {
    if (this.selected[index] === value) {
      this.selected[index] = null
      return true
    }
    if (this.isDisabled(index, value)) return false
    this.selected[index] = value
    // the new SKU may have less stock than the quantity asked for
    if (this.chosen && this.quantity > this.chosen.stock) this.quantity = Math.max(1, this.chosen.stock)
    return true
  }

  increase (): SkuResult {
    if (this.quantity >= this.stock) return { ok: false, problem: this.stock <= 0 ? 'soldOut' : 'maxStock' }
    this.quantity += 1
    return { ok: true }
  }

  decrease (): SkuResult {
    if (this.quantity <= 1) return { ok: false, problem: 'minOne' }
    this.quantity -= 1
    return { ok: true }
  }

  /** Typed quantity: clamped to 1..stock; says which bound it hit. */
  setQuantity (n: number): SkuResult {
    const v = Math.floor(Number(n))
    if (!Number.isFinite(v) || v < 1) {
      this.quantity = 1
      return { ok: false, problem: 'minOne' }
    }
    if (v > this.stock) {
      this.quantity = Math.max(1, this.stock)
      return { ok: false, problem: this.stock <= 0 ? 'soldOut' : 'maxStock' }
    }
    this.quantity = v
    return { ok: true }
  }

  /** Before add-to-cart / buy-now: specs chosen, SKU in stock, quantity within 1..stock. */
  validate (): SkuResult {
    if (!this.complete || !this.chosen) return { ok: false, problem: 'selectSpecs' }
    if (this.chosen.stock <= 0) return { ok: false, problem: 'soldOut' }
    if (this.quantity < 1) return { ok: false, problem: 'minOne' }
    if (this.quantity > this.chosen.stock) return { ok: false, problem: 'maxStock' }
    return { ok: true }
  }
}
