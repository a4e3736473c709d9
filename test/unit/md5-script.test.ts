import { createHash } from 'node:crypto'
import vm from 'node:vm'
import { md5Script, minifyInline } from '../../config/early-requests'

// index.html's md5 (config/early-requests.ts md5Script: tiny-hashes' build), which signs every H5
// request (types/sign.ts through config/shims/window-md5.js): it must hash the UTF-8 bytes of a
// text exactly as node:crypto does, which the server's Sign check uses.

const window: { md5?: (s: string) => string } = {}
// as index.html carries it (config/index.ts)
vm.runInNewContext(minifyInline(md5Script()), { window, unescape, encodeURI })
const md5 = window.md5 as (s: string) => string
const reference = (s: string): string => createHash('md5').update(s, 'utf8').digest('hex')

/** A deterministic generator (xorshift), so a failure names a text that can be replayed. */
function random (seed: number): () => number {
  let x = seed
  return () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) / 4294967296 }
}

const ALPHABETS = [
  'abcdefghijklmnopqrstuvwxyz0123456789-_.~!*()&=?/%+',
  '中文商品订单支付退款钱包积分优惠券直播拼团',
  'éàüßøñçЖЯΩπ€£¥',
  '😀🛒💰🎁🚚' // outside the BMP: two UTF-16 units, four UTF-8 bytes
]

describe('index.html\'s md5', () => {
  test('RFC 1321\'s test suite', () => {
    expect(['', 'a', 'abc', 'message digest', 'abcdefghijklmnopqrstuvwxyz',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', '1234567890'.repeat(8)].map(md5)).toEqual([
      'd41d8cd98f00b204e9800998ecf8427e', '0cc175b9c0f1b6a831c399e269772661', '900150983cd24fb0d6963f7d28e17f72',
      'f96b697d7cb7938d525a2f31aaf161d0', 'c3fcd3d76192e4007dfb496cca67e13b', 'd174ab98d277d9f5a5611c2c9f419d9f',
      '57edf4a22be3c955ac49da2e2107b67a'
    ])
  })

  test('every length from 0 to 300 bytes (every padding case: 55, 56, 63, 64…), in ASCII', () => {
    const next = random(7)
    for (let n = 0; n <= 300; n++) {
      const s = Array.from({ length: n }, () => ALPHABETS[0][Math.floor(next() * ALPHABETS[0].length)]).join('')
      expect([n, md5(s)]).toEqual([n, reference(s)])
    }
  })

  test('5000 random texts mixing ASCII, Chinese, Latin accents and characters outside the BMP', () => {
    const next = random(20261201)
    for (let i = 0; i < 5000; i++) {
      const length = Math.floor(next() * 200)
      let s = ''
      while (s.length < length) {
        const alphabet = [...ALPHABETS[Math.floor(next() * ALPHABETS.length)]]
        s += alphabet[Math.floor(next() * alphabet.length)]
      }
      if (md5(s) !== reference(s)) expect(s).toBe(`hashed as node:crypto does (${reference(s)})`)
    }
  })

  test('a Sign text as the app builds it', () => {
    const text = '/api/wanlshop/product/goods?appKey=948361d4354174853dd04ced978d78d1&id=12&keyword=%E6%89%8B%E6%9C%BA'
    expect(md5(text)).toBe(reference(text))
  })
})
