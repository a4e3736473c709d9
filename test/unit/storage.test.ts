import Taro from '@tarojs/taro'
import { CHAT_MESSAGES_PREFIX, chatHistory, storage, STORAGE_KEYS } from '@/lib/storage'
import type { ChatMessage } from '@/lib/models'

beforeEach(() => localStorage.clear())

describe('storage (spec §9 keys)', () => {
  it('has a key for every spec storage item', () => {
    expect(Object.keys(STORAGE_KEYS)).toEqual(expect.arrayContaining(
      ['user', 'statistics', 'walletAddress', 'chatClientId', 'inviteCode', 'updateIgnore', 'cart']))
    expect(CHAT_MESSAGES_PREFIX).toBeTruthy()
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.values(STORAGE_KEYS).length)
  })

  it('round-trips typed values through Taro storage', () => {
    storage.set('walletAddress', '0xAbC')
    storage.set('updateIgnore', 1125)
    expect(storage.get('walletAddress')).toBe('0xAbC')
    expect(storage.get('updateIgnore')).toBe(1125)
    // really in Taro's storage under the spec key
    expect(Taro.getStorageSync(STORAGE_KEYS.walletAddress)).toBe('0xAbC')
  })

  it('returns null for missing keys and after remove', () => {
    expect(storage.get('inviteCode')).toBeNull()
    storage.set('inviteCode', 'AB')
    storage.remove('inviteCode')
    expect(storage.get('inviteCode')).toBeNull()
  })

  it('keeps only the last 96 chat messages per conversation', () => {
    const msg = (i: number): ChatMessage => ({
      id: i, conversation_id: 7, side: 'user', type: 'text', body: { text: String(i) }, from: { id: 1, shop_id: 0, name: 'a', avatar: '' }, key: `k${i}`, createtime: i
    })
    const kept = chatHistory.save(7, Array.from({ length: 100 }, (_, i) => msg(i)))
    expect(kept).toHaveLength(96)
    expect(chatHistory.load(7)[0].createtime).toBe(4)
    expect(chatHistory.append(7, msg(100)).at(-1)?.createtime).toBe(100)
    expect(chatHistory.load(7)).toHaveLength(96)
    expect(chatHistory.load(8)).toEqual([])
    chatHistory.clear(7)
    expect(chatHistory.load(7)).toEqual([])
  })

  it('survives a storage that throws', () => {
    const spy = jest.spyOn(Taro, 'getStorageSync').mockImplementation(() => { throw new Error('denied') })
    expect(storage.get('user')).toBeNull()
    spy.mockRestore()
  })
})
