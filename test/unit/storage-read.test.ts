import Taro from '@tarojs/taro'
import { readStored } from '@/platform/storage-read.h5'
import { storage } from '@/lib/storage'

// platform/storage-read.h5.ts reads localStorage as Taro's getStorageSync does (jest's @tarojs/taro
// is the real H5 API), without parsing the '' that Taro parses for every key not stored.

afterEach(() => {
  localStorage.clear()
  jest.restoreAllMocks()
})

describe('H5 storage read', () => {
  it('reads what Taro.setStorageSync wrote, as Taro.getStorageSync does', () => {
    const values: unknown[] = ['zh', '', 0, 1.5, false, true, null, [1, 'a'], { token: 't', id: 3 }, []]
    values.forEach((v, i) => {
      Taro.setStorageSync(`k${i}`, v)
      expect(readStored(`k${i}`)).toEqual(Taro.getStorageSync(`k${i}`))
    })
    expect(readStored('k8')).toEqual({ token: 't', id: 3 })
  })

  it('reads anything else as Taro does: absent, empty, not JSON, JSON without `data`', () => {
    const raw = ['', 'abc', '{"x":1}', 'null', '""', '[1]', '{"data":', '{"data":null}', '7']
    raw.forEach((r, i) => { localStorage.setItem(`r${i}`, r) })
    for (const key of ['absent', ...raw.map((_, i) => `r${i}`)]) {
      expect(readStored(key)).toEqual(Taro.getStorageSync(key))
    }
    expect(readStored('absent')).toBe('')
  })

  it('a key never stored is read without parsing (Taro throws and catches a SyntaxError for it)', () => {
    const parse = jest.spyOn(JSON, 'parse')
    expect(readStored('absent')).toBe('')
    expect(parse).not.toHaveBeenCalled()
    Taro.getStorageSync('absent')
    expect(parse).toHaveBeenCalledWith('')
  })

  it('lib/storage reads through it: null for a key never stored, the value for one written', () => {
    expect(storage.get('lang')).toBeNull()
    storage.set('lang', 'en')
    expect(storage.get('lang')).toBe('en')
  })
})
