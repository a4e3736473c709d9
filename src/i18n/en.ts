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
  },
  // ---- product detail, comments (product), shops (shop), favourites / follows / footprints (favorite) ----
  product: {
    title: 'Product details',
    sold: '{n} sold',
    stock: 'Stock {n}',
    views: '{n} views',
    likes: '{n} saved',
    bbtPrice: 'BBT price',
    favorite: 'Save',
    favorited: 'Saved',
    favoriteOn: 'Added to favourites',
    favoriteOff: 'Removed from favourites',
    share: 'Share',
    shop: 'Shop',
    cart: 'Cart',
    addToCart: 'Add to cart',
    buyNow: 'Buy now',
    added: 'Added to cart',
    coupons: 'Offers',
    couponsTitle: 'Shop coupons',
    couponsHint: 'Applied at checkout when the conditions are met',
    couponsCount: '{n} available',
    specs: 'Options',
    choose: 'Choose {names}',
    chosen: 'Selected: {text}',
    brand: 'Brand',
    pickup: 'In-store pickup available',
    detail: 'Details',
    detailEmpty: 'The seller has not added details yet',
    recommend: 'From this shop',
    comments: 'Reviews ({n})',
    goodRate: '{rate}% positive',
    viewAll: 'View all',
    noComments: 'No reviews yet. Share your experience after buying!',
    missingTitle: 'Product not found',
    missingDesc: 'This product may have been removed. Have a look at other great finds.',
    backHome: 'Back to home',
    errorTitle: 'Failed to load',
    errorDesc: 'The network hiccuped. Check your connection and try again.',
    retry: 'Reload',
    orderSoon: 'Checkout is coming soon',
    end: '— You have reached the end —',
    menu: {
      home: 'Home',
      me: 'Me',
      cart: 'Cart',
      share: 'Share'
    },
    shareWechat: 'Tap "···" at the top right to share with friends',
    sku: {
      quantity: 'Quantity',
      stock: '{n} in stock',
      chooseHint: 'Choose {names}',
      confirm: 'Confirm',
      selectSpecs: 'Please select the specs',
      minOne: 'The quantity cannot be less than 1',
      maxStock: 'The quantity cannot exceed the stock',
      soldOut: 'This option is sold out'
    },
    coupon: {
      reduction: 'Money off',
      discount: 'Discount',
      shipping: 'Shipping',
      vip: 'VIP',
      noThreshold: 'No minimum spend',
      threshold: 'Min. spend ¥{n}',
      discountValue: '{v}% off',
      freeShipping: 'Free shipping',
      validRange: '{from} - {to}',
      validUntil: 'Valid until {date}',
      validDays: 'Valid {n} days after claiming',
      surplus: '{n} left',
      empty: 'No coupons available'
    },
    comment: {
      title: 'Reviews',
      expand: 'More',
      collapse: 'Less',
      anonymous: 'Anonymous',
      empty: 'No reviews here',
      emptyDesc: 'Try another tag',
      rate: 'Positive',
      total: '{n} reviews'
    },
    tags: {
      all: 'All',
      good: 'Positive',
      pertinent: 'Neutral',
      poor: 'Negative',
      figure: 'With photos'
    }
  },
  shop: {
    title: 'Shop',
    infoTitle: 'Shop info',
    goodsTitle: 'Shop products',
    follow: 'Follow',
    followed: 'Following',
    followers: '{n} followers',
    goodsCount: '{n} products',
    enter: 'Visit shop',
    self: 'Official',
    followOn: 'Followed',
    followOff: 'Unfollowed',
    searchPlaceholder: 'Search this shop',
    search: 'Search',
    hot: 'Best sellers',
    newest: 'New arrivals',
    more: 'View all',
    all: 'All',
    allGoods: 'All products',
    emptyGoods: 'No products yet',
    emptyGoodsDesc: 'New items are on the way. Check back soon.',
    emptySearch: 'No matching products',
    emptySearchDesc: 'Try another keyword',
    noCategory: 'This shop has no categories yet',
    missingTitle: 'Shop not found',
    missingDesc: 'This shop may be closed or suspended',
    rank: 'TOP{n}',
    tabs: {
      home: 'Home',
      all: 'All products',
      category: 'Categories'
    },
    sort: {
      composite: 'Popular',
      sales: 'Sales',
      newest: 'New',
      price: 'Price'
    },
    scores: {
      describe: 'Description',
      service: 'Service',
      deliver: 'Delivery'
    },
    fields: {
      intro: 'About',
      hours: 'Business hours',
      phone: 'Phone',
      region: 'Region',
      address: 'Address',
      openDate: 'Opened',
      type: 'Shop type',
      scores: 'Ratings',
      logo: 'Logo',
      header: 'Header image',
      call: 'Call'
    },
    types: {
      selfOwned: 'Self-operated',
      personal: 'Personal shop',
      enterprise: 'Business shop',
      flagship: 'Flagship store'
    }
  },
  favorite: {
    collectTitle: 'Favourites',
    followTitle: 'Followed shops',
    footprintTitle: 'Browsing history',
    goods: 'Products',
    groups: 'Group buys',
    manage: 'Edit',
    done: 'Done',
    selectAll: 'All',
    delete: 'Delete',
    deleteCount: 'Delete ({n})',
    clearAll: 'Clear',
    deleteConfirm: 'Delete the {n} selected items?',
    clearConfirm: 'Clear your whole browsing history?',
    deleted: 'Deleted',
    cleared: 'Cleared',
    noneSelected: 'Select something to delete first',
    emptyGoods: 'No favourites yet',
    emptyGoodsDesc: 'Tap Save on a product you like to find it here later',
    emptyGroups: 'No saved group buys',
    emptyGroupsDesc: 'Group buying is coming soon',
    emptyFollow: 'You follow no shops yet',
    emptyFollowDesc: 'Follow shops you like to hear about new arrivals and offers',
    emptyFootprint: 'No browsing history',
    emptyFootprintDesc: 'Go shopping and discover more',
    goShopping: 'Go shopping',
    loginTitle: 'Connect your wallet',
    loginDesc: 'Log in to see your favourites, followed shops and browsing history',
    login: 'Connect wallet',
    unfollow: 'Unfollow',
    unfollowConfirm: 'Stop following "{name}"?',
    followedAt: 'Followed {date}',
    today: 'Today',
    yesterday: 'Yesterday',
    count: '{n} items'
  },
  catalog: {
    feed: {
      recommend: 'For you',
      recommendSub: 'You may like',
      follow: 'Following',
      followSub: 'New arrivals',
      loginTitle: 'Log in to see new arrivals',
      loginDesc: 'Follow shops you like and never miss what they add',
      login: 'Connect wallet',
      emptyTitle: 'Nothing new from followed shops',
      emptyDesc: 'Look around and follow shops you like',
      seeRecommend: 'See picks for you',
      errorTitle: 'Could not load, please try again'
    },
    list: {
      title: 'Products',
      composite: 'Best match',
      sales: 'Sales',
      price: 'Price',
      newest: 'New',
      filter: 'Filter',
      self: 'Official',
      comments: '{n} reviews',
      noComments: 'No reviews yet',
      tryThese: 'Popular searches',
      praise: '{n}% positive',
      enterShop: 'Shop',
      total: '{n} products',
      errorTitle: 'Could not load',
      errorDesc: 'The network is acting up. Check it and try again',
      retry: 'Reload',
      emptyTitle: 'No matching products',
      emptyFiltered: 'Try removing some filters',
      clearFilters: 'Clear filters',
      emptyKeyword: 'Nothing found for "{q}". Try another word',
      searchAgain: 'Search again',
      emptyDesc: 'No products here yet. Have a look on the home page',
      goHome: 'Go to home'
    },
    drawer: {
      title: 'Filter',
      price: 'Price range (¥)',
      min: 'Min',
      max: 'Max',
      brand: 'Brand',
      reset: 'Reset',
      confirm: 'Apply',
      priceInvalid: 'Please enter a valid price'
    },
    category: {
      all: 'All',
      allOf: 'All in {name}',
      viewAll: 'View all',
      count: '{n} subcategories',
      errorTitle: 'Could not load categories',
      errorDesc: 'The network is acting up. Please try again',
      emptyTitle: 'No categories yet',
      emptyDesc: 'Categories are being set up'
    }
  },
  search: {
    title: 'Search',
    placeholder: 'Search products',
    submit: 'Search',
    empty: 'Please enter something to search for',
    history: 'Recent searches',
    clearConfirm: 'Clear all recent searches?',
    hot: 'Trending',
    hotFlag: 'Hot',
    searchFor: 'Search "{q}"',
    category: 'Category'
  },
  article: {
    listTitle: 'News',
    details: 'Article',
    advert: 'Promotion',
    tabs: {
      new: 'News',
      sys: 'Notices',
      help: 'Help'
    },
    views: '{n} views',
    errorTitle: 'Could not load',
    errorDesc: 'The network is acting up. Please try again',
    emptyTitle: 'Nothing here yet',
    emptyDesc: 'Check back later',
    notFound: 'This content does not exist or was taken down',
    noContent: 'No text yet',
    viewMore: 'View details',
    openLink: 'Open link',
    copyLink: 'Copy link',
    externalTitle: 'You are leaving the app',
    externalDesc: 'This page is not part of the marketplace. Keep your account and funds safe',
    help: 'Help center',
    helpHello: 'Hi, how can we help?',
    helpDesc: 'Answers to common questions',
    helpFaq: 'FAQ',
    helpEmpty: 'No help articles yet',
    readMore: 'Read more',
    moreNews: 'News and notices'
  }
}

export default en
