import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Wallet } from 'ethers'
import { computeSign } from '../../types/sign'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'
import { createAdmin } from '../modules/admin/accounts'
import type { AdminSession } from '../../types/admin'

let srv: TestServer
let api: ApiClient
let token: string

function isEnvelope (v: unknown): v is { code: number, msg: string, time: number, data: unknown } {
  if (typeof v !== 'object' || v === null) return false
  const e = v as Record<string, unknown>
  return typeof e.code === 'number' && typeof e.msg === 'string' && typeof e.time === 'number' && 'data' in e
}

before(async () => {
  srv = await startServer({ env: { RATE_LIMIT_LOGIN: '1000/min' } })
  api = new ApiClient(srv.url)
  token = (await newUser(api, Wallet.createRandom())).session.userinfo.token
})
after(async () => { await srv.close() })

let admins = 0
/** Headers of a freshly signed-in super admin (admin routes: the sweeps also call admin/logout). */
async function adminHeaders (): Promise<Record<string, string>> {
  const username = `sweep${++admins}`
  await createAdmin(srv.db, username, 'super', 'sweep-password')
  const res = await api.post<AdminSession>('/admin/login', { username, password: 'sweep-password' })
  assert.equal(res.body.code, 1, res.body.msg)
  return { 'admin-token': res.body.data.token }
}

/** Calls without a token, with a shopper's, and (on /api/admin routes) with a super admin's. */
async function callerHeaders (url: string, shopperToken: string): Promise<Array<Record<string, string>>> {
  return url.startsWith('/api/admin/') ? [{}, { token: shopperToken }, await adminHeaders()] : [{}, { token: shopperToken }]
}

