// App config, evaluated at build time. Routes are the spec's routes (ARCHITECTURE §2): a page at
// /pages/user/setting/setting lives at src/pages/user/setting/setting.tsx.
//
// Tab modes (spec §2): the default reading has Home, Exchange, Cart, Me; the other reading
// (TAB_MODE=discover at build time) has Category and Discover in place of Exchange.
// Labels here are the Chinese defaults; src/app.tsx sets them at runtime for other languages.

type TabItem = { pagePath: string, text: string, iconPath: string, selectedIconPath: string }

const tab = (pagePath: string, text: string, icon: string): TabItem => ({
  pagePath,
  text,
  iconPath: `assets/tabbar/${icon}.png`,
  selectedIconPath: `assets/tabbar/${icon}-active.png`
})

const TABS = {
  home: tab('pages/index', '首页', 'home'),
  pledge: tab('pages/pledge', '兑换', 'exchange'),
  // discover mode — these pages arrive in later issues
  category: tab('pages/category', '分类', 'category'),
  find: tab('pages/find', '发现', 'find'),
  cart: tab('pages/cart', '购物车', 'cart'),
  user: tab('pages/user', '我的', 'user')
}

const exchangeTabs = [TABS.home, TABS.pledge, TABS.cart, TABS.user]
const discoverTabs = [TABS.home, TABS.category, TABS.find, TABS.cart, TABS.user]

const TAB_MODE = process.env.TAB_MODE === 'discover' ? 'discover' : 'exchange'
const tabs = TAB_MODE === 'discover' ? discoverTabs : exchangeTabs

// Subpackages: one plain array of pages per domain (STYLE.md). They become weapp subPackages
// and are flattened into `pages` for H5.
const subPackageLists: Record<string, string[]> = {
  'pages/user': [
    'setting/setting'
  ]
}

const isH5 = process.env.TARO_ENV === 'h5'
const subPackages = Object.entries(subPackageLists).map(([root, pages]) => ({ root, pages }))
const flattened = subPackages.flatMap(({ root, pages }) => pages.map((p) => `${root}/${p}`))

export default defineAppConfig({
  pages: [
    ...tabs.map((t) => t.pagePath),
    ...(isH5 ? flattened : [])
  ],
  subPackages: isH5 ? [] : subPackages,
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
    custom: false,
    color: '#666666',
    selectedColor: '#07c160',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: tabs
  }
})
