import { SkuSelection } from '../../src/pages/product/goods/sku'
import { SKU, SPU } from './helpers/catalog'

describe('SKU selection (spec §5: quantity 1..stock, specs must be selected)', () => {
  it('disables options that no in-stock SKU can complete, given the other choices', () => {
    const s = new SkuSelection(SPU, SKU, 8)
    // nothing chosen: every value has some SKU in stock
    expect(s.isDisabled(0, 'Red')).toBe(false)
    expect(s.isDisabled(1, 'M')).toBe(false)
    s.toggle(0, 'Red')
    // Red/M has no stock
    expect(s.isDisabled(1, 'M')).toBe(true)
    expect(s.isDisabled(1, 'S')).toBe(false)
    expect(s.toggle(1, 'M')).toBe(false)
    expect(s.selected).toEqual(['Red', null])
    // choosing M first makes Red unavailable
    s.toggle(0, 'Red')
    s.toggle(1, 'M')
    expect(s.isDisabled(0, 'Red')).toBe(true)
    expect(s.isDisabled(0, 'Blue')).toBe(false)
  })

  it('a complete choice gives the SKU with its price, stock, image and difference', () => {
    const s = new SkuSelection(SPU, SKU, 8)
    expect(s.chosen).toBeNull()
    expect(s.missing).toEqual(['颜色', '尺码'])
    expect(s.stock).toBe(8)
    expect(s.priceRange).toEqual({ min: '10.00', max: '13.50' })
    s.toggle(0, 'Red')
    s.toggle(1, 'S')
    expect(s.complete).toBe(true)
    expect(s.chosen?.id).toBe(11)
    expect(s.stock).toBe(5)
    expect(s.differenceText).toBe('Red,S')
    // tapping a chosen value unchooses it
    s.toggle(1, 'S')
    expect(s.chosen).toBeNull()
    expect(s.missing).toEqual(['尺码'])
  })

  it('the quantity never drops below 1 nor exceeds the stock, and says which bound', () => {
    const s = new SkuSelection(SPU, SKU, 8)
    s.toggle(0, 'Blue')
    s.toggle(1, 'S') // stock 2
    expect(s.decrease()).toEqual({ ok: false, problem: 'minOne' })
    expect(s.quantity).toBe(1)
    expect(s.increase()).toEqual({ ok: true })
    expect(s.quantity).toBe(2)
    expect(s.increase()).toEqual({ ok: false, problem: 'maxStock' })
    expect(s.quantity).toBe(2)
    expect(s.setQuantity(9)).toEqual({ ok: false, problem: 'maxStock' })
    expect(s.quantity).toBe(2)
    expect(s.setQuantity(0)).toEqual({ ok: false, problem: 'minOne' })
    expect(s.quantity).toBe(1)
    expect(s.setQuantity(2)).toEqual({ ok: true })
    // a SKU with less stock clamps the quantity
    s.toggle(1, 'M') // Blue/M stock 1
    expect(s.quantity).toBe(1)
  })

  it('specs must be selected before add-to-cart / buy-now', () => {
    const s = new SkuSelection(SPU, SKU, 8)
    expect(s.validate()).toEqual({ ok: false, problem: 'selectSpecs' })
    s.toggle(0, 'Red')
    expect(s.validate()).toEqual({ ok: false, problem: 'selectSpecs' })
    s.toggle(1, 'S')
    expect(s.validate()).toEqual({ ok: true })
  })

  it('spus with a single value are chosen already; a goods without spu uses its only SKU', () => {
    const single = new SkuSelection([{ id: 1, name: 'Colour', item: ['Black'] }, SPU[1]], [
      { ...SKU[0], difference: ['Black', 'S'] }, { ...SKU[3], difference: ['Black', 'M'] }
    ])
    expect(single.selected).toEqual(['Black', null])
    const plain = new SkuSelection([], [{ ...SKU[0], difference: [] }])
    expect(plain.chosen?.id).toBe(11)
    expect(plain.validate().ok).toBe(true)
  })

  it('a sold-out SKU cannot be bought', () => {
    const s = new SkuSelection([SPU[0]], [{ ...SKU[0], difference: ['Red'], stock: 0 }, { ...SKU[2], difference: ['Blue'] }])
    expect(s.isDisabled(0, 'Red')).toBe(true)
    expect(s.toggle(0, 'Red')).toBe(false)
    // nothing in stock for the goods as a whole either
    expect(s.increase()).toEqual({ ok: false, problem: 'soldOut' })
    s.toggle(0, 'Blue')
    expect(s.validate()).toEqual({ ok: true })
  })
})
