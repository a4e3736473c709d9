import { CONFIRMED_ACTIONS, detailActions, listActions, runningCountdown, STATE, stateKey, tabOfType } from '@/pages/user/order/rules'
import { validatePayPwd } from '@/pages/user/auth/resetpaypwd/rules'
import { validateDelivery } from '@/pages/user/order/orderDelivery/rules'
import { CommentForm, MAX_IMAGE_BYTES, withinLimit } from '@/pages/user/order/comment/store'
import { ORDER_STATE } from '../../types/order'

const can = { cancel: false, pay: false, delete: false, edit_address: false, confirm: false, comment: false, deliver: false, logistics: false }

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

  it('list buttons are the server flags of the list (buyer side), laid out with the emphasised one last', () => {
    const a = (flags: Partial<typeof can>) => listActions({ can: { ...can, ...flags } })
    expect(a({ cancel: true, pay: true })).toEqual(['cancel', 'pay'])
    expect(a({ cancel: true })).toEqual(['cancel']) // expired: the server says it cannot be paid any more
    expect(a({})).toEqual([])
    expect(a({ logistics: true, confirm: true })).toEqual(['logistics', 'confirm'])
    expect(a({ logistics: true, comment: true })).toEqual(['logistics', 'comment'])
    expect(a({ delete: true, logistics: true })).toEqual(['delete', 'logistics'])
    expect(a({ delete: true })).toEqual(['delete'])
  })

  it('seller side: ship a paid order, track later ones', () => {
    expect(listActions({ can: { ...can, deliver: true } })).toEqual(['deliver'])
    expect(listActions({ can: { ...can, logistics: true } })).toEqual(['logistics'])
  })

  it('details follow the server flags', () => {
    expect(detailActions({ can: { ...can, cancel: true, pay: true } })).toEqual(['cancel', 'pay'])
    expect(detailActions({ can: { ...can, logistics: true, confirm: true } })).toEqual(['logistics', 'confirm'])
    expect(detailActions({ can: { ...can, deliver: true } })).toEqual(['deliver'])
    expect(detailActions({ can: { ...can, delete: true } })).toEqual(['delete'])
  })

  it('asks before cancel, confirm receipt and delete', () => {
    expect([...CONFIRMED_ACTIONS].sort()).toEqual(['cancel', 'confirm', 'delete'])
  })

  it('shows the deadline the server set (only the running timer has one)', () => {
    const none = { close: null, confirm: null, review: null }
    expect(runningCountdown({ deadline: { ...none, close: 100 } })).toEqual({ kind: 'close', at: 100 })
    expect(runningCountdown({ deadline: { ...none, confirm: 200 } })).toEqual({ kind: 'confirm', at: 200 })
    expect(runningCountdown({ deadline: { ...none, review: 300 } })).toEqual({ kind: 'review', at: 300 })
    expect(runningCountdown({ deadline: none })).toBeNull()
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
