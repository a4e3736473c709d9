// App config, evaluated at build time. Routes are the spec's routes (ARCHITECTURE §2): a page at
// /pages/user/setting/setting lives at src/pages/user/setting/setting.tsx.
//
// The tab list (paths, Chinese labels, icons, tab modes) lives in tabbar.ts, shared with the H5
// tab bar component. Labels here are the Chinese defaults; the locale store sets them at runtime
// for other languages (weapp). H5 draws its own tab bar (components/TabBar), so tabBar.custom is
// true there: Taro's H5 tab bar is not built (config/shims/no-stencil-tabbar.js).
import { TAB_STYLE, tabsFor } from './tabbar'
import { mainPages, subPackageLists } from './routes'

const tabs = tabsFor(process.env.TAB_MODE).map((t) => ({
  pagePath: t.pagePath,
  text: t.text,
  iconPath: `assets/tabbar/${t.icon}.png`,
  selectedIconPath: `assets/tabbar/${t.icon}-active.png`
}))

const isH5 = process.env.TARO_ENV === 'h5'
const subPackages = Object.entries(subPackageLists).map(([root, pages]) => ({ root, pages }))
const flattened = subPackages.flatMap(({ root, pages }) => pages.map((p) => `${root}/${p}`))

export default defineAppConfig({
  // a page can be both a tab (discover mode) and a domain page: list it once
  pages: [...new Set([
    ...tabs.map((t) => t.pagePath),
    ...mainPages,
    ...(isH5 ? flattened : [])
  ])],
  subPackages: isH5 ? [] : subPackages,
  // weapp: the address map picker (Taro.chooseLocation) must be declared; lazyCodeLoading injects
  // only the components a page declares (Taro's pages declare their `comp`), as WeChat's quality
  // scan asks (scripts/weapp-check.mjs)
  ...(isH5 ? {} : { requiredPrivateInfos: ['chooseLocation'], lazyCodeLoading: 'requiredComponents' }),
  window: {
    backgroundTextStyle: 'dark',
    backgroundColor: '#F7F7F7',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'BBMall',
    navigationBarTextStyle: 'black',
    // explicit: Taro's H5 navigation bar is drawn only for 'default'
    navigationStyle: 'default'
  },
  tabBar: {
    // weapp: the native tab bar; H5: our own (components/TabBar), see above
    custom: isH5,
    ...TAB_STYLE,
    list: tabs
  }
})
