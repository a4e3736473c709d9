import { ApiError } from '@/api/errors'
import { newPayKey, parseOrderIds, PayStore, type PayApi } from '@/pages/user/money/pay/store'
import type { PayPreview } from '../../types/order'

function preview (over: Partial<PayPreview> = {}): PayPreview {
  return {
    orders: [{ id: 1, order_no: 'A1', price: '10.00' }, { id: 2, order_no: 'A2', price: '5.00' }],
    total: '15.00',
    options: [
      { asset: 'usdt', amount: '15.00', balance: '3.00', enough: false, rate: '1.00' },
      { asset: 'bbc', amount: '150.00', balance: '1000.0000', enough: true, rate: '0.10' },
      { asset: 'score', amount: '1500.00', balance: '2000.00', enough: true, rate: '0.01' }
    ],
    set_paypwd: true,
    close_at: 2_000_000_000,
    ...over
  }
}

function fakeApi (pay: PayApi['payment']): PayApi & { payment: jest.Mock, getPay: jest.Mock } {
  return { getPay: jest.fn(async () => preview()), payment: jest.fn(pay) }
}

let keys = 0
const makeKey = () => `key-${++keys}-xxxxxxxx`
beforeEach(() => { keys = 0 })

describe('pay page state machine', () => {
  it('parses order ids', () => {
    expect(parseOrderIds('1,2,2,x,-3,4')).toEqual([1, 2, 4])
    expect(parseOrderIds(undefined)).toEqual([])
    expect(parseOrderIds('1%2C5')).toEqual([1, 5])
  })

  it('makes keys the server accepts', () => {
    expect(newPayKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(newPayKey()).not.toBe(newPayKey())
  })

  it('loads, preselects the first affordable asset and refuses an insufficient one with the available amount', async () => {
    const s = new PayStore(fakeApi(async () => { throw new Error('x') }), makeKey)
    await s.load([1, 2])
    expect(s.phase).toBe('ready')
    expect(s.asset).toBe('bbc')
    expect(s.choose('usdt')).toEqual({ refused: 'usdt', available: '3.00' })
    expect(s.asset).toBe('bbc')
    expect(s.choose('score')).toBeNull()
    expect(s.asset).toBe('score')
  })

  it('no ids or a refused preview → empty; no answer → loadError', async () => {
    const s = new PayStore(fakeApi(async () => { throw new Error('x') }), makeKey)
    await s.load([])
    expect(s.phase).toBe('empty')
    const refused = new PayStore({ getPay: async () => { throw new ApiError('business', 'paid') }, payment: jest.fn() }, makeKey)
    await refused.load([1])
    expect(refused.phase).toBe('empty')
    const down = new PayStore({ getPay: async () => { throw new ApiError('network', 'offline') }, payment: jest.fn() }, makeKey)
    await down.load([1])
    expect(down.phase).toBe('loadError')
  })

  it('pays all orders in one call and ends in success', async () => {
    const api = fakeApi(async (r) => ({ order_ids: r.order_ids, asset: r.asset, amount: '30.0000', balance: '70.0000' }))
    const s = new PayStore(api, makeKey)
    await s.load([1, 2])
    s.setPassword('12a34567')
    expect(s.password).toBe('123456')
    const r = await s.submit()
    expect(r?.amount).toBe('30.0000')
    expect(s.phase).toBe('success')
    expect(api.payment).toHaveBeenCalledWith({ order_ids: [1, 2], asset: 'bbc', pay_password: '123456', key: 'key-1-xxxxxxxx' })
  })

  it('a wrong password fails with the reason and the next attempt gets a new key', async () => {
    const api = fakeApi(async () => { throw new ApiError('business', 'Wrong payment password, 4 tries left') })
    const s = new PayStore(api, makeKey)
    await s.load([1, 2])
    s.setPassword('111111')
    await s.submit()
    expect(s.phase).toBe('failed')
    expect(s.failure).toEqual({ message: 'Wrong payment password, 4 tries left', retrySame: false })
    expect(s.password).toBe('')
    s.setPassword('222222')
    expect(s.phase).toBe('ready')
    await s.submit()
    expect(api.payment.mock.calls.map((c) => c[0].key)).toEqual(['key-1-xxxxxxxx', 'key-2-xxxxxxxx'])
  })

  it('no answer: retry repeats the same attempt with the same key', async () => {
    let n = 0
    const api = fakeApi(async (r) => {
      if (++n === 1) throw new ApiError('network', 'offline')
      return { order_ids: r.order_ids, asset: r.asset, amount: '1', balance: '0' }
    })
    const s = new PayStore(api, makeKey)
    await s.load([1, 2])
    s.setPassword('123456')
    await s.submit()
    expect(s.phase).toBe('failed')
    expect(s.failure?.retrySame).toBe(true)
    await s.retry()
    expect(s.phase).toBe('success')
    expect(api.payment.mock.calls[0][0].key).toBe(api.payment.mock.calls[1][0].key)
  })

  it('closing the password sheet cancels; retry reopens it', async () => {
    const s = new PayStore(fakeApi(async () => { throw new Error('x') }), makeKey)
    await s.load([1, 2])
    s.openSheet()
    s.pressKey('1')
    s.closeSheet()
    expect(s.phase).toBe('cancelled')
    expect(s.password).toBe('')
    await s.retry()
    expect(s.phase).toBe('ready')
    expect(s.sheetOpen).toBe(true)
    s.pressKey('5'); s.pressKey('del'); s.pressKey('7')
    expect(s.password).toBe('7')
  })

  it('without a payment password nothing is submitted', async () => {
    const api = fakeApi(async () => { throw new Error('x') })
    api.getPay.mockResolvedValue(preview({ set_paypwd: false }))
    const s = new PayStore(api, makeKey)
    await s.load([1])
    s.setPassword('123456')
    expect(await s.submit()).toBeNull()
    expect(api.payment).not.toHaveBeenCalled()
  })
})
