import { ApiError } from '@/api/errors'
import { WxPayStore, type WxPayDeps } from '@/pages/user/money/pay/wxpay-store'
import { cnyOf } from '@/pages/user/money/pay/WxPay'
import type { WxPrepayResult, WxTradeStatus } from '../../types/wxpay'

// The WeChat Pay states of the cashier (spec §4: processing, success, failed or cancelled, retry,
// confirm WeChat completion).

const PRE: WxPrepayResult = {
  trade_no: 'W1',
  total_cny: '72.00',
  params: { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx9', signType: 'RSA', paySign: 's' }
}
const status = (state: WxTradeStatus['state']): WxTradeStatus => ({ trade_no: 'W1', state, kind: 'order', order_ids: [1], total_cny: '72.00' })

function deps (over: Partial<WxPayDeps> = {}): WxPayDeps & { prepay: jest.Mock, confirm: jest.Mock, sheet: jest.Mock } {
  return {
    prepay: jest.fn(async () => PRE),
    confirm: jest.fn(async () => status('paid')),
    sheet: jest.fn(async () => ({ result: 'ok' as const })),
    ...over
  } as WxPayDeps & { prepay: jest.Mock, confirm: jest.Mock, sheet: jest.Mock }
}

test('paid in the sheet and confirmed by the server: success', async () => {
  const d = deps()
  const s = new WxPayStore('jsapi', d)
  expect(await s.pay({ order_ids: [1] })).toBe(true)
  expect(s.phase).toBe('success')
  expect(d.prepay).toHaveBeenCalledWith({ channel: 'jsapi', order_ids: [1] })
  expect(d.sheet).toHaveBeenCalledWith(PRE.params)
})

test('cancelled in the sheet: "payment failed and cancelled", and retry pays', async () => {
  const d = deps({ sheet: jest.fn().mockResolvedValueOnce({ result: 'cancel' }).mockResolvedValueOnce({ result: 'ok' }) })
  const s = new WxPayStore('miniapp', d)
  expect(await s.pay({ order_ids: [1] })).toBe(false)
  expect(s.phase).toBe('cancelled')
  expect(await s.pay({ order_ids: [1] })).toBe(true)
  expect(s.phase).toBe('success')
})

test('WeChat says paid but the server has not heard yet: "confirm WeChat completion" asks again', async () => {
  const d = deps({ confirm: jest.fn().mockResolvedValueOnce(status('created')).mockResolvedValueOnce(status('paid')) })
  const s = new WxPayStore('jsapi', d)
  expect(await s.pay({ recharge: '10' })).toBe(false)
  expect(s.phase).toBe('unconfirmed')
  expect(await s.confirm()).toBe(true)
  expect(s.phase).toBe('success')
})

test('a refusal shows its reason; the authorisation refusal leads to WeChat authorisation instead', async () => {
  const refused = new WxPayStore('jsapi', deps({ prepay: jest.fn().mockRejectedValue(new ApiError('business', 'Payment failed: ORDERPAID')) }))
  await refused.pay({ order_ids: [1] })
  expect([refused.phase, refused.reason]).toEqual(['failed', 'Payment failed: ORDERPAID'])
  const auth = new WxPayStore('jsapi', deps({ prepay: jest.fn().mockRejectedValue(new ApiError('business', 'WeChat authorisation is needed', { data: { authorize: true } })) }))
  await auth.pay({ order_ids: [1] })
  expect(auth.phase).toBe('authorize')
  const failed = new WxPayStore('jsapi', deps({ sheet: jest.fn(async () => ({ result: 'fail' as const, reason: 'system busy' })) }))
  await failed.pay({ order_ids: [1] })
  expect([failed.phase, failed.reason]).toEqual(['failed', 'system busy'])
})

test('the CNY estimate rounds up to the fen like the server', () => {
  expect(cnyOf('10', '7.20')).toBe('72.00')
  expect(cnyOf('0.01', '7.20')).toBe('0.08')
  expect(cnyOf('12.5', '7.20')).toBe('90.00')
})
