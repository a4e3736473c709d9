import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in for api.weixin.qq.com speaking the same protocol:
//   GET /sns/jscode2session?appid&secret&js_code&grant_type=authorization_code
//   GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code (official-account web authorisation)
//   GET /cgi-bin/token?grant_type=client_credential&appid&secret
//   GET /cgi-bin/ticket/getticket?access_token&type=jsapi
// A js_code `<who>-<anything>` maps to openid `oFake_<who>`; a code starting with `bad` is rejected
// (errcode 40029) as WeChat does for an invalid or used code.

export interface FakeWechat {
  base: string
  appId: string
  appSecret: string
  mpAppId: string
  mpAppSecret: string
  ticket: string
  calls: { session: number, token: number, ticket: number }
  close: () => Promise<void>
}

export async function startFakeWechat (): Promise<FakeWechat> {
  const appId = 'wxfakeminiapp0001'
  const appSecret = 'fake-mini-secret'
  const mpAppId = 'wxfakeofficial0001'
  const mpAppSecret = 'fake-mp-secret'
  const ticket = 'kgt8ON7yVITDhtdwci0qeZBzNQHDWv1ITxfU5mnV3JqkfHaYDJJ7ktRXKfvfxCxdNVNG3JlmwaxSU-FAKE'
  const calls = { session: 0, token: 0, ticket: 0 }
  let tokenSeq = 0
  const tokens = new Set<string>()

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const q = url.searchParams
    const send = (body: unknown): void => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/sns/jscode2session') {
      calls.session++
      if (q.get('appid') !== appId || q.get('secret') !== appSecret) return send({ errcode: 40125, errmsg: 'invalid appsecret' })
      if (q.get('grant_type') !== 'authorization_code') return send({ errcode: 40002, errmsg: 'invalid grant_type' })
      const code = q.get('js_code') ?? ''
      if (code === '' || code.startsWith('bad')) return send({ errcode: 40029, errmsg: 'invalid code' })
      const who = code.split('-')[0]
      return send({ openid: `oFake_${who}`, session_key: Buffer.from(`key-${who}`).toString('base64'), unionid: `uFake_${who}` })
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      // official-account web authorisation: code `<who>-<anything>` → openid `oMp_<who>`
      if (q.get('appid') !== mpAppId || q.get('secret') !== mpAppSecret || q.get('grant_type') !== 'authorization_code') return send({ errcode: 40125, errmsg: 'invalid appsecret' })
      const code = q.get('code') ?? ''
      if (code === '' || code.startsWith('bad')) return send({ errcode: 40029, errmsg: 'invalid code' })
      return send({ access_token: 'WEB_TOKEN', expires_in: 7200, refresh_token: 'R', openid: `oMp_${code.split('-')[0]}`, scope: 'snsapi_base' })
    }
    if (url.pathname === '/cgi-bin/token') {
      calls.token++
      if (q.get('grant_type') !== 'client_credential' || q.get('appid') !== mpAppId || q.get('secret') !== mpAppSecret) {
        return send({ errcode: 40013, errmsg: 'invalid appid' })
      }
      const token = `ACCESS_TOKEN_${++tokenSeq}`
      tokens.add(token)
      return send({ access_token: token, expires_in: 7200 })
    }
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      calls.ticket++
      if (!tokens.has(q.get('access_token') ?? '') || q.get('type') !== 'jsapi') return send({ errcode: 40001, errmsg: 'invalid credential' })
      return send({ errcode: 0, errmsg: 'ok', ticket, expires_in: 7200 })
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    mpAppId,
    mpAppSecret,
    ticket,
    calls,
    close: async () => { await new Promise<void>((resolve) => { server.close(() => { resolve() }) }) }
  }
}
