import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Paginated } from '../../types/envelope'
import type { FindComment, FindCreator, FindPost, FindUserRow } from '../../types/find'
import { encodePng } from '../seed/png'
import { startServer, type TestServer } from './helpers/server'
import { adminOf, type AdminClient } from './helpers/admin'
import { systemNotices } from './helpers/notices'
import { makeGoods, makeShop, makeUser, okData, refusedWith, type TestUser } from './helpers/buying'

// Discovery through real HTTP (issue 17): publishing (shops directly, users through the Posts
// queue while find_review_user_posts is on), the feed's tabs and paging, likes and follows under
// double taps, IDOR on posts and comments, text kept as text, and the video upload's type and size.

let srv: TestServer
let shopOwner: TestUser
let alice: TestUser
let bob: TestUser
let reviewer: AdminClient
let shopGoods: number
let otherGoods: number

const png = encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(120))
/** an ISO-BMFF header: what file-type reads as video/mp4 */
const mp4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(64)])

async function uploadImage (u: TestUser): Promise<string> {
  return okData(await u.api.upload(png, 'p.png', 'image/png')).url
}

async function uploadVideo (u: TestUser, bytes: Buffer, type = 'video/mp4'): Promise<{ code: number, msg: string, url?: string }> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'v.mp4')
  const res = await fetch(`${srv.url}/api/wanlshop/find/upload/video`, { method: 'POST', headers: { token: u.api.token ?? '', 'Accept-Language': 'en' }, body: form })
  const body = await res.json() as { code: number, msg: string, data: { url: string } | null }
  assert.equal(res.status, 200)
  return { code: body.code, msg: body.msg, url: body.data?.url }
}

async function feed (u: TestUser, q: Record<string, string | number>): Promise<Paginated<FindPost>> {
  return okData(await u.api.get<Paginated<FindPost>>('/wanlshop/find/find/getList', q))
}

before(async () => {
  srv = await startServer()
  shopOwner = await makeUser(srv.db, srv.url, 'owner')
  alice = await makeUser(srv.db, srv.url, 'alice')
  bob = await makeUser(srv.db, srv.url, 'bob')
  const shop = await makeShop(srv.db, shopOwner.id, undefined, 'Feed shop')
  shopGoods = (await makeGoods(srv.db, shop, { title: 'Feed goods' })).id
  const other = await makeShop(srv.db, bob.id, undefined, 'Bob shop')
  otherGoods = (await makeGoods(srv.db, other, { title: 'Other goods' })).id
  reviewer = await adminOf(srv.db, srv.url, 'reviewer')
})
after(async () => { await srv.close() })

