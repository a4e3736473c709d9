import { mergeMessages, newMessageKey, type RoomMessage } from '@/stores/chatRoom'

const msg = (id: number, key: string, extra: Partial<RoomMessage> = {}): RoomMessage => ({
  id, conversation_id: 1, side: 'user', type: 'text', body: { text: key }, from: { id: 1, shop_id: 0, name: 'a', avatar: '' }, key, createtime: 100 + id, ...extra
})

describe('chat room messages', () => {
  it('merges by side and key: the stored copy replaces the pending one, never the other way round', () => {
    const pending = msg(0, 'k1', { state: 'sending', createtime: 500 })
    const stored = msg(7, 'k1')
    expect(mergeMessages([pending], [stored])).toEqual([stored])
    expect(mergeMessages([stored], [pending])).toEqual([stored])
  })

  it('orders stored messages by id and keeps pending ones after them', () => {
    const out = mergeMessages([msg(9, 'b'), msg(0, 'p', { state: 'failed', createtime: 1 })], [msg(3, 'a')])
    expect(out.map((m) => m.key)).toEqual(['a', 'b', 'p'])
  })

  it('the same key from the other side is another message', () => {
    expect(mergeMessages([msg(1, 'x')], [msg(2, 'x', { side: 'peer' })])).toHaveLength(2)
  })

  it('message keys are unique and fit the server pattern', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newMessageKey(1700000000000)))
    expect(keys.size).toBe(1000)
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
  })
})
