// H5: the same reading as Taro's getStorageSync — Taro keeps a value as the JSON `{"data": value}`
// in localStorage, and anything else reads as '' — without its exception. Taro parses
// `localStorage.getItem(key) || ''`, so every key not stored yet (most of them on a first visit)
// throws and catches a SyntaxError. The first exception thrown while app.js is still being evaluated
// is not cheap: the chat store's first read of an absent key, in the start-up task, took 2–7 ms in
// headless Chromium (a second one right after: 0.1 ms) and 20–53 ms with DevTools attached, as
// Lighthouse and Playwright run it (90–200 ms at Lighthouse's 4× CPU slowdown).

export function readStored (key: string): unknown {
  const raw = localStorage.getItem(key)
  if (raw === null || raw === '') return ''
  try {
    const item: unknown = JSON.parse(raw)
    return item !== null && typeof item === 'object' && Object.prototype.hasOwnProperty.call(item, 'data') ? (item as { data: unknown }).data : ''
  } catch {
    return ''
  }
}