describe('publishing and review', () => {
  test('a shop publishes directly; a user post waits for review and shows after approval', async () => {
    const img = await uploadImage(shopOwner)
    const shopPost = await shopOwner.api.post<{ id: number, state: string }>('/wanlshop/find/find/addData', { content: 'New in the shop', images: [img], goods_ids: [shopGoods] })
    assert.equal(shopPost.body.msg, 'Published')
    assert.equal(shopPost.body.data.state, 'normal')

    const mine = await uploadImage(alice)
    const userPost = await alice.api.post<{ id: number, state: string }>('/wanlshop/find/find/addData', { content: 'my first post', images: [mine] })
    assert.equal(userPost.body.msg, 'Sent; it shows once it is approved')
    assert.equal(userPost.body.data.state, 'examine')

    // the feed shows the shop's post with its goods, not the one in review; the author sees theirs on their page
    const anon = await feed(bob, { type: 'find' })
    assert.ok(anon.data.some((p) => p.id === shopPost.body.data.id && p.goods[0]?.id === shopGoods && p.user.shop_name === 'Feed shop'))
    assert.ok(!anon.data.some((p) => p.id === userPost.body.data.id))
    refusedWith(await bob.api.get('/wanlshop/find/find/getDetails', { id: userPost.body.data.id }), 'This post does not exist or was removed')
    const own = await feed(alice, { type: 'user', user_id: alice.id })
    assert.equal(own.data[0].state, 'examine')

    // the reviewer's queue has it; approving shows it; a second approve is refused (one move)
    const queue = okData(await reviewer.get<Paginated<{ id: number }>>('/posts', { state: 'examine' }))
    assert.ok(queue.data.some((p) => p.id === userPost.body.data.id))
    okData(await reviewer.post(`/posts/${userPost.body.data.id}/approve`, {}))
    refusedWith(await reviewer.post(`/posts/${userPost.body.data.id}/approve`, {}), 'This post is not in a state that allows this')
    const shown = okData(await bob.api.get<FindPost>('/wanlshop/find/find/getDetails', { id: userPost.body.data.id }))
    assert.equal(shown.content, 'my first post')

    // take down: gone from the feed
    okData(await reviewer.post(`/posts/${userPost.body.data.id}/takedown`, { note: 'spam' }))
    assert.ok(!(await feed(bob, { type: 'find' })).data.some((p) => p.id === userPost.body.data.id))
  })

  test('the author gets one system notice per review decision (issue 16 "review results"), with the reason when refused or taken down, in zh and en', async () => {
    const carol = await makeUser(srv.db, srv.url, 'carol')
    const add = async (body: Record<string, unknown>) => okData(await carol.api.post<{ id: number }>('/wanlshop/find/find/addData', body)).id
    const seen = async (lang: 'zh' | 'en') => await systemNotices(carol.api, lang, 'find')
    const long = await add({ content: 'A very long post about my new headphones and the sound', images: [await uploadImage(carol)] })
    // a refusal needs a reason the author can read; refused without one, nothing moves and nothing is written
    refusedWith(await reviewer.post(`/posts/${long}/reject`, {}), 'Please give the reason (the author sees it)')
    refusedWith(await reviewer.post(`/posts/${long}/reject`, { note: '  ' }), 'Please give the reason (the author sees it)')
    assert.deepEqual(await seen('en'), [])
    okData(await reviewer.post(`/posts/${long}/reject`, { note: '广告' }))
    assert.deepEqual(await seen('en'), [{ title: 'Post not approved', content: 'Your post "A very long post abo…" was not approved. Reason: 广告', modules: 'find', modules_id: long }])
    assert.deepEqual(await seen('zh'), [{ title: '动态审核未通过', content: '你的动态「A very long post abo…」未通过审核。原因：广告', modules: 'find', modules_id: long }])
    refusedWith(await reviewer.post(`/posts/${long}/reject`, { note: 'again' }), 'This post is not in a state that allows this')
    assert.equal((await seen('en')).length, 1, 'a refused second decision writes nothing')

    // a post with pictures only is named "photo post" in the reader's language
    const photos = await add({ content: '', images: [await uploadImage(carol)] })
    okData(await reviewer.post(`/posts/${photos}/approve`, {}))
    assert.deepEqual((await seen('en'))[0], { title: 'Post approved', content: 'Your post "photo post" was approved and everyone can see it now', modules: 'find', modules_id: photos })
    assert.deepEqual((await seen('zh'))[0], { title: '动态审核通过', content: '你的动态「图片动态」已通过审核，大家都能看到了', modules: 'find', modules_id: photos })
    refusedWith(await reviewer.post(`/posts/${photos}/takedown`, {}), 'Please give the reason (the author sees it)')
    okData(await reviewer.post(`/posts/${photos}/takedown`, { note: 'spam' }))
    assert.deepEqual((await seen('en'))[0], { title: 'Post taken down', content: 'Your post "photo post" was taken down by the platform. Reason: spam', modules: 'find', modules_id: photos })
    assert.deepEqual((await seen('zh'))[0], { title: '动态已被下架', content: '你的动态「图片动态」已被平台下架。原因：spam', modules: 'find', modules_id: photos })
    assert.equal((await seen('zh')).length, 3)
    assert.deepEqual(await systemNotices(bob.api, 'en', 'find'), [], 'nobody else hears of it')
  })

  test('the Posts queue is for reviewers: finance and support are refused', async () => {
    for (const role of ['finance', 'support'] as const) {
      const a = await adminOf(srv.db, srv.url, role)
      const res = await a.get('/posts')
      assert.equal(res.status, 403)
    }
  })

  test('rejected input: empty, too many pictures, pictures and a video, someone else\'s file, goods not mine nor favourite', async () => {
    refusedWith(await alice.api.post('/wanlshop/find/find/addData', { content: '   ' }), 'Write something or add pictures or a video')
    const img = await uploadImage(alice)
    refusedWith(await alice.api.post('/wanlshop/find/find/addData', { content: 'x', images: Array.from({ length: 10 }, (_, i) => img.replace(/\w+\.png$/, `a${i}.png`)) }), 'At most 9 pictures')
    const bobs = await uploadImage(bob)
    refusedWith(await alice.api.post('/wanlshop/find/find/addData', { content: 'x', images: [bobs] }), 'Only files you uploaded can be used')
    refusedWith(await alice.api.post('/wanlshop/find/find/addData', { content: 'x', images: ['https://evil.example/a.png'] }), /image/i)
    refusedWith(await alice.api.post('/wanlshop/find/find/addData', { content: 'x', goods_ids: [otherGoods] }), 'Only goods from your favourites or your own shop can be linked')
    // a favourite can be linked
    okData(await alice.api.post('/wanlshop/product/follow', { id: otherGoods }))
    okData(await alice.api.post('/wanlshop/find/find/addData', { content: 'fav', goods_ids: [otherGoods] }))
  })

  test('post text is stored and returned as text', async () => {
    const text = '<img src=x onerror=alert(1)><script>alert(2)</script> & "quotes"'
    const res = okData(await shopOwner.api.post<{ id: number }>('/wanlshop/find/find/addData', { content: text }))
    const post = okData(await bob.api.get<FindPost>('/wanlshop/find/find/getDetails', { id: res.id }))
    assert.equal(post.content, text)
  })
})

