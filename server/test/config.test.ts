import { test } from 'node:test'
import assert from 'node:assert/strict'
import { loadConfig } from '../config'

// What `npm start` listens on (issue 9): the demo hands out balances, so only this machine reaches
// it unless HOST says otherwise (README "Configuration").
test('HOST: loopback by default, any address when set', () => {
  assert.equal(loadConfig({}).host, '127.0.0.1')
  assert.equal(loadConfig({ HOST: '' }).host, '127.0.0.1')
  assert.equal(loadConfig({ HOST: ' ' }).host, '127.0.0.1')
  assert.equal(loadConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0')
  assert.equal(loadConfig({ HOST: '::' }).host, '::')
})
