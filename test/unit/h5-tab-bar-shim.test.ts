// The H5 build replaces @tarojs/taro-h5's tab-bar APIs (config/shims/h5-tab-bar.js): they send
// events to Taro's own tab bar, which the H5 app does not draw, so Taro's promises never settled.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as shim from '../../config/shims/h5-tab-bar.js'

describe('H5 tab-bar APIs', () => {
  test('the shim exports what Taro\'s module exports, so every import still resolves', () => {
    const taro = readFileSync(createRequire(path.resolve('package.json')).resolve('@tarojs/taro-h5/dist/api/ui/tab-bar.js'), 'utf8')
    const names = /^export \{([^}]+)\};?$/m.exec(taro)![1].split(',').map((n) => n.trim()).sort()
    expect(Object.keys(shim).sort()).toEqual(names)
  })

  test('each call settles at once as done, with the success and complete callbacks', async () => {
    const seen: string[] = []
    const res = await shim.hideTabBar({ animation: false, success: (r: { errMsg: string }) => seen.push(`success ${r.errMsg}`), complete: () => seen.push('complete') })
    expect(res).toEqual({ errMsg: 'hideTabBar:ok' })
    expect(seen).toEqual(['success hideTabBar:ok', 'complete'])
    await expect(shim.setTabBarBadge({ index: 1, text: '3' })).resolves.toEqual({ errMsg: 'setTabBarBadge:ok' })
    expect(shim.initTabBarApis()).toBeUndefined()
  })
})
