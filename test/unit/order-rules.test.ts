import { CONFIRMED_ACTIONS, detailActions, listActions, runningCountdown, STATE, stateKey, tabOfType } from '@/pages/user/order/rules'
import { validatePayPwd } from '@/pages/user/auth/resetpaypwd/rules'
import { validateDelivery } from '@/pages/user/order/orderDelivery/rules'
import { CommentForm, MAX_IMAGE_BYTES, withinLimit } from '@/pages/user/order/comment/store'
import { ORDER_STATE } from '../../types/order'

const can = { cancel: false, pay: false, delete: false, edit_address: false, confirm: false, comment: false, deliver: false }

describe('order rules', () => {
  it('copies the contract states', () => {
    expect(STATE).toEqual(ORDER_STATE)
  })

  it("maps Me's type values to tabs (unknown → all)", () => {
    expect(['all', 'pay', 'delive', 'receiving', 'evaluate', 'x', undefined].map(tabOfType)).toEqual([0, 1, 2, 3, 4, 0, 0])
  })

  it('labels every state', () => {
    expect([1, 2, 3, 4, 6, 7].map((s) => stateKey(s as 1))).toEqual(['unpaid', 'paid', 'shipped', 'received', 'completed', 'closed'])
  })

  it('buyer actions by state', () => {
    const a = (state: number) => listActions({ state: state as 1 }, 'buy')
    expect(a(1)).toEqual(['cancel', 'pay'])
    expect(a(2)).toEqual([])
    expect(a(3)).toEqual(['logistics', 'confirm'])
    expect(a(4)).toEqual(['logistics', 'comment'])
    expect(a(6)).toEqual(['delete', 'logistics'])
    expect(a(7)).toEqual(['delete'])
  })

  it('seller actions: ship a paid order, track later ones', () => {
    const a = (state: number) => listActions({ state: state as 1 }, 'sell')
    expect(a(1)).toEqual([])
    expect(a(2)).toEqual(['deliver'])
    expect(a(3)).toEqual(['logistics'])
    expect(a(7)).toEqual([])
  })

  it('details follow the server flags, logistics once shipped', () => {
    expect(detailActions({ state: 1, express: null, can: { ...can, cancel: true, pay: true } })).toEqual(['cancel', 'pay'])
    expect(detailActions({ state: 3, express: { name: 'SF', no: '123456' }, can: { ...can, confirm: true } })).toEqual(['logistics', 'confirm'])
    expect(detailActions({ state: 2, express: null, can: { ...can, deliver: true } })).toEqual(['deliver'])
    expect(detailActions({ state: 7, express: null, can: { ...can, delete: true } })).toEqual(['delete'])
  })

  it('asks before cancel, confirm receipt and delete', () => {
    expect([...CONFIRMED_ACTIONS].sort()).toEqual(['cancel', 'confirm', 'delete'])
  })

  it('picks the running countdown by state', () => {
    const deadline = { close: 100, confirm: 200, review: 300 }
    expect(runningCountdown({ state: 1, deadline })).toEqual({ kind: 'close', at: 100 })
    expect(runningCountdown({ state: 3, deadline })).toEqual({ kind: 'confirm', at: 200 })
    expect(runningCountdown({ state: 4, deadline })).toEqual({ kind: 'review', at: 300 })
    expect(runningCountdown({ state: 2, deadline })).toBeNull()
    expect(runningCountdown({ state: 1, deadline: { close: null, confirm: null, review: null } })).toBeNull()
  })
})

describe('payment password validation (spec §5)', () => {
  const ok = { email: 'a@b.co', code: '123456', password: '123456', repassword: '123456' }
  it('checks e-mail, code, password, confirmation and the match, in that order', () => {
    expect(validatePayPwd(ok)).toBeNull()
    expect(validatePayPwd({ ...ok, email: 'nope' })).toBe('paypwd.emailInvalid')
    expect(validatePayPwd({ ...ok, code: ' ' })).toBe('paypwd.codeRequired')
    expect(validatePayPwd({ ...ok, password: '12345' })).toBe('paypwd.passwordInvalid')
    expect(validatePayPwd({ ...ok, password: '12345a' })).toBe('paypwd.passwordInvalid')
    expect(validatePayPwd({ ...ok, repassword: '' })).toBe('paypwd.repasswordRequired')
    expect(validatePayPwd({ ...ok, repassword: '654321' })).toBe('paypwd.mismatch')
  })
})

describe('shipping validation', () => {
  it('needs a carrier and 6–30 letters or digits', () => {
    expect(validateDelivery('', 'SF123456')).toBe('ship.carrierRequired')
    expect(validateDelivery('sf', '12345')).toBe('ship.numberInvalid')
    expect(validateDelivery('sf', 'SF-123456')).toBe('ship.numberInvalid')
    expect(validateDelivery('sf', 'A'.repeat(31))).toBe('ship.numberInvalid')
    expect(validateDelivery('sf', ' SF123456 ')).toBeNull()
  })
})

describe('review form', () => {
  it('rates uncommented goods, caps pictures at 9 and scores at 1..5, builds the request', () => {
    const f = new CommentForm()
    f.init({ goods: [{ id: 1, commented: false }, { id: 2, commented: true }] as never })
    expect(f.goods.map((g) => g.id)).toEqual([1])
    f.setRating(1, 2)
    f.setComment(1, '  nice  ')
    for (let i = 0; i < 12; i++) f.addImage(1, { url: `/u/${i}.png`, preview: '' })
    expect(f.room(1)).toBe(0)
    f.removeImage(1, 0)
    f.setScore('service', 9)
    f.setScore('deliver', 0)
    expect(f.request(5)).toEqual({
      order_id: 5,
      shop: { describe: 5, service: 5, deliver: 1, logistics: 5 },
      goodsList: [{ id: 1, state: 2, comment: 'nice', imgList: Array.from({ length: 8 }, (_, i) => `/u/${i + 1}.png`) }]
    })
  })

  it('refuses pictures over 2MB', () => {
    expect(withinLimit([{ size: MAX_IMAGE_BYTES }, { size: MAX_IMAGE_BYTES + 1 }])).toEqual({ ok: [{ size: MAX_IMAGE_BYTES }], tooLarge: 1 })
  })
})
