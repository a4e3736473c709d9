import Taro from '@tarojs/taro'

// Mini program: each page has its own scroll; a new page starts at its top, this only makes sure.

export function scrollToTop (): void {
  void Promise.resolve(Taro.pageScrollTo({ scrollTop: 0, duration: 0 })).catch(() => undefined)
}
