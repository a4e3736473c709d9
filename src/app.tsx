import type { PropsWithChildren } from 'react'
import { useDidHide, useDidShow, useLaunch } from '@tarojs/taro'
import { rootStore } from '@/stores'
import { installChunkErrorHandler } from '@/platform/chunk-error'
import './app.scss'

// H5: a page chunk that cannot load shows a full-screen retry notice (plain DOM), not a blank page.
installChunkErrorHandler()

function App ({ children }: PropsWithChildren) {
  useLaunch(() => {
    void rootStore.start()
  })
  // reconnect, tab labels, resume or log in (spec §4 Session)
  useDidShow(() => {
    void rootStore.onShow()
  })
  useDidHide(() => {
    rootStore.onHide()
  })

  return children
}

export default App
