// Chinese dictionary: the default language and the source of the key type (i18n/index.ts).
// Keep it a plain nested object of strings; `{name}` marks a parameter. en.ts must have the
// same keys (checked by the compiler and by test/unit/i18n.test.ts).

const zh = {
  common: {
    hint: '提示',
    ok: '确定',
    cancel: '取消',
    confirm: '确认',
    close: '关闭',
    retry: '重试',
    copy: '复制',
    none: '暂无'
  },
  lang: {
    zh: '简体中文',
    en: 'English'
  },
  load: {
    loading: '加载中...',
    noMore: '没有更多了',
    failed: '加载失败，点击重试'
  },
  api: {
    notFound: 'API接口不存在',
    busy: 'API服务器繁忙',
    error: '请求失败（{status}）',
    network: '网络请求失败，请检查网络',
    dataError: '数据异常'
  },
  upload: {
    success: '图片上传成功',
    failed: '上传失败',
    tooLarge: '图片不能超过2MB'
  },
  copy: {
    success: '复制成功',
    failed: '复制失败',
    unsupported: '当前浏览器不支持'
  },
  network: {
    none: '网络不可用，请检查网络设置',
    mobileData: '当前正在使用移动数据网络',
    restored: '网络已恢复'
  },
  wallet: {
    noWalletTitle: '未检测到钱包',
    noWallet: '请先安装支持 BSC 的浏览器钱包（如 MetaMask），再连接钱包登录',
    userCancelled: '用户已取消',
    connectFailed: '钱包连接失败',
    connect: '连接钱包',
    connecting: '正在连接钱包...',
    signing: '请在钱包中签名以登录'
  },
  login: {
    wechatCodeFailed: '获取微信code失败',
    success: '登录成功',
    required: '请先登录',
    loggedOut: '已退出登录'
  },
  tab: {
    home: '首页',
    exchange: '兑换',
    cart: '购物车',
    me: '我的',
    category: '分类',
    discover: '发现'
  },
  nav: {
    home: '首页',
    exchange: '兑换',
    cart: '购物车',
    me: '个人中心',
    category: '分类',
    discover: '发现'
  },
  time: {
    justNow: '刚刚',
    minutesAgo: '{n}分钟前',
    hoursAgo: '{n}小时前',
    daysAgo: '{n}天前',
    monthsAgo: '{n}个月前',
    yearsAgo: '{n}年前'
  },
  chatTime: {
    yesterday: '昨天 {time}',
    dayBefore: '前天 {time}'
  },
  week: {
    sun: '星期日 {time}',
    mon: '星期一 {time}',
    tue: '星期二 {time}',
    wed: '星期三 {time}',
    thu: '星期四 {time}',
    fri: '星期五 {time}',
    sat: '星期六 {time}'
  },
  update: {
    title: '发现新版本 {version}',
    download: '立即下载',
    install: '立即安装',
    ignore: '忽略此版本',
    upgradeNow: '立即升级',
    readyTitle: '更新提示',
    readyContent: '新版本已经准备好，是否重启应用？',
    failed: '新版本下载失败，请稍后重试',
    downloading: '正在下载 {progress}%',
    linkCopied: '下载链接已复制，请在浏览器中打开'
  },
  chat: {
    unread: '{n}条未读消息',
    noUnread: '暂无未读消息'
  },
  chunk: {
    missing: '页面资源缺失，请刷新重试',
    timeout: '页面加载超时，请刷新重试',
    error: '页面加载失败，请刷新重试'
  },
  error: {
    dataException: '数据异常',
    orderException: '订单异常',
    insufficientBalance: '{asset}余额不足',
    usdtNotSupported: '暂不支持USDT',
    insufficientQuota: '转账额度不足',
    insufficientPoints: '余额不足，可用积分{n}',
    paymentFailed: '支付失败：{reason}',
    paymentCancelled: '支付失败，已取消',
    refundTooMuch: '退款金额不能超过{n}',
    imageTooLarge: '图片不能超过2MB',
    shareChannelFailed: '获取分享通道失败',
    shareEmpty: '分享内容和图片不能为空',
    posterFailed: '海报生成失败',
    h5PosterSave: 'H5无法保存海报，请长按图片保存',
    imageDownload: '图片下载错误',
    liveOnlyApp: '直播仅支持APP和微信小程序',
    h5ScanUnsupported: 'H5不支持扫码',
    nftFetchFailed: '获取NFT失败',
    noUnstakableNft: '没有可解押的NFT',
    txCancelled: '用户取消了交易',
    insufficientBnb: 'BNB不足',
    contractFailed: '合约调用失败，请检查授权',
    micPermission: '需要麦克风权限',
    passwordMismatch: '两次输入的密码不一致',
    invalidEmail: '请输入正确的邮箱'
  },
  // ---- screens (home, me, exchange, cart, settings) ----
  home: {
    appName: 'BB商城',
    search: '搜索',
    searchPlaceholder: '搜索商品、店铺',
    noticeBadgeA: '商城',
    noticeBadgeB: '头条',
    noticeTag: '热门',
    goods: '精选好物',
    more: '更多',
    likes: '猜你喜欢',
    skip: '跳过 {n}',
    popupTitle: '公告',
    popupView: '查看详情',
    popupOk: '我知道了',
    popupClose: '关闭',
    errorTitle: '加载失败',
    errorDesc: '网络开小差了，请检查网络后重试',
    retry: '重新加载',
    emptyTitle: '首页正在装修中',
    emptyDesc: '精彩内容即将上线，稍后再来看看吧',
    end: '— 已经到底啦 —'
  },
  ui: {
    sold: '已售{n}'
  },
  me: {
    title: '个人中心',
    guest: '未登录',
    guestHint: '连接钱包，开启购物之旅',
    connect: '连接钱包',
    connecting: '连接中...',
    loginFirst: '请先连接钱包',
    usdt: 'USDT',
    bbc: 'BBC',
    bbt: 'BBT',
    score: '积分',
    orders: '我的订单',
    allOrders: '全部订单',
    order: {
      pay: '待付款',
      delive: '待发货',
      receiving: '待收货',
      evaluate: '待评价',
      customer: '退款/售后'
    },
    dynamic: {
      collection: '商品收藏',
      concern: '关注店铺',
      footprint: '浏览足迹'
    },
    services: '我的服务',
    service: {
      assets: '我的资产',
      coupon: '优惠券',
      address: '收货地址',
      help: '帮助中心',
      setting: '设置'
    },
    footer: 'BB商城 v{v}'
  },
  exchange: {
    headline: '我的通证',
    intro: '在这里查看 BBT、BBC 和 USDT 余额，BBT 质押与兑换即将开放。',
    available: '可用余额',
    bbtDesc: '平台权益通证，可参与节点质押',
    bbcDesc: '平台生态通证，可用于购物抵扣',
    usdtDesc: '稳定币，可用于购物支付',
    assets: '查看资产明细',
    loginTitle: '连接钱包查看资产',
    loginDesc: '连接支持 BSC 的钱包后即可查看你的通证余额'
  },
  cart: {
    emptyTitle: '购物车还是空的',
    emptyDesc: '去挑几件喜欢的商品吧',
    goShopping: '去逛逛',
    summary: '共 {n} 件商品'
  },
  settings: {
    title: '设置',
    general: '通用',
    language: '多语言',
    chooseLanguage: '选择语言',
    notice: '新消息通知',
    pushs: '接收新消息通知',
    voice: '声音',
    shock: '振动',
    noticeHint: '关闭后，新消息将不再提醒',
    cache: '清除缓存',
    cacheCleared: '缓存已清除',
    cacheConfirm: '将清除图片、商品等本地缓存，不会退出登录。确定清除吗？',
    about: '关于我们',
    aboutDesc: '多商户购物商城，支持钱包登录与通证资产。',
    version: '版本 {v}',
    account: '账户',
    wallet: '钱包地址',
    logout: '退出登录',
    logoutConfirm: '确定要退出当前账户吗？'
  }
}

export default zh
