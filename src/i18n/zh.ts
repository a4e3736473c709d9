// Chinese core dictionary: the default language and, with the domains, the source of the key
// type (i18n/index.ts). Keep it a plain nested object of strings; `{name}` marks a parameter.
// en.ts must have the same keys (checked by the compiler and by test/unit/i18n.test.ts).
//
// Core is what the start-up path needs (request layer, stores, platform messages, tab bar,
// page shell, the home tab): it is in the initial H5 bundle, which has a size budget. Texts of
// other pages go into a domain module (domains/*.ts) that those pages import.

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
    timeout: '网络请求超时，请稍后重试',
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
  // ---- the home tab: needed before the first page renders ----
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
    end: '— 已经到底啦 —',
    allCategories: '全部分类'
  },
  ui: {
    sold: '已售{n}'
  }
}

export default zh
