import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import { Wallet } from 'ethers'
import { SiweMessage } from 'siwe'
import { computeSign } from '../../types/sign'
import { loadConfig } from '../config'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, walletLogin } from './helpers/client'

// The Sign-In with Ethereum domain comes from configuration (SIWE_DOMAIN, else PUBLIC_URL's host,
// else the address the server listens on), never from the request's Host header.

let srv: TestServer
before(async () => { srv = await startServer() })
after(async () => { await srv.close() })

/** A request with a Host header of our choosing (fetch does not let a caller set Host). */
async function withHost (method: 'GET' | 'POST', path: string, host: string, body?: Record<string, unknown>): Promise<{ code: number, msg: string, data: any }> {
  const text = body === undefined ? undefined : JSON.stringify(body)
  const headers: Record<string, string | number> = { Host: host, 'Accept-Language': 'en', Sign: computeSign(path, body ?? {}, '/ws') }
  if (text !== undefined) { headers['Content-Type'] = 'application/json'; headers['Content-Length'] = Buffer.byteLength(text) }
  return await new Promise((resolve, reject) => {
    const req = http.request(`${srv.url}/api${path}`, { method, headers, agent: false }, (res) => {
      let data = ''
      res.on('data', (c) => { data += String(c) })
      res.on('end', () => { try { resolve(JSON.parse(data)) } catch (err) { reject(err) } })
    })
    req.on('error', reject)
    req.end(text)
  })
}

describe('SIWE domain', () => {
  test('a message for evil.example posted with Host: evil.example is refused', async () => {
    const nonce = await withHost('GET', '/login/nonce', 'evil.example')
    assert.equal(nonce.code, 1)
    assert.equal(nonce.data.domain, srv.host, 'the nonce names the configured domain, not the Host header')
    const wallet = Wallet.createRandom()
    const message = new SiweMessage({
      domain: 'evil.example', address: wallet.address, statement: nonce.data.statement, uri: 'http://evil.example', version: '1',
      chainId: nonce.data.chain_id, nonce: nonce.data.nonce, issuedAt: nonce.data.issued_at, expirationTime: nonce.data.expiration_time
    }).prepareMessage()
    const res = await withHost('POST', '/login/login', 'evil.example', { message, signature: await wallet.signMessage(message) })
    assert.deepEqual([res.code, res.msg], [0, 'Wrong domain'])
    // the same wallet with the real domain signs in
    assert.equal((await walletLogin(new ApiClient(srv.url), wallet)).body.code, 1)
  })

  test('SIWE_DOMAIN, else PUBLIC_URL\'s host, else the listen address; production refuses to start without one', () => {
    assert.equal(loadConfig({ SIWE_DOMAIN: 'shop.example.com', PUBLIC_URL: 'https://other.example' }).siweDomain, 'shop.example.com')
    assert.equal(loadConfig({ PUBLIC_URL: 'https://shop.example.com:8443/' }).siweDomain, 'shop.example.com:8443')
    assert.equal(loadConfig({}).siweDomain, '', 'unset: the listen address, known once listening')
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /SIWE_DOMAIN or PUBLIC_URL/)
    assert.equal(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }).siweDomain, 'shop.example.com')
    assert.throws(() => loadConfig({ PUBLIC_URL: 'not a url' }), /PUBLIC_URL/)
  })

  test('a configured domain is what the nonce names and what login accepts', async () => {
    const named = await startServer({ database: srv.database, env: { SIWE_DOMAIN: 'shop.example.com' } })
    try {
      const api = new ApiClient(named.url)
      assert.equal((await api.get<{ domain: string }>('/login/nonce')).body.data.domain, 'shop.example.com')
      assert.equal((await walletLogin(api, Wallet.createRandom())).body.code, 1)
    } finally { await named.close() }
  })
})
