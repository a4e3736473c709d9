// What `@tarojs/taro` resolves to in jest: the H5 API plus Taro's React hooks (what the build's api-loader does).
import taro from '@tarojs/taro-h5'
import * as TaroH5 from '@tarojs/taro-h5'
import {
  useLoad, useDidShow, useDidHide, useReady, useRouter, useLaunch, useUnload, usePullDownRefresh, useReachBottom,
  usePageScroll, useResize, useShareAppMessage, useShareTimeline, useTabItemTap, useAddToFavorites, useError,
  useKeyboardHeight, useOptionMenuClick, usePageNotFound, usePullIntercept, useSaveExitState, useScope, useTitleClick,
  useUnhandledRejection
} from '@tarojs/plugin-framework-react/dist/runtime'

const hooks = {
  useLoad, useDidShow, useDidHide, useReady, useRouter, useLaunch, useUnload, usePullDownRefresh, useReachBottom,
  usePageScroll, useResize, useShareAppMessage, useShareTimeline, useTabItemTap, useAddToFavorites, useError,
  useKeyboardHeight, useOptionMenuClick, usePageNotFound, usePullIntercept, useSaveExitState, useScope, useTitleClick,
  useUnhandledRejection
}
Object.assign(taro as any, TaroH5, hooks)
export * from '@tarojs/taro-h5'
export {
  useLoad, useDidShow, useDidHide, useReady, useRouter, useLaunch, useUnload, usePullDownRefresh, useReachBottom,
  usePageScroll, useResize, useShareAppMessage, useShareTimeline, useTabItemTap, useAddToFavorites, useError,
  useKeyboardHeight, useOptionMenuClick, usePageNotFound, usePullIntercept, useSaveExitState, useScope, useTitleClick,
  useUnhandledRejection
}
export default taro