describe('videos', () => {
  test('a video is accepted; not a video, or over 20 MB, is refused', async () => {
    const ok = await uploadVideo(alice, mp4)
    assert.equal(ok.code, 1, ok.msg)
    const notVideo = await uploadVideo(alice, png, 'video/mp4')
    assert.deepEqual([notVideo.code, notVideo.msg], [0, 'Only MP4, WebM or MOV videos can be uploaded'])
    const big = await uploadVideo(alice, Buffer.concat([mp4, Buffer.alloc(20 * 1024 * 1024)]))
    assert.deepEqual([big.code, big.msg], [0, 'Videos can be at most 20 MB'])
    // an uploaded picture cannot pass as the post's video
    const img = await uploadImage(alice)
    refusedWith(await alice.api.post('/wanlshop/find/find/addData', { content: 'v', video: img }), 'Only MP4, WebM or MOV videos can be uploaded')
    const post = okData(await shopOwner.api.post<{ id: number }>('/wanlshop/find/find/addData', { content: 'clip', video: (await uploadVideo(shopOwner, mp4)).url }))
    const videos = await feed(bob, { type: 'video' })
    assert.ok(videos.data.every((p) => p.type === 'video'))
    assert.ok(videos.data.some((p) => p.id === post.id))
  })
})

describe('likes, follows, paging', () => {
  test('a double tap on like is one like; unlike twice is none', async () => {
    const { id } = okData(await shopOwner.api.post<{ id: number }>('/wanlshop/find/find/addData', { content: 'like me' }))
    const taps = await Promise.all([1, 2, 3, 4].map(async () => await alice.api.postConcurrent<{ likes: number }>('/wanlshop/find/find/like', { id, like: true })))
    for (const t of taps) assert.equal(t.body.code, 1)
    let post = okData(await alice.api.get<FindPost>('/wanlshop/find/find/getDetails', { id }))
    assert.deepEqual([post.likes, post.is_like], [1, true])
    await Promise.all([1, 2].map(async () => await alice.api.postConcurrent('/wanlshop/find/find/like', { id, like: false })))
    post = okData(await alice.api.get<FindPost>('/wanlshop/find/find/getDetails', { id }))
    assert.deepEqual([post.likes, post.is_like], [0, false])
    // the likes tab lists what I like
    okData(await bob.api.post('/wanlshop/find/find/like', { id, like: true }))
    assert.ok((await feed(bob, { type: 'likes' })).data.some((p) => p.id === id))
  })

  test('follow is idempotent; the following tab, follow and fans lists and counts agree', async () => {
    await Promise.all([1, 2, 3].map(async () => await bob.api.postConcurrent('/wanlshop/find/user/setFollow', { id: shopOwner.id, follow: true })))
    const c = okData(await bob.api.get<FindCreator>('/wanlshop/find/user/userInfo', { id: shopOwner.id }))
    assert.deepEqual([c.fans, c.is_follow, c.is_me], [1, true, false])
    const fans = okData(await alice.api.get<Paginated<FindUserRow>>('/wanlshop/find/user/getList', { id: shopOwner.id, type: 'fans' }))
    assert.deepEqual(fans.data.map((u) => u.id), [bob.id])
    const following = okData(await bob.api.get<Paginated<FindUserRow>>('/wanlshop/find/user/getList', { id: bob.id, type: 'follow' }))
    assert.deepEqual(following.data.map((u) => u.id), [shopOwner.id])
    const tab = await feed(bob, { type: 'follow' })
    assert.ok(tab.total > 0 && tab.data.every((p) => p.user.id === shopOwner.id))
    refusedWith(await bob.api.post('/wanlshop/find/user/setFollow', { id: bob.id, follow: true }), 'You cannot follow yourself')
    okData(await bob.api.post('/wanlshop/find/user/setFollow', { id: shopOwner.id, follow: false }))
    okData(await bob.api.post('/wanlshop/find/user/setFollow', { id: shopOwner.id, follow: false }))
    assert.equal(okData(await bob.api.get<FindCreator>('/wanlshop/find/user/userInfo', { id: shopOwner.id })).fans, 0)
  })

  test('paging: pages do not overlap and cover the feed', async () => {
    for (let i = 0; i < 12; i++) okData(await shopOwner.api.post('/wanlshop/find/find/addData', { content: `page post ${i}` }))
    const first = await feed(bob, { type: 'user', user_id: shopOwner.id, limit: 5, page: 1 })
    const ids: number[] = []
    for (let page = 1; page <= first.last_page; page++) ids.push(...(await feed(bob, { type: 'user', user_id: shopOwner.id, limit: 5, page })).data.map((p) => p.id))
    assert.equal(ids.length, first.total)
    assert.equal(new Set(ids).size, ids.length)
    assert.deepEqual(ids, [...ids].sort((a, b) => b - a))
    assert.deepEqual((await feed(bob, { type: 'user', user_id: shopOwner.id, limit: 5, page: first.last_page + 1 })).data, [])
  })
})

