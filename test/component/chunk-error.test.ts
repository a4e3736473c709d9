import { chunkErrorType, installChunkErrorHandler, showChunkError } from '@/platform/chunk-error.h5'
import { setCurrentLang } from '@/i18n'

const chunkError = (type?: string, message = 'Loading chunk 451 failed.\n(error: http://x/js/451.js)') =>
  Object.assign(new Error(message), { name: 'ChunkLoadError', type, request: 'http://x/js/451.js' })

afterEach(() => {
  document.getElementById('chunk-error')?.remove()
  setCurrentLang('zh')
})

test('classifies webpack chunk failures by type and ignores other errors', () => {
  expect(chunkErrorType(chunkError('missing'))).toBe('missing')
  expect(chunkErrorType(chunkError('timeout'))).toBe('timeout')
  expect(chunkErrorType(chunkError('error'))).toBe('error')
  expect(chunkErrorType(chunkError(undefined))).toBe('error')
  expect(chunkErrorType(Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED', type: 'timeout' }))).toBe('timeout')
  expect(chunkErrorType(new Error('boom'))).toBeNull()
  expect(chunkErrorType(undefined)).toBeNull()
  expect(chunkErrorType('Loading chunk 7 failed.')).toBe('error')
})

test('an unhandled chunk rejection shows a full-screen notice in plain DOM with a retry', () => {
  const uninstall = installChunkErrorHandler()
  try {
    const ev = new Event('unhandledrejection', { cancelable: true })
    Object.assign(ev, { reason: chunkError('timeout'), promise: Promise.resolve() })
    window.dispatchEvent(ev)
    const box = document.getElementById('chunk-error')
    expect(box).not.toBeNull()
    expect(box?.getAttribute('data-type')).toBe('timeout')
    expect(box?.textContent).toContain('页面加载超时，请刷新重试')
    expect(ev.defaultPrevented).toBe(true)

    // unrelated rejections are left alone
    document.getElementById('chunk-error')?.remove()
    const other = new Event('unhandledrejection', { cancelable: true })
    Object.assign(other, { reason: new Error('api failed'), promise: Promise.resolve() })
    window.dispatchEvent(other)
    expect(document.getElementById('chunk-error')).toBeNull()
  } finally {
    uninstall()
  }
})

test('the notice is translated and Retry reloads', () => {
  setCurrentLang('en')
  const reload = jest.fn()
  const box = showChunkError('missing', reload)
  expect(box.textContent).toContain('Retry')
  ;(document.getElementById('chunk-error-retry') as HTMLButtonElement).click()
  expect(reload).toHaveBeenCalledTimes(1)
})
