import type { PropsWithChildren } from 'react'
import Taro, { useDidHide, useDidShow, useLaunch, usePageNotFound } from '@tarojs/taro'
import { rootStore } from '@/stores'
import { installChunkErrorHandler } from '@/platform/chunk-error'
import { notFoundHref } from '@/routes/navigate'
import { openSignInPage, prefetchOfflinePage, watchNetwork } from '@/routes/app-hooks'
import { preloadDialogs } from '@/platform/dialogs'
import './app.scss'

// H5: a page chunk that cannot load shows a full-screen retry notice (plain DOM), not a blank page.
installChunkErrorHandler()

function App ({ children }: PropsWithChildren) {
  useLaunch(() => {
    rootStore.openSignIn = openSignInPage
    watchNetwork()
    void rootStore.start().then(() => { prefetchOfflinePage(); preloadDialogs() })
  })
  // reconnect, tab labels, resume or log in (spec §4 Session)
  useDidShow(() => {
    void rootStore.onShow()
  })
  useDidHide(() => {
    rootStore.onHide()
  })
  // an unknown route (H5: a hash naming no page; weapp: a launch or share path that is gone) shows
  // the not-found page instead of a blank screen; redirect, so "back" does not return to it
  usePageNotFound((res) => {
    const url = notFoundHref(res?.path ?? '')
    void Promise.resolve(Taro.redirectTo({ url })).catch(() => Taro.reLaunch({ url }))
  })

  return children
}

export default App
