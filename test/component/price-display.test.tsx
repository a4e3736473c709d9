import { act } from '@testing-library/react'
import { observer } from '@/lib/observer'
import { Price, usePrice } from '@/components/Price'
import { chargeIn, displayAmount, formatPrice } from '@/lib/money'
import { type Harness, renderWith, setup, teardown } from './render'

// ECONOMY §1 "Prices": goods are priced in USDT and shown as ¥ at usdt_cny (from the server's app
// config), or in USDT by the shopper's choice — one switch, AppStore.displayCurrency.

let h: Harness
beforeEach(() => { h = setup() })
afterEach(() => teardown(h))

const Freight = observer(function Freight ({ v }: { v: string }) {
  const price = usePrice()
  return <span id='freight'>{price(v)}</span>
})

test('the formatter: ¥ at the rate, rounded for the eye; USDT as is; charges round up like the server', () => {
  const cny = { currency: 'cny' as const, usdtCny: '7.20' }
  expect(formatPrice('104.86', cny)).toBe('¥754.99')
  expect(formatPrice('0.1', cny)).toBe('¥0.72')
  expect(displayAmount('2.78', cny, 0)).toBe('20')
  expect(formatPrice('104.86', { currency: 'usdt', usdtCny: '7.20' })).toBe('104.86 USDT')
  // 10 USDT costs 100 BBC at 1 BBC = 0.10 USDT and 1000 points at 0.01
  expect(chargeIn('10', 'bbc', '0.10')).toBe('100.00')
  expect(chargeIn('0.333', 'bbc', '0.10')).toBe('3.33')
  expect(chargeIn('0.3333', 'bbc', '0.10')).toBe('3.34')
  expect(chargeIn('0.015', 'score', '0.01')).toBe('2.00')
  expect(chargeIn('10', 'usdt', '1')).toBe('10.00')
})

test('<Price> and usePrice() follow the server rate and the display currency', () => {
  const { container } = renderWith(h.root, <><Price value='10' /><Price value='15' strike /><Freight v='0.83' /></>)
  const texts = () => [...container.querySelectorAll('.price')].map((e) => e.textContent).concat(container.querySelector('#freight')!.textContent)
  // before the app config has loaded: the ECONOMY default 7.20
  expect(texts()).toEqual(['¥72.00', '¥108.00', '¥5.98'])
  // the operator's rate from common/init
  act(() => { h.root.app.applyInit({ appConfig: { rates: { usdt_cny: '7.00', bbc_usdt: '0.10', score_price: '0.01' } } } as never) })
  expect(texts()).toEqual(['¥70.00', '¥105.00', '¥5.81'])
  expect(h.root.app.rates).toEqual({ usdt_cny: '7.00', bbc_usdt: '0.10', score_price: '0.01' })
  // the later currency setting is this one switch
  act(() => { h.root.app.setDisplayCurrency('usdt') })
  expect(texts()).toEqual(['10.00USDT', '15.00 USDT', '0.83 USDT'])
})
