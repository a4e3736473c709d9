import { appKeyFor, canonicalQuery, computeSign } from '../../types/sign'

// Vectors computed once with Python's hashlib.md5 and urllib.parse.quote(safe="-_.!~*'()")
// (encodeURIComponent's set), independently of crypto-js. The server verifies with the same
// function, so a change here is a protocol change.
describe('request Sign (spec §7)', () => {
  it('appKey is md5 of the socket address', () => {
    expect(appKeyFor('/ws')).toBe('948361d4354174853dd04ced978d78d1')
  })

  it('signs path + query with the appKey', () => {
    expect(computeSign('/wanlshop/common/init', { version: 1124 }, '/ws')).toBe('b5478937ba0af4ee6726eb1720420c3b')
  })

  it('sorts keys and encodes spaces and unicode like encodeURIComponent', () => {
    expect(canonicalQuery({ b: 'x y', a: '中文', c: 1 })).toBe('a=%E4%B8%AD%E6%96%87&b=x%20y&c=1')
    expect(computeSign('/wanlshop/user/profile', { b: 'x y', a: '中文', c: 1 }, 'wss://shop.example.com/ws'))
      .toBe('77d324991ce566d602f3d3d9ba4f2c18')
  })

  it('serialises nested objects as JSON and skips null and undefined', () => {
    expect(computeSign('/wanlshop/cart/storage', {
      type: 'add', data: { goods_id: 1, list: [1, 2] }, flag: true, skip: null, gone: undefined
    }, '/ws')).toBe('121273507d2b8768e098952e12d01642')
  })

  it('signs an empty payload with the appKey only', () => {
    expect(computeSign('/wanlshop/token/check', null, '/ws')).toBe('16d9da38411722168136a80463a59ace')
    expect(computeSign('/wanlshop/token/check', {}, '/ws')).toBe('16d9da38411722168136a80463a59ace')
  })

  it('changes when any input changes', () => {
    const base = computeSign('/wanlshop/common/init', { version: 1124 }, '/ws')
    expect(computeSign('/wanlshop/common/init', { version: 1125 }, '/ws')).not.toBe(base)
    expect(computeSign('/wanlshop/common/adverts', { version: 1124 }, '/ws')).not.toBe(base)
    expect(computeSign('/wanlshop/common/init', { version: 1124 }, '/socket')).not.toBe(base)
  })
})
