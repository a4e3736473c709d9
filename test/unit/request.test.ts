import Taro from '@tarojs/taro'
import { apiBase, appEnv } from '@/env'
import { computeSign } from '../../types/sign'
import { installSessionBridge, resetSessionBridge } from '@/api/bridge'
import { ApiError } from '@/api/errors'
import { request, resolveUrl, TOAST_DURATION, upload, REQUEST_TIMEOUT } from '@/api/request'
import { commonApi } from '@/api/common'
import { userApi } from '@/api/user'
import { uploadApi } from '@/api/upload'
import { wechatApi } from '@/api/wechat'
import { setCurrentLang } from '@/i18n'

type Res = { statusCode: number, data: unknown }
const ok = (data: unknown): Res => ({ statusCode: 200, data: { code: 1, msg: 'ok', time: 1700000000, data } })

let requestSpy: jest.SpyInstance
let toastSpy: jest.SpyInstance

function mockResponses (...responses: Array<Res | Error>): void {
  for (const r of responses) {
    if (r instanceof Error) requestSpy.mockImplementationOnce(() => Promise.reject(r))
    else requestSpy.mockImplementationOnce(() => Promise.resolve({ ...r, header: {}, errMsg: 'request:ok' }))
  }
}

function sent (i = 0): { url: string, method: string, data: Record<string, unknown>, header: Record<string, string>, timeout: number } {
  return requestSpy.mock.calls[i][0]
}

function toasts (): string[] {
  return toastSpy.mock.calls.map((c) => c[0].title)
}

let token = 'tok-1'
let onUnauthorized: jest.Mock

beforeEach(() => {
  token = 'tok-1'
  onUnauthorized = jest.fn(async () => false)
  installSessionBridge({
    getToken: () => token,
    getWalletAddress: () => '0xAbCd000000000000000000000000000000000001',
    getLanguageHeader: () => 'en',
    onUnauthorized: () => onUnauthorized()
  })
  requestSpy = jest.spyOn(Taro, 'request')
  toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'showToast:ok' }) as never)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetSessionBridge()
  setCurrentLang('zh')
})

describe('URLs and headers', () => {
  it('prefixes the API base and sends every spec header, the Sign matching computeSign', async () => {
    mockResponses(ok({ a: 1 }))
    await request({ url: '/wanlshop/common/init', data: { version: 1124 } })
    const req = sent()
    expect(req.url).toBe(`${apiBase()}/wanlshop/common/init`)
    expect(req.url).toBe('http://127.0.0.1:3999/api/wanlshop/common/init')
    expect(req.method).toBe('GET')
    expect(req.data).toEqual({ version: 1124 })
    expect(req.timeout).toBe(60000)
    expect(REQUEST_TIMEOUT).toBe(60000)
    expect(req.header).toEqual({
      Sign: computeSign('/wanlshop/common/init', { version: 1124 }, appEnv.SOCKET_URL),
      token: 'tok-1',
      'App-Client': 'h5-wanlshop',
      'Accept-Language': 'en',
      'Wallet-Address': '0xAbCd000000000000000000000000000000000001'
    })
  })

  it('sends POST bodies as JSON and signs the body; null/undefined fields are neither sent nor signed', async () => {
    mockResponses(ok(null))
    await request({ url: '/wanlshop/user/profile', method: 'POST', data: { nickname: 'a b', bio: undefined, avatar: null } })
    const req = sent()
    expect(req.data).toEqual({ nickname: 'a b' })
    expect(req.header['Content-Type']).toBe('application/json')
    expect(req.header.Sign).toBe(computeSign('/wanlshop/user/profile', { nickname: 'a b' }, appEnv.SOCKET_URL))
  })

  it('moves a query written into the path into the signed payload', async () => {
    mockResponses(ok(null))
    await request({ url: '/wanlshop/common/init?version=7' })
    expect(sent().url).toBe(`${apiBase()}/wanlshop/common/init`)
    expect(sent().data).toEqual({ version: '7' })
    expect(sent().header.Sign).toBe(computeSign('/wanlshop/common/init', { version: '7' }, appEnv.SOCKET_URL))
  })

  it('omits token and Wallet-Address when there are none', async () => {
    token = ''
    installSessionBridge({ getToken: () => '', getWalletAddress: () => '', getLanguageHeader: () => 'zh-CN' })
    mockResponses(ok(null))
    await request({ url: '/wanlshop/common/adverts' })
    expect(sent().header).not.toHaveProperty('token')
    expect(sent().header).not.toHaveProperty('Wallet-Address')
    expect(sent().header['Accept-Language']).toBe('zh-CN')
  })

  it('passes absolute URLs unchanged, without our headers', async () => {
    requestSpy.mockImplementationOnce(() => Promise.resolve({ statusCode: 200, data: { price: 1 }, header: {}, errMsg: '' }))
    const res = await request({ url: 'https://api.example.com/v1/price?x=1' })
    expect(sent().url).toBe('https://api.example.com/v1/price?x=1')
    expect(sent().header).toEqual({})
    expect(res).toEqual({ price: 1 })
  })

  it('resolves urls', () => {
    expect(resolveUrl('wanlshop/x')).toEqual({ url: `${apiBase()}/wanlshop/x`, path: '/wanlshop/x', absolute: false, query: {} })
    expect(resolveUrl('http://h/x').absolute).toBe(true)
  })
})