describe('envelope and Sign', () => {
  test('success envelope: code 1, 10-digit time', async () => {
    const res = await api.get('/wanlshop/common/adverts', { version: '1124' })
    assert.equal(res.status, 200)
    assert.equal(res.body.code, 1)
    assert.equal(res.body.msg, 'ok')
    assert.equal(String(res.body.time).length, 10)
  })

  test('a missing or wrong Sign is refused, in the caller language', async () => {
    const missing = await api.get('/wanlshop/common/init', {}, { sign: false })
    assert.equal(missing.status, 200)
    assert.deepEqual({ code: missing.body.code, msg: missing.body.msg, data: missing.body.data }, { code: 0, msg: 'Request signature is invalid', data: null })
    const zh = await api.get('/wanlshop/common/init', {}, { sign: false, lang: 'zh-CN' })
    assert.equal(zh.body.msg, '请求签名无效')
    const wrong = await api.get('/wanlshop/common/init', {}, { sign: 'deadbeef'.repeat(4) })
    assert.equal(wrong.body.msg, 'Request signature is invalid')
  })

  test('the Sign covers the payload: a tampered query or body fails', async () => {
    const signedFor1124 = computeSign('/wanlshop/common/init', { version: '1124' }, '/ws')
    const tampered = await api.get('/wanlshop/common/init', { version: '1' }, { sign: signedFor1124 })
    assert.equal(tampered.body.msg, 'Request signature is invalid')
    const bodySign = computeSign('/wanlshop/user/profile', { nickname: 'a' }, '/ws')
    const res = await api.post('/wanlshop/user/profile', { nickname: 'b' }, { sign: bodySign, token })
    assert.equal(res.body.msg, 'Request signature is invalid')
    const okRes = await api.post('/wanlshop/user/profile', { nickname: 'a' }, { sign: bodySign, token })
    assert.equal(okRes.body.code, 1)
  })

  test('a Sign made with another socket address (appKey) fails', async () => {
    const other = new ApiClient(srv.url, 'wss://elsewhere.example.com/ws')
    const res = await other.get('/wanlshop/common/adverts')
    assert.equal(res.body.msg, 'Request signature is invalid')
  })

  test('form-urlencoded bodies are parsed and signed like JSON', async () => {
    const body = { nickname: 'form-user' }
    const res = await api.raw('POST', '/api/wanlshop/user/profile', new URLSearchParams(body).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Sign: computeSign('/wanlshop/user/profile', body, '/ws'),
      token
    })
    const env = JSON.parse(res.text)
    assert.equal(env.code, 1, env.msg)
    assert.equal(env.data.nickname, 'form-user')
  })

  test('unknown API → HTTP 404 envelope', async () => {
    const res = await api.get('/wanlshop/nothing/here')
    assert.equal(res.status, 404)
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'API interface does not exist')
    const post = await api.post('/wanlshop/common/init', {})
    assert.equal(post.status, 404, 'wrong method is unknown too')
  })

  test('malformed JSON, wrong content type, wrong types → code 0 naming the problem', async () => {
    const sign = computeSign('/login/login', null, '/ws')
    const broken = await api.raw('POST', '/api/login/login', '{"message": ', { 'Content-Type': 'application/json', Sign: sign })
    assert.equal(broken.status, 200)
    assert.deepEqual(JSON.parse(broken.text).msg, 'Malformed request body')
    const xml = await api.raw('POST', '/api/login/login', '<a/>', { 'Content-Type': 'application/xml', Sign: sign })
    assert.equal(xml.status, 200)
    assert.equal(JSON.parse(xml.text).msg, 'Unsupported content type')
    const text = await api.raw('POST', '/api/login/login', 'hello', { 'Content-Type': 'text/plain', Sign: sign })
    assert.equal(JSON.parse(text.text).msg, 'body must be an object')
    const typed = await api.post('/login/login', { message: 42, signature: '0x00' })
    assert.equal(typed.status, 200)
    assert.equal(typed.body.code, 0)
    assert.equal(typed.body.msg, 'message must be a string')
    const missing = await api.post('/login/login', { message: 'x' })
    assert.equal(missing.body.msg, 'signature is required')
    const arr = await api.raw('POST', '/api/wanlshop/chat/shake', '[1,2]', { 'Content-Type': 'application/json', Sign: computeSign('/wanlshop/chat/shake', null, '/ws'), token })
    assert.equal(JSON.parse(arr.text).code, 0)
    const zh = await api.post('/login/login', { message: 'x' }, { lang: 'zh' })
    assert.equal(zh.body.msg, '缺少 signature')
  })

  test('a body over 1 MB is refused with an envelope', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(1_100_000), signature: '0x' })
    const res = await api.raw('POST', '/api/login/login', big, { 'Content-Type': 'application/json', Sign: 'x' })
    assert.ok(res.status !== 500)
    const env = JSON.parse(res.text)
    assert.equal(env.code, 0)
    assert.equal(env.msg, 'Request body is too large')
  })
})