describe('comments and IDOR', () => {
  test('comments with replies; only the author (or the post\'s author) deletes; someone else\'s post is not theirs to delete', async () => {
    const { id } = okData(await shopOwner.api.post<{ id: number }>('/wanlshop/find/find/addData', { content: 'talk to me' }))
    const c1 = okData(await alice.api.post<{ id: number }>('/wanlshop/find/comments/addData', { find_id: id, content: '<b>hi</b>' }))
    const r1 = okData(await bob.api.post<{ id: number }>('/wanlshop/find/comments/addData', { find_id: id, content: 'reply', pid: c1.id }))
    // a reply to a reply hangs off the top comment
    okData(await alice.api.post('/wanlshop/find/comments/addData', { find_id: id, content: 'reply 2', pid: r1.id }))
    const list = okData(await bob.api.get<Paginated<FindComment>>('/wanlshop/find/comments/getList', { id }))
    assert.equal(list.total, 1)
    assert.equal(list.data[0].content, '<b>hi</b>')
    assert.deepEqual(list.data[0].reply.map((r) => r.content), ['reply', 'reply 2'])
    assert.equal(okData(await bob.api.get<FindPost>('/wanlshop/find/find/getDetails', { id })).comments, 3)
    // a comment on another post cannot be the parent
    const other = okData(await shopOwner.api.post<{ id: number }>('/wanlshop/find/find/addData', { content: 'other' }))
    refusedWith(await bob.api.post('/wanlshop/find/comments/addData', { find_id: other.id, content: 'x', pid: c1.id }), 'This comment does not exist or was removed')

    refusedWith(await bob.api.post('/wanlshop/find/comments/delData', { id: c1.id }), 'This comment does not exist or was removed')
    refusedWith(await alice.api.post('/wanlshop/find/find/delData', { id }), 'This post does not exist or was removed')
    // the post's author may remove a comment under it (and its replies go with it)
    okData(await shopOwner.api.post('/wanlshop/find/comments/delData', { id: c1.id }))
    assert.equal(okData(await bob.api.get<FindPost>('/wanlshop/find/find/getDetails', { id })).comments, 0)
    okData(await shopOwner.api.post('/wanlshop/find/find/delData', { id }))
    refusedWith(await bob.api.get('/wanlshop/find/find/getDetails', { id }), 'This post does not exist or was removed')
    refusedWith(await bob.api.post('/wanlshop/find/find/like', { id, like: true }), 'This post does not exist or was removed')
  })

  test('writing needs a login', async () => {
    const anon = alice.api.withToken(null)
    for (const path of ['/wanlshop/find/find/addData', '/wanlshop/find/find/like', '/wanlshop/find/comments/addData', '/wanlshop/find/user/setFollow']) {
      const res = await anon.post(path, { id: 1, like: true, follow: true, content: 'x', find_id: 1 })
      assert.equal(res.body.code, 401, path)
    }
    refusedWith(await anon.get('/wanlshop/find/find/getList', { type: 'follow' }), /log in|sign in/i)
  })
})