describe('envelope', () => {
  it('code 1 resolves with data, no toast', async () => {
    mockResponses(ok({ list: [1, 2] }))
    await expect(request({ url: '/x' })).resolves.toEqual({ list: [1, 2] })
    expect(toastSpy).not.toHaveBeenCalled()
  })

  it('code 4 rejects silently', async () => {
    mockResponses({ statusCode: 200, data: { code: 4, msg: 'quiet', time: 0, data: null } })
    const err = await request({ url: '/x' }).catch((e: ApiError) => e) as ApiError
    expect(err).toBeInstanceOf(ApiError)
    expect(err.kind).toBe('silent')
    expect(toastSpy).not.toHaveBeenCalled()
  })

  it('code 0 toasts the server message (1500 ms) and rejects with a typed business error', async () => {
    mockResponses({ statusCode: 200, data: { code: 0, msg: 'Insufficient stock', time: 0, data: { sku: 3 } } })
    const err = await request({ url: '/x' }).catch((e) => e)
    expect(err).toMatchObject({ kind: 'business', code: 0, message: 'Insufficient stock', data: { sku: 3 } })
    expect(toastSpy).toHaveBeenCalledWith({ title: 'Insufficient stock', icon: 'none', duration: 1500 })
    expect(TOAST_DURATION).toBe(1500)
  })

  it('toast: false keeps failures quiet', async () => {
    mockResponses({ statusCode: 200, data: { code: 0, msg: 'nope', time: 0, data: null } })
    await expect(request({ url: '/x', toast: false })).rejects.toMatchObject({ kind: 'business' })
    expect(toastSpy).not.toHaveBeenCalled()
  })

  it('a 200 without an envelope is a data exception', async () => {
    mockResponses({ statusCode: 200, data: '<html>' })
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'invalid' })
    expect(toasts()).toEqual(['数据异常'])
  })
})

describe('HTTP errors (spec §8)', () => {
  it.each([
    ['zh', 404, 'API接口不存在'],
    ['en', 404, 'API interface does not exist'],
    ['zh', 500, 'API服务器繁忙'],
    ['en', 500, 'API server busy']
  ] as const)('%s: HTTP %d toasts the catalogue text', async (lang, status, text) => {
    setCurrentLang(lang)
    mockResponses({ statusCode: status, data: { code: 0, msg: 'server said something', time: 0, data: null } })
    const err = await request({ url: '/x' }).catch((e) => e)
    expect(err).toMatchObject({ kind: 'http', status, message: text })
    expect(toasts()).toEqual([text])
  })

  it('other non-200 statuses toast the server msg', async () => {
    mockResponses({ statusCode: 403, data: { code: 403, msg: 'Forbidden shop', time: 0, data: null } })
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'http', status: 403 })
    expect(toasts()).toEqual(['Forbidden shop'])
  })

  it('no connection: the catalogue words in the toast and in the error a page shows, never "Failed to fetch"', async () => {
    mockResponses(new TypeError('Failed to fetch'))
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'network', message: '网络请求失败，请检查网络', data: { cause: 'Failed to fetch' } })
    expect(toasts()).toEqual(['网络请求失败，请检查网络'])
  })

  it('a time-out says so in the catalogue words, in both languages', async () => {
    mockResponses(Object.assign(new Error('x'), { errMsg: 'request:fail timeout' }))
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'network', message: '网络请求超时，请稍后重试' })
    setCurrentLang('en')
    try {
      mockResponses(new TypeError('Failed to fetch'))
      await expect(request({ url: '/x', toast: false })).rejects.toMatchObject({ message: 'Network request failed, please check your connection' })
    } finally {
      setCurrentLang('zh')
    }
  })
})

