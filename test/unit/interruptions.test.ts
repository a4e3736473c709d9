import { localDay, makeInterruptions, openAdvertDue, popupDue, popupKey } from '@/lib/interruptions'
import { storage } from '@/lib/storage'

// Issue 9 item 7: the open-screen advert at most once per local day, the pop-up once per version.

beforeEach(() => localStorage.clear())

describe('open-screen advert: at most once per day', () => {
  it('is due on a day it was not shown, not again that day', () => {
    const morning = new Date(2026, 10, 25, 8, 0)
    expect(openAdvertDue(null, morning)).toBe(true)
    expect(openAdvertDue(localDay(morning), new Date(2026, 10, 25, 23, 59))).toBe(false)
    expect(openAdvertDue(localDay(morning), new Date(2026, 10, 26, 0, 1))).toBe(true)
  })

  it('through storage with an injected clock: shown, not on the next start, again the next day', () => {
    let now = new Date(2026, 10, 25, 9, 30)
    const rule = makeInterruptions(() => now)
    expect(rule.openAdvertDue()).toBe(true)
    rule.markOpenAdvertShown()
    expect(storage.get('openAdvertDay')).toBe('2026-11-25')
    // a later start on the same day: a fresh rule object reads what was stored
    now = new Date(2026, 10, 25, 21, 0)
    expect(makeInterruptions(() => now).openAdvertDue()).toBe(false)
    now = new Date(2026, 10, 26, 7, 0)
    expect(makeInterruptions(() => now).openAdvertDue()).toBe(true)
  })
})

describe('system pop-up: once per version', () => {
  const welcome = { title: '欢迎', content: '连接钱包即可登录', image: '/a.png', url: '' }

  it('a pop-up once seen is not due again; an edited one is a new version', () => {
    const rule = makeInterruptions(() => new Date(2026, 10, 25))
    expect(rule.popupDue(welcome)).toBe(true)
    rule.markPopupShown(welcome)
    expect(makeInterruptions().popupDue({ ...welcome })).toBe(false)
    expect(rule.popupDue({ ...welcome, content: '连接钱包即可登录，欢迎来逛' })).toBe(true)
  })

  it('an id and version from the server decide instead of the text', () => {
    const v1 = { ...welcome, id: 3, version: 1 }
    expect(popupKey(v1)).toBe(popupKey({ ...v1, content: 'other text' }))
    expect(popupKey(v1)).not.toBe(popupKey({ ...v1, version: 2 }))
    expect(popupDue(popupKey(v1), { ...v1, version: 2 })).toBe(true)
    expect(popupDue(popupKey(v1), v1)).toBe(false)
  })
})
