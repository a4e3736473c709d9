// The H5 build replaces query-string with config/shims/query-string.js (3 KB gzip less before Home
// renders). Taro's router and H5 API read every page's params through it, so it must answer as
// query-string does for the calls Taro makes; query-string itself is the oracle here.
import real from 'query-string'
import shim from '../../config/shims/query-string.js'

const searches = [
  '', '?', '#', '&&', '?id=12', 'id=12&type=goods', '?b=2&a=1&c=3', '?q=%E6%89%8B%E6%9C%BA&page=2',
  '?name=Civic%20Centre&address=Futian+District', '?a=1&a=2&a=3', '?flag', '?flag&x=1', '?x=&y=',
  '?url=https%3A%2F%2Fexample.com%2Fp%3Fa%3D1%26b%3D2', '?k=v=w', '?=v', '?a+b=c+d', '  ?pad=1  ',
  '?stamp=1700000000000&id=5', '?emoji=%F0%9F%9B%92', '&lead=1', '?trail=1&', '?a=1&&b=2', '?10=x&2=y&b=z',
  '?__proto__=x', '?constructor=1'
]

test.each(searches)('parse(%j) answers as query-string does, decoded and as written', (search) => {
  expect({ ...shim.parse(search) }).toEqual({ ...real.parse(search) })
  expect(Object.keys(shim.parse(search))).toEqual(Object.keys(real.parse(search)))
  expect({ ...shim.parse(search, { decode: false }) }).toEqual({ ...real.parse(search, { decode: false }) })
  expect(Object.getPrototypeOf(shim.parse(search))).toBeNull()
})

test('a malformed escape is kept as written; the well-formed ones around it are decoded', () => {
  // decode-uri-component would guess here ("%E4%B8" → "\ufffd"); the shim keeps what the user typed
  expect(shim.parse('?q=%E4%B8&n=%41%42%zz')).toEqual(expect.objectContaining({ q: '%E4%B8', n: 'AB%zz' }))
})

test('parse of something that is not a string is an empty object', () => {
  expect({ ...shim.parse(undefined as unknown as string) }).toEqual({})
})

const objects: Array<Record<string, unknown>> = [
  {}, { b: 2, a: 1 }, { key: 'a b&c=d', other: "it's (ok)!*" }, { none: null, gone: undefined, zero: 0, no: false, empty: '' },
  { list: ['x', 'y z', null, undefined], one: ['only'] }, { empty: [] }, { 中文: '地址' }
]

test.each(objects)('stringify(%j) with Taro\'s options and with none answers as query-string does', (object) => {
  const taro = { arrayFormat: 'comma', skipNull: true } as const
  expect(shim.stringify(object, taro)).toBe(real.stringify(object, taro))
  expect(shim.stringify(object)).toBe(real.stringify(object))
})
