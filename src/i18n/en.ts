import type { DictShape } from './types'
import type zh from './zh'

// English dictionary. Typed against zh: a missing or extra key is a compile error.

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
    daysAgo: '{n} days ago',
    monthsAgo: '{n} months ago',
    yearsAgo: '{n} years ago'
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
  error: {
    dataException: 'Data exception',
    orderException: 'Order exception',
    insufficientBalance: 'Insufficient {asset} balance',
    usdtNotSupported: 'USDT is not supported',
    insufficientQuota: 'Insufficient transfer quota',
    insufficientPoints: 'Insufficient balance, available points {n}',
    paymentFailed: 'Payment failed: {reason}',
    paymentCancelled: 'Payment failed and was cancelled',
    refundTooMuch: 'The refund amount cannot exceed {n}',
    imageTooLarge: 'The image cannot exceed 2MB',
    shareChannelFailed: 'Failed to get the share channel',
    shareEmpty: 'Share content and picture cannot be empty',
    posterFailed: 'Poster generation failed',
    h5PosterSave: 'H5 cannot save posters, long-press the image to save it',
    imageDownload: 'Image download error',
    liveOnlyApp: 'Live streams are only available in the app and the WeChat mini program',
    h5ScanUnsupported: 'Scanning is not supported on H5',
    nftFetchFailed: 'Failed to fetch NFT',
    noUnstakableNft: 'No unstakable NFTs',
    txCancelled: 'User cancelled the transaction',
    insufficientBnb: 'Insufficient BNB',
    contractFailed: 'Contract call failed, please check the approval',
    micPermission: 'Microphone permission is required',
    passwordMismatch: 'The passwords do not match',
    invalidEmail: 'Please enter a valid e-mail'
  },
  // ---- screens (home, me, exchange, cart, settings) ----
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
    end: '— You have reached the end —'
  },
  ui: {
    sold: '{n} sold'
  },
  me: {
    title: 'Me',
    guest: 'Not signed in',
    guestHint: 'Connect your wallet to start shopping',
    connect: 'Connect wallet',
    connecting: 'Connecting...',
    loginFirst: 'Please connect your wallet first',
    usdt: 'USDT',
    bbc: 'BBC',
    bbt: 'BBT',
    score: 'Points',
    orders: 'My orders',
    allOrders: 'All orders',
    order: {
      pay: 'To pay',
      delive: 'To ship',
      receiving: 'To receive',
      evaluate: 'To review',
      customer: 'Refunds'
    },
    dynamic: {
      collection: 'Favourites',
      concern: 'Followed stores',
      footprint: 'Footprints'
    },
    services: 'My services',
    service: {
      assets: 'Assets',
      coupon: 'Coupons',
      address: 'Addresses',
      help: 'Help',
      setting: 'Settings'
    },
    footer: 'BBMall v{v}'
  },
  exchange: {
    headline: 'My tokens',
    intro: 'Your BBT, BBC and USDT balances. BBT staking and exchange are coming soon.',
    available: 'Available',
    bbtDesc: 'Platform equity token for node staking',
    bbcDesc: 'Ecosystem token, usable as a shopping discount',
    usdtDesc: 'Stablecoin for paying orders',
    assets: 'View asset details',
    loginTitle: 'Connect a wallet to see your assets',
    loginDesc: 'Connect a BSC-capable wallet to see your token balances'
  },
  cart: {
    emptyTitle: 'Your cart is empty',
    emptyDesc: 'Find something you like',
    goShopping: 'Go shopping',
    summary: '{n} items'
  },
  settings: {
    title: 'Settings',
    general: 'General',
    language: 'Language',
    chooseLanguage: 'Choose language',
    notice: 'New message notifications',
    pushs: 'Notifications',
    voice: 'Sound',
    shock: 'Vibration',
    noticeHint: 'When off, new messages arrive silently',
    cache: 'Clear cache',
    cacheCleared: 'Cache cleared',
    cacheConfirm: 'Cached images and goods will be removed; you stay signed in. Clear now?',
    about: 'About',
    aboutDesc: 'A multi-merchant marketplace with wallet sign-in and token assets.',
    version: 'Version {v}',
    account: 'Account',
    wallet: 'Wallet address',
    logout: 'Log out',
    logoutConfirm: 'Log out of this account?'
  }
}

export default en