describe('serving the H5 app', () => {
  test('dist/h5 is served at / when it exists; unknown /api paths stay envelopes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbmall-h5-'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>BB</title>')
    const web = await startServer({ database: srv.database, env: { STATIC_DIR: dir } })
    try {
      const home = await fetch(web.url + '/')
      assert.equal(home.status, 200)
      assert.match(await home.text(), /<title>BB<\/title>/)
      const c = new ApiClient(web.url)
      const unknown = await c.get('/wanlshop/nothing')
      assert.equal(unknown.status, 404)
      assert.equal(unknown.body.msg, 'API interface does not exist')
      const missing = await c.raw('GET', '/js/missing.js', undefined, {})
      assert.equal(missing.status, 404)
      assert.equal(JSON.parse(missing.text).code, 0)
      assert.equal((await c.get('/wanlshop/common/adverts')).body.code, 1)
    } finally {
      await web.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('bad-input sweep over every route', () => {
  const HUGE = 'x'.repeat(100_000)
  const values: unknown[] = [HUGE, -1, 1.5, true, null, [], ['a'], { a: 1 }, '', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --"]

  test('no input ever gets a 500 or a non-envelope answer', async () => {
    const routes = srv.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.includes('*'))
    assert.ok(routes.length >= 14, `found ${routes.length} routes`)
    const fields = ['message', 'signature', 'invite_code', 'client_id', 'code', 'nickname', 'avatar', 'bio', 'gender', 'birthday', 'email', 'url', 'version', 'file', 'id', 'page',
      // the admin console's fields
      'username', 'password', 'otp', 'admin', 'action', 'target', 'from', 'to', 'keyword', 'state', 'status', 'value', 'key']
    let calls = 0
    const check = (label: string, status: number, text: string): void => {
      calls++
      assert.notEqual(status, 500, `${label} → 500: ${text.slice(0, 200)}`)
      let body: unknown
      try { body = JSON.parse(text) } catch { assert.fail(`${label} → not JSON (${status}): ${text.slice(0, 200)}`) }
      assert.ok(isEnvelope(body), `${label} → not an envelope: ${text.slice(0, 200)}`)
      assert.ok([0, 1, 401, 403, 404].includes((body as { code: number }).code), `${label} → code ${(body as { code: number }).code}`)
    }
    for (const r of routes) {
      if (r.url.startsWith('/notify/wxpay/')) {
        // WeChat Pay's notification endpoints answer in WeChat's protocol ({code: 'FAIL', message}),
        // never a 500 and never a success for a request WeChat did not sign
        const res = await api.raw(r.method, r.url, '{"x":1}', { 'content-type': 'application/json' })
        calls++
        assert.notEqual(res.status, 500, `${r.url} → 500`)
        assert.equal((JSON.parse(res.text) as { code: string }).code, 'FAIL', `${r.url}: ${res.text.slice(0, 200)}`)
        continue
      }
      if (!r.url.startsWith('/api/')) {
        // the websocket path answers plain HTTP with an envelope too
        const res = await api.raw(r.method, `${r.url}?x=${HUGE.slice(0, 3000)}`, undefined, {})
        check(`${r.method} ${r.url}`, res.status, res.text)
        continue
      }
      const path = r.url.slice(4)
      for (const headers of await callerHeaders(r.url, token)) {
        if (r.method === 'GET') {
          for (const v of [HUGE.slice(0, 5000), '%', '-1', '[]']) {
            const q: Record<string, string> = Object.fromEntries(fields.map((f) => [f, v]))
            const qs = new URLSearchParams(q).toString()
            const res = await api.raw('GET', `/api${path}?${qs}`, undefined, { ...headers, Sign: computeSign(path, q, '/ws') })
            check(`GET ${r.url} ${v.slice(0, 10)}`, res.status, res.text)
          }
          // a URL too long for the HTTP parser
          const res = await api.raw('GET', `/api${path}?version=${HUGE}`, undefined, headers)
          check(`GET ${r.url} huge url`, res.status, res.text)
          continue
        }
        const bodies: string[] = ['{', '[]', '"text"', '123', 'null', '{"a":', JSON.stringify([{ a: 1 }])]
        for (const v of values) bodies.push(JSON.stringify(Object.fromEntries(fields.map((f) => [f, v]))))
        bodies.push(JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }))
        bodies.push('{"__proto__": {"isAdmin": true}}')
        for (const b of bodies) {
          let parsed: Record<string, unknown> | null = null
          try { const p = JSON.parse(b); parsed = typeof p === 'object' && p !== null && !Array.isArray(p) ? p : null } catch {}
          const res = await api.raw('POST', `/api${path}`, b, { ...headers, 'Content-Type': 'application/json', Sign: computeSign(path, parsed, '/ws') })
          check(`POST ${r.url} ${b.slice(0, 30)}`, res.status, res.text)
        }
        for (const [type, b] of [['text/plain', 'x'], ['application/xml', '<a/>'], ['multipart/form-data; boundary=zzz', '--zzz\r\nbroken'], ['multipart/form-data', 'no boundary'], ['application/x-www-form-urlencoded', 'a=1&a=2&gender=x&nickname=' + 'y'.repeat(5000)]]) {
          const res = await api.raw('POST', `/api${path}`, b, { ...headers, 'Content-Type': type })
          check(`POST ${r.url} ${type}`, res.status, res.text)
        }
      }
    }
    assert.ok(calls > 300, `made ${calls} calls`)
  })
})

describe('hostile text over every route: NUL, control characters, lone surrogates, deep JSON', () => {
  // Text fields a route may read, at the top level and where the bodies nest them
  const FIELDS = ['search', 'keywords', 'attrs', 'nickname', 'bio', 'email', 'message', 'signature', 'client_id', 'code', 'version', 'url',
    'avatar', 'birthday', 'tag', 'type', 'sort', 'order', 'express_name', 'express_no', 'pay_password', 'password', 'repassword', 'token', 'key', 'asset', 'invite_code', 'id', 'page']
  const HOSTILE: Array<[string, string]> = [['NUL', 'a\u0000b'], ['escape', 'a\u001bb'], ['lone high surrogate', 'a\ud800b'], ['lone low surrogate', '\udfffz']]

  /** The client's Sign, or any text when the payload cannot be signed (a lone surrogate cannot be URI-encoded). */
  function signOf (path: string, payload: Record<string, unknown> | null): string {
    try { return computeSign(path, payload, '/ws') } catch { return 'unsignable' }
  }

  test('no 500, always an envelope', async () => {
    const token = (await newUser(api, Wallet.createRandom())).session.userinfo.token
    const routes = srv.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.includes('*') && r.url.startsWith('/api/'))
    const failures: string[] = []
    let calls = 0
    const check = (label: string, status: number, text: string): void => {
      calls++
      let body: unknown = null
      try { body = JSON.parse(text) } catch {}
      if (status === 500 || !isEnvelope(body)) failures.push(`${label} → ${status} ${text.slice(0, 120)}`)
    }
    const deep = (n: number): string => '{"a":'.repeat(n) + '1' + '}'.repeat(n)
    const deepArray = (n: number): string => '{"data":' + '['.repeat(n) + ']'.repeat(n) + '}'
    for (const r of routes) {
      const path = r.url.slice(4)
      for (const headers of await callerHeaders(r.url, token)) {
        if (r.method === 'GET') {
          for (const [name, v] of HOSTILE) {
            const q = Object.fromEntries(FIELDS.map((f) => [f, v]))
            // lone surrogates cannot go through URLSearchParams: send their UTF-8-looking bytes raw
            const qs = FIELDS.map((f) => `${f}=${name.includes('surrogate') ? '%ED%A0%80' : encodeURIComponent(v)}`).join('&')
            const res = await api.raw('GET', `/api${path}?${qs}`, undefined, { ...headers, Sign: signOf(path, q) })
            check(`GET ${r.url} ${name}`, res.status, res.text)
            // one field at a time (NUL), so a route's own checks of the other fields do not answer first
            for (const f of name === 'NUL' ? FIELDS : []) {
              const one = { [f]: v }
              const res1 = await api.raw('GET', `/api${path}?${f}=${encodeURIComponent(v)}`, undefined, { ...headers, Sign: signOf(path, one) })
              check(`GET ${r.url} ${f}=${name}`, res1.status, res1.text)
            }
          }
          continue
        }
        const bodies: Array<[string, string, Record<string, unknown> | null]> = []
        for (const [name, v] of HOSTILE) {
          const all = Object.fromEntries(FIELDS.map((f) => [f, v]))
          bodies.push([`${name} in every field`, JSON.stringify(all), all])
          for (const f of name === 'NUL' || name === 'lone high surrogate' ? FIELDS : []) bodies.push([`${name} in ${f}`, JSON.stringify({ [f]: v }), { [f]: v }])
          const nested = { data: { name: v, address: v }, order: { lists: [{ remarks: v, products: [] }] }, goodsList: [{ content: v }], [v]: 1 }
          bodies.push([`${name} nested`, JSON.stringify(nested), nested])
        }
        bodies.push(['deep object', deep(5000), null], ['deep array', deepArray(5000), null], ['deep 40', deep(40), null])
        for (const [label, b, parsed] of bodies) {
          const res = await api.raw('POST', `/api${path}`, b, { ...headers, 'Content-Type': 'application/json', Sign: signOf(path, parsed) })
          check(`POST ${r.url} ${label}`, res.status, res.text)
        }
      }
    }
    assert.deepEqual(failures, [], `${failures.length} of ${calls} calls failed`)
    assert.ok(calls > 500, `made ${calls} calls`)
  })

  test('control characters and lone surrogates are refused naming the field, in both languages', async () => {
    // the sweeps above log their token out
    const token = (await newUser(api, Wallet.createRandom())).session.userinfo.token
    const nul = await api.post('/wanlshop/user/profile', { nickname: 'a\u0000b' }, { token })
    assert.equal(nul.status, 200)
    assert.deepEqual([nul.body.code, nul.body.msg], [0, 'nickname must not contain control characters'])
    const zh = await api.post('/wanlshop/user/profile', { bio: 'x\u0007' }, { token, lang: 'zh-CN' })
    assert.deepEqual([zh.body.code, zh.body.msg], [0, 'bio 不能包含控制字符'])
    const search = await api.get('/wanlshop/product/lists', { search: 'phone\u0000' })
    assert.deepEqual([search.body.code, search.body.msg], [0, 'search must not contain control characters'])
    const surrogate = await api.raw('POST', '/api/wanlshop/user/profile', '{"nickname":"a\\ud800"}', { 'Content-Type': 'application/json', Sign: 'x', token })
    assert.deepEqual(JSON.parse(surrogate.text).msg, 'nickname must not contain control characters')
    // tabs and line breaks are text
    const ok = await api.post('/wanlshop/user/profile', { bio: 'line one\nline two\tend' }, { token })
    assert.equal(ok.body.code, 1, ok.body.msg)
  })

  test('JSON nested deeper than 32 levels is refused with its own message', async () => {
    const res = await api.raw('POST', '/api/login/login', '{"message":' + '['.repeat(5000) + ']'.repeat(5000) + '}', { 'Content-Type': 'application/json', Sign: 'x' })
    assert.equal(res.status, 200)
    assert.equal(JSON.parse(res.text).msg, 'Request body is nested too deeply')
    const shallow = await api.raw('POST', '/api/login/login', '{"message":' + '['.repeat(31) + ']'.repeat(31) + '}', { 'Content-Type': 'application/json', Sign: computeSign('/login/login', { message: JSON.parse('['.repeat(31) + ']'.repeat(31)) }, '/ws') })
    assert.equal(JSON.parse(shallow.text).msg, 'signature is required', 'a shallow body is parsed and validated')
  })
})

describe('rate limit', () => {
  test('nonce requests beyond the limit get a clear envelope (HTTP 429)', async () => {
    const limited = await startServer({ database: srv.database, env: { RATE_LIMIT_LOGIN: '3/min' } })
    try {
      const c = new ApiClient(limited.url)
      for (let i = 0; i < 3; i++) assert.equal((await c.get('/login/nonce')).body.code, 1)
      const res = await c.get('/login/nonce')
      assert.equal(res.status, 429)
      assert.equal(res.body.code, 0)
      assert.match(res.body.msg, /^Too many requests, please try again in \d+ seconds$/)
      const zh = await c.get('/login/nonce', {}, { lang: 'zh-CN' })
      assert.match(zh.body.msg, /^操作太频繁，请\d+秒后再试$/)
      const login = await c.post('/login/login', { message: 'm', signature: '0x' })
      assert.equal(login.status, 200, 'each route has its own budget')
    } finally {
      await limited.close()
    }
  })
})