describe('401 → wallet login, single-flight', () => {
  const unauthorized: Res = { statusCode: 401, data: { code: 401, msg: 'Please log in', time: 0, data: null } }

  it('three concurrent 401s cause ONE login; all three are retried with the new token', async () => {
    let finish!: (v: boolean) => void
    onUnauthorized.mockImplementation(() => new Promise<boolean>((resolve) => { finish = resolve }))
    mockResponses(unauthorized, unauthorized, unauthorized)
    const calls = [
      request({ url: '/a' }),
      request({ url: '/b' }),
      request({ url: '/c' })
    ]
    await new Promise((r) => setTimeout(r, 0))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(toasts()).toEqual(['Please log in'])
    // login completes with a new token; the retries succeed
    requestSpy.mockImplementation((o: { url: string }) => Promise.resolve({ ...ok(o.url.slice(-1)), header: {}, errMsg: '' }))
    token = 'tok-2'
    finish(true)
    await expect(Promise.all(calls)).resolves.toEqual(['a', 'b', 'c'])
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    const retries = requestSpy.mock.calls.slice(3).map((c) => c[0].header.token)
    expect(retries).toEqual(['tok-2', 'tok-2', 'tok-2'])
  })

  it('when login fails every waiting request rejects as unauthorized', async () => {
    onUnauthorized.mockResolvedValue(false)
    mockResponses(unauthorized, unauthorized)
    const results = await Promise.allSettled([request({ url: '/a' }), request({ url: '/b' })])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ kind: 'unauthorized', status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(requestSpy).toHaveBeenCalledTimes(2)
  })

  it('envelope code 401 on HTTP 200 counts too; a second 401 after the retry is final', async () => {
    onUnauthorized.mockImplementation(async () => { token = 'tok-3'; return true })
    mockResponses({ statusCode: 200, data: { code: 401, msg: 'expired', time: 0, data: null } }, unauthorized)
    await expect(request({ url: '/a' })).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(requestSpy).toHaveBeenCalledTimes(2)
  })

  it('endpoints without auth (token check) reject without starting a login', async () => {
    mockResponses(unauthorized)
    await expect(userApi.check()).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(toastSpy).not.toHaveBeenCalled() // check is declared toast: false
    expect(sent().url).toBe(`${apiBase()}/wanlshop/token/check`)
  })
})

describe('endpoints declared as data', () => {
  it('turn a table entry into a typed call', async () => {
    mockResponses(ok({ appConfig: { name: 'BBMall' } }))
    const data = await commonApi.init({ version: 1124 })
    expect(data.appConfig.name).toBe('BBMall')
    expect(sent()).toMatchObject({ method: 'GET', url: `${apiBase()}/wanlshop/common/init`, data: { version: 1124 } })
  })

  it('the WeChat JSSDK config is a public GET with the page url', async () => {
    onUnauthorized.mockResolvedValue(true)
    mockResponses(ok({ appId: 'wx1' }), { statusCode: 401, data: { code: 401, msg: 'x', time: 0, data: null } })
    await expect(wechatApi.config({ url: 'https://a.b/#/x' })).resolves.toEqual({ appId: 'wx1' })
    expect(sent()).toMatchObject({ method: 'GET', url: `${apiBase()}/wanlshop/wechat/config`, data: { url: 'https://a.b/#/x' } })
    await expect(wechatApi.config({ url: 'u' })).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('POST endpoints without params', async () => {
    mockResponses(ok({ userinfo: { id: 1 }, statistics: {} }))
    await userApi.refresh()
    expect(sent()).toMatchObject({ method: 'POST', url: `${apiBase()}/wanlshop/user/refresh`, data: {} })
  })
})

describe('upload', () => {
  let uploadSpy: jest.SpyInstance
  beforeEach(() => { uploadSpy = jest.spyOn(Taro, 'uploadFile') })

  it('relative: full headers, Sign over the form fields, success toast', async () => {
    uploadSpy.mockResolvedValueOnce({ statusCode: 200, data: JSON.stringify({ code: 1, msg: 'ok', time: 0, data: { url: '/uploads/a.png', fullurl: 'http://x/uploads/a.png' } }), errMsg: '' } as never)
    const res = await uploadApi.image('blob:http://localhost/1')
    expect(res.url).toBe('/uploads/a.png')
    const opts = uploadSpy.mock.calls[0][0]
    expect(opts).toMatchObject({ url: `${apiBase()}/common/upload`, filePath: 'blob:http://localhost/1', name: 'file', timeout: 60000 })
    expect(opts.header.Sign).toBe(computeSign('/common/upload', {}, appEnv.SOCKET_URL))
    expect(opts.header.token).toBe('tok-1')
    expect(opts.header['App-Client']).toBe('h5-wanlshop')
    expect(toasts()).toEqual(['图片上传成功'])
  })

  it('absolute: only the token header', async () => {
    uploadSpy.mockResolvedValueOnce({ statusCode: 200, data: '{"key":"k1"}', errMsg: '' } as never)
    const res = await upload({ url: 'https://oss.example.com/up', filePath: 'f', formData: { policy: 'p' } })
    expect(uploadSpy.mock.calls[0][0].header).toEqual({ token: 'tok-1' })
    expect(res).toEqual({ key: 'k1' })
  })

  it('non-200 toasts the server msg', async () => {
    uploadSpy.mockResolvedValueOnce({ statusCode: 413, data: JSON.stringify({ code: 0, msg: 'File too large', time: 0, data: null }), errMsg: '' } as never)
    await expect(uploadApi.image('f')).rejects.toMatchObject({ kind: 'http', status: 413 })
    expect(toasts()).toEqual(['File too large'])
  })

  it('an envelope failure toasts its msg and no success', async () => {
    uploadSpy.mockResolvedValueOnce({ statusCode: 200, data: JSON.stringify({ code: 0, msg: 'Bad type', time: 0, data: null }), errMsg: '' } as never)
    await expect(uploadApi.image('f')).rejects.toMatchObject({ kind: 'business' })
    expect(toasts()).toEqual(['Bad type'])
  })
})
