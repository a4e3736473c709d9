// H5 requests go through the browser's fetch (platform/http.h5.ts) with the wire format Taro's H5
// request had: a GET's data as query parameters (objects as JSON), other methods' data as a JSON
// body, the answer's JSON or null. fetch is the browser's part; here it is a stand-in that records
// what it was asked and answers as a server would.
import { httpRequest } from '@/platform/http.h5'

interface Seen { url: string, init: RequestInit }
let seen: Seen[] = []
let answer: (url: string, init: RequestInit) => Promise<Response>

beforeEach(() => {
  seen = []
  answer = async () => new Response(JSON.stringify({ code: 1, msg: 'ok', data: { n: 1 } }), { status: 200 })
  ;(globalThis as unknown as { fetch: unknown }).fetch = async (url: string, init: RequestInit) => {
    seen.push({ url, init })
    return await answer(url, init)
  }
})

describe('platform/http.h5', () => {
  it('sends a GET\'s data as query parameters, objects as JSON, and reads the JSON answer', async () => {
    const res = await httpRequest({ url: '/api/goods/lists?x=1', method: 'GET', data: { page: 2, q: 'a b&c', f: { cat: [1, 2] } }, header: { token: 't' }, timeout: 1000 })
    expect(seen[0].url).toBe('/api/goods/lists?x=1&page=2&q=a%20b%26c&f=%7B%22cat%22%3A%5B1%2C2%5D%7D')
    expect(seen[0].init.body).toBeUndefined()
    expect(seen[0].init.headers).toEqual({ token: 't' })
    expect(res).toEqual({ statusCode: 200, data: { code: 1, msg: 'ok', data: { n: 1 } } })
  })

  it('sends other methods\' data as a JSON body, adding the JSON content type when none is given', async () => {
    await httpRequest({ url: 'https://storage.example/x', method: 'POST', data: { a: 1 }, header: {}, timeout: 1000 })
    expect(seen[0].init.body).toBe('{"a":1}')
    expect(seen[0].init.headers).toEqual({ 'Content-Type': 'application/json' })
    await httpRequest({ url: '/api/x', method: 'PUT', data: {}, header: { 'content-type': 'application/json; charset=utf-8' }, timeout: 1000 })
    expect(seen[1].init.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' })
  })

  it('answers null for a body that is not JSON, and for 204', async () => {
    answer = async () => new Response('<html>bad gateway</html>', { status: 502 })
    expect(await httpRequest({ url: '/api/x', method: 'GET', data: {}, header: {}, timeout: 1000 })).toEqual({ statusCode: 502, data: null })
    answer = async () => new Response(null, { status: 204 })
    expect(await httpRequest({ url: '/api/x', method: 'DELETE', data: {}, header: {}, timeout: 1000 })).toEqual({ statusCode: 204, data: null })
  })

  it('fails with a message that names the time-out when no answer comes in time', async () => {
    answer = async (_url, init) => await new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => { reject(new DOMException('The operation was aborted.', 'AbortError')) })
    })
    await expect(httpRequest({ url: '/api/slow', method: 'GET', data: {}, header: {}, timeout: 20 })).rejects.toThrow('request:fail timeout')
  })

  it('fails with the browser\'s words when the network fails', async () => {
    answer = async () => { throw new TypeError('Failed to fetch') }
    await expect(httpRequest({ url: '/api/x', method: 'GET', data: {}, header: {}, timeout: 1000 })).rejects.toThrow('request:fail Failed to fetch')
  })
})
