import type { DictShape } from './types'
import type zh from './zh'

// English core dictionary. Typed against zh: a missing or extra key is a compile error.

const en: DictShape<typeof zh> = {
  common: {
    hint: 'Hint',
    ok: 'OK',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    retry: 'Retry',
    copy: 'Copy',
    none: 'None'
  },
  lang: {
    zh: '简体中文',
    en: 'English'
  },
  load: {
    loading: 'Loading...',
    noMore: 'No more',
    failed: 'Load failed, tap to retry'
  },
  api: {
    notFound: 'API interface does not exist',
    busy: 'API server busy',
    error: 'Request failed ({status})',
    network: 'Network request failed, please check your connection',
    timeout: 'The request timed out, please try again',
    dataError: 'Data exception'
  },
  upload: {
    success: 'Image uploaded successfully',
    failed: 'Upload failed',
    tooLarge: 'The image cannot exceed 2MB'
  },
  copy: {
    success: 'Copied successfully',
    failed: 'Copy failed',
    unsupported: 'Browser not supported'
  },
  network: {
    none: 'No network, please check your settings',
    mobileData: 'You are using mobile data',
    restored: 'Network restored'
  },
  wallet: {
    noWalletTitle: 'No wallet found',
    noWallet: 'Please install a BSC-capable browser wallet (such as MetaMask), then connect it to log in',
    userCancelled: 'User cancelled',
    connectFailed: 'Wallet connection failed',
    connect: 'Connect wallet',
    connecting: 'Connecting wallet...',
    signing: 'Please sign the message in your wallet to log in'
  },
  login: {
    wechatCodeFailed: 'Failed to get the WeChat code',
    success: 'Logged in',
    required: 'Please log in first',
    loggedOut: 'Logged out'
  },
  tab: {
    home: 'Home',
    exchange: 'Exchange',
    cart: 'Cart',
    me: 'Me',
    category: 'Category',
    discover: 'Discover'
  },
  nav: {
    home: 'Home',
    exchange: 'Exchange',
    cart: 'Cart',
    me: 'Me',
    category: 'Category',
    discover: 'Discover'
  },
  time: {
    justNow: 'just now',
    minutesAgo: '{n} min ago',
    hoursAgo: '{n} h ago',
    daysAgo: '{n} {n|day|days} ago',
    monthsAgo: '{n} {n|month|months} ago',
    yearsAgo: '{n} {n|year|years} ago'
  },
  chatTime: {
    yesterday: 'Yesterday {time}',
    dayBefore: 'The day before {time}'
  },
  week: {
    sun: 'Sunday {time}',
    mon: 'Monday {time}',
    tue: 'Tuesday {time}',
    wed: 'Wednesday {time}',
    thu: 'Thursday {time}',
    fri: 'Friday {time}',
    sat: 'Saturday {time}'
  },
  update: {
    title: 'New version {version}',
    download: 'Download',
    install: 'Install',
    ignore: 'Ignore this version',
    upgradeNow: 'Upgrade now',
    readyTitle: 'Update',
    readyContent: 'A new version is ready. Restart the app now?',
    failed: 'Failed to download the new version, please try again later',
    downloading: 'Downloading {progress}%',
    linkCopied: 'Download link copied, open it in your browser'
  },
  chat: {
    unread: '{n} unread messages',
    noUnread: 'No unread messages'
  },
  chunk: {
    missing: 'Page resources are missing, please refresh',
    timeout: 'Page load timed out, please refresh',
    error: 'Page failed to load, please refresh'
  },
  // ---- the home tab: needed before the first page renders ----
  home: {
    appName: 'BBMall',
    search: 'Search',
    searchPlaceholder: 'Search products and stores',
    noticeBadgeA: 'Mall',
    noticeBadgeB: 'News',
    noticeTag: 'Hot',
    goods: 'Featured',
    more: 'More',
    likes: 'You may also like',
    skip: 'Skip {n}',
    popupTitle: 'Notice',
    popupView: 'View',
    popupOk: 'Got it',
    popupClose: 'Close',
    errorTitle: 'Failed to load',
    errorDesc: 'Please check your network and try again',
    retry: 'Reload',
    emptyTitle: 'Coming soon',
    emptyDesc: 'The home page is being decorated. Check back later',
    end: '— You have reached the end —',
    allCategories: 'All'
  },
  ui: {
    sold: '{n} sold'
  }
}

export default en
