// The main mini-program journeys in the real WeChat DevTools (Windows/macOS), driven by
// miniprogram-automator. It cannot run on Linux (no DevTools there), so it is not part of
// `npm test`; run it with `npm run test:devtools` on a machine with DevTools installed:
//   1. start the server:      npm start            (or point API_BASE at one you run)
//   2. build the mini program: API_BASE=http://<this machine's LAN IP>:3000 npm run build:weapp
//   3. in DevTools: Settings → Security → enable the service port; then
//      WECHAT_DEVTOOLS_CLI="<path to cli>" npm run test:devtools
import { existsSync } from 'node:fs'
import path from 'node:path'
import assert from 'node:assert/strict'
import automator from 'miniprogram-automator'

const defaults = {
  win32: 'C:/Program Files (x86)/Tencent/微信web开发者工具/cli.bat',
  darwin: '/Applications/wechatwebdevtools.app/Contents/MacOS/cli'
}
const cliPath = process.env.WECHAT_DEVTOOLS_CLI ?? defaults[process.platform]
if (!cliPath || !existsSync(cliPath)) {
  console.error('WeChat DevTools CLI not found. Set WECHAT_DEVTOOLS_CLI (only Windows and macOS have DevTools).')
  process.exit(1)
}

const results = []
async function step (name, fn) {
  try { await fn(); results.push(true); console.log(`✔ ${name}`) } catch (e) { results.push(false); console.log(`✘ ${name}\n  ${e.stack}`) }
}

const mp = await automator.launch({ cliPath, projectPath: path.resolve('dist/weapp') })
try {
  const home = await mp.reLaunch('/pages/index')
  await step('Home shows goods from the server', async () => {
    await home.waitFor(async () => (await home.$$('.goods-card')).length > 0)
    assert.ok((await home.$$('.goods-card')).length > 3)
  })
  await step('Me offers the login button', async () => {
    const me = await mp.switchTab('/pages/user')
    await me.waitFor('.me-header__connect')
  })
  await step('Settings switches the language to English and back', async () => {
    const settings = await mp.navigateTo('/pages/user/setting/setting')
    await (await settings.$('#setting-language')).tap()
    await settings.waitFor('#lang-en')
    await (await settings.$('#lang-en')).tap()
    await settings.waitFor(async () => (await (await settings.$('.page')).text()).includes('Language'))
    await (await settings.$('#setting-language')).tap()
    await (await settings.$('#lang-zh')).tap()
  })
} finally {
  await mp.close()
}
const failed = results.filter((r) => !r).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
