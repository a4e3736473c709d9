import assert from 'node:assert/strict'
import { Wallet } from 'ethers'
import { eq } from 'drizzle-orm'
import { test } from '../lib/harness'
import { ctx, newPage, openRoute } from '../lib/context'
import { goods } from '../../server/db/schema'
import { CORPUS } from '../../server/test/helpers/xss-corpus'

// Stored XSS on H5, in Chromium: a product whose description is the bypass corpus (every payload
// rewritten to set window.__xss instead of alert) is opened; nothing may run, the text still shows.

test('a malicious product description does not execute on H5', async () => {
  const [row] = await ctx.server.db.select({ id: goods.id, content: goods.content }).from(goods).where(eq(goods.status, 'normal')).limit(1)
  const payload = `<p>safe-marker</p>${CORPUS.join('\n').replace(/alert\(1\)/g, 'window.__xss=1').replace(/msgbox\(1\)/g, 'window.__xss=1')}`
  await ctx.server.db.update(goods).set({ content: payload }).where(eq(goods.id, row.id))
  try {
    const page = await newPage(Wallet.createRandom())
    const dialogs: string[] = []
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss() })
    await openRoute(page, `/pages/product/goods?id=${row.id}`)
    await page.locator('.goods-detail__html').getByText('safe-marker').waitFor({ timeout: 20000 })
    // focus, hover and toggle what a payload could hook, then look for any effect
    await page.locator('.goods-detail__html').hover()
    await page.keyboard.press('Tab')
    const ran = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)
    assert.equal(ran, undefined, 'no payload ran')
    assert.deepEqual(dialogs, [])
    const html = await page.locator('.goods-detail__html').innerHTML()
    assert.doesNotMatch(html, /<(script|iframe|svg|details|input|object|embed)\b|\son[a-z]+=|javascript:/i)
    await page.context().close()
  } finally {
    await ctx.server.db.update(goods).set({ content: row.content }).where(eq(goods.id, row.id))
  }
})
