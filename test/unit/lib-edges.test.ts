import Taro from '@tarojs/taro'
import { compactCount } from '@/lib/count'
import { parseInviteCode } from '@/lib/invite'
import { storage } from '@/lib/storage'
import { moduleToRpx } from '@/lib/rpx'
import { formatSiweMessage } from '@/lib/siwe'
import { formatDate, relativeTime, toMs } from '@/lib/time'

// Edge cases of the pure modules that the main suites do not reach.
describe('lib edge cases', () => {
  afterEach(() => jest.restoreAllMocks())

  it('compactCount passes negatives through', () => {
    expect(compactCount(-5)).toBe('-5')
  })

  it('parseInviteCode survives malformed percent-encoding', () => {
    expect(() => parseInviteCode('https://a.b/?invite_code=%E0%A4%A')).not.toThrow()
    expect(parseInviteCode('https://a.b/?invite_code=%E0%A4%A')).toBe('')
    expect(parseInviteCode('https://a.b/?flag&invite=OK1')).toBe('OK1')
  })

  it('storage.set survives a full or disabled storage', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.spyOn(Taro, 'setStorageSync').mockImplementation(() => { throw new Error('quota') })
    expect(() => storage.set('inviteCode', 'X')).not.toThrow()
    expect(warn).toHaveBeenCalled()
    jest.spyOn(Taro, 'removeStorageSync').mockImplementation(() => { throw new Error('denied') })
    expect(() => storage.remove('inviteCode')).not.toThrow()
  })

  it('moduleToRpx tolerates modules without style or params', () => {
    const out = moduleToRpx({ id: 'x', type: 'title', name: 't', data: [] } as never)
    expect(out.style).toEqual({})
    expect(out.params).toEqual({})
  })

  it('formatSiweMessage defaults the version to 1 and skips an empty statement', () => {
    const text = formatSiweMessage({ domain: 'a.b', address: '0x0', uri: 'https://a.b', chainId: 56, nonce: 'n1234567', issuedAt: 'now', statement: '' })
    expect(text).toBe('a.b wants you to sign in with your Ethereum account:\n0x0\n\n\nURI: https://a.b\nVersion: 1\nChain ID: 56\nNonce: n1234567\nIssued At: now')
  })

  it('time helpers accept strings and default "now"', () => {
    expect(toMs('1700000000123')).toBe(1700000000123)
    expect(formatDate('0', 'yyyy')).toBe(String(new Date(0).getFullYear()))
    expect(relativeTime(Math.floor(Date.now() / 1000))).toEqual({ key: 'time.justNow' })
  })
})
