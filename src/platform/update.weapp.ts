import Taro from '@tarojs/taro'
import { copyText } from './clipboard'
import type { UpdatePlatform } from './update'

// WeChat downloads a new mini program version in the background; once ready, applyUpdate restarts into it.
export const updatePlatform: UpdatePlatform = {
  kind: 'native',
  watchNative (events) {
    if (typeof Taro.getUpdateManager !== 'function') return
    const manager = Taro.getUpdateManager()
    manager.onCheckForUpdate((res) => { if (res.hasUpdate) events.onAvailable() })
    manager.onUpdateReady(() => events.onReady())
    manager.onUpdateFailed(() => events.onFailed())
  },
  applyNative () {
    if (typeof Taro.getUpdateManager === 'function') Taro.getUpdateManager().applyUpdate()
  },
  // a mini program cannot open outside links: hand the link over through the clipboard
  openLink (url) {
    if (url) void copyText(url)
  }
}
