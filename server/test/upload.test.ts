import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import { computeSign } from '../../types/sign'
import type { UserInfo } from '../../types/user'
import { encodePng } from '../seed/png'
import { startServer, type TestServer } from './helpers/server'
import { ApiClient, newUser } from './helpers/client'

let srv: TestServer
let me: ApiClient

const png = encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(200))

before(async () => {
  srv = await startServer()
  me = (await newUser(new ApiClient(srv.url), Wallet.createRandom())).api
})
after(async () => { await srv.close() })

describe('image upload', () => {
  test('a PNG is stored, served and usable as avatar', async () => {
    const res = await me.upload(png, 'photo.png', 'image/png')
    assert.equal(res.status, 200)
    assert.equal(res.body.code, 1, res.body.msg)
    assert.equal(res.body.msg, 'Image uploaded successfully')
    assert.match(res.body.data.url, /^\/uploads\/\d{6}\/[0-9a-f]{32}\.png$/)
    assert.equal(res.body.data.fullurl, srv.url + res.body.data.url)

    const served = await fetch(res.body.data.fullurl)
    assert.equal(served.status, 200)
    assert.equal(served.headers.get('content-type'), 'image/png')
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff')
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), png)

    const profile = await me.post<UserInfo>('/wanlshop/user/profile', { avatar: res.body.data.fullurl })
    assert.equal(profile.body.code, 1, profile.body.msg)
    assert.equal(profile.body.data.avatar, res.body.data.url)
  })

  test('the type comes from the bytes: a lying name/type is ignored', async () => {
    const jpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64)])
    const asText = await me.upload(jpegBytes, 'notes.txt', 'text/plain')
    assert.equal(asText.body.code, 1, asText.body.msg)
    assert.match(asText.body.data.url, /\.jpg$/)

    const text = await me.upload(Buffer.from('<?php echo "hi"; ?> just text'), 'evil.png', 'image/png')
    assert.equal(text.body.code, 0)
    assert.equal(text.body.msg, 'Only JPG, PNG, GIF or WEBP images can be uploaded')
    const svg = await me.upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml')
    assert.equal(svg.body.code, 0)
  })

  test('over 2 MB is refused', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)])
    const res = await me.upload(big, 'big.png', 'image/png')
    assert.equal(res.body.code, 0)
    assert.equal(res.body.msg, 'Image cannot exceed 2MB')
    const zh = await me.upload(big, 'big.png', 'image/png', { lang: 'zh-CN' })
    assert.equal(zh.body.msg, '图片不能超过2MB')
  })

  test('needs a login; Sign optional but checked when present', async () => {
    const anon = await me.upload(png, 'a.png', 'image/png', { token: null })
    assert.equal(anon.status, 401)
    assert.equal(anon.body.code, 401)
    const wrong = await me.upload(png, 'a.png', 'image/png', { sign: 'bad' })
    assert.equal(wrong.body.msg, 'Request signature is invalid')
    const right = await me.upload(png, 'a.png', 'image/png', { sign: computeSign('/common/upload', null, '/ws') })
    assert.equal(right.body.code, 1)
  })

  test('no file, or a JSON body, is a clear refusal', async () => {
    const form = new FormData()
    form.append('other', 'x')
    const res = await me.raw('POST', '/api/common/upload', form, {})
    assert.equal(JSON.parse(res.text).msg, 'Please choose a file to upload')
    const json = await me.post('/common/upload', { file: 'x' })
    assert.equal(json.body.msg, 'Please choose a file to upload')
  })
})
