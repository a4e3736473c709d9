import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Account pages (issue 19): profile, avatar, message settings, privacy, security, devices,
// currency, about, theme, my reviews, the sign-in pages, custom pages, offline, location, quick menu.

const zh = {
  acc: {
    menu: {
      account: '账户',
      profile: '个人资料',
      security: '账户与安全',
      currency: '货币单位',
      theme: '主题风格',
      privacy: '隐私'
    },
    profile: {
      title: '个人资料',
      avatar: '头像',
      nickname: '昵称',
      nicknamePh: '请输入昵称',
      gender: '性别',
      genders: { secret: '保密', male: '男', female: '女' },
      birthday: '生日',
      birthdayPh: '请选择生日',
      bio: '个人简介',
      bioPh: '介绍一下自己（最多200字）',
      email: '邮箱',
      emailPh: '用于接收验证码',
      verified: '已验证',
      verify: '去验证',
      save: '保存',
      saved: '资料已保存',
      nicknameEmpty: '昵称不能为空',
      emailInvalid: '请输入有效的邮箱'
    },
    portrait: {
      title: '修改头像',
      choose: '选择图片',
      again: '重新选择',
      hint: '拖动图片调整位置，滑块缩放，圆圈内的部分将作为头像',
      zoom: '缩放',
      save: '保存头像',
      saved: '头像已更新',
      empty: '选择一张图片作为头像',
      failed: '图片处理失败，请换一张试试'
    },
    notice: {
      title: '新消息通知',
      intro: '这些设置保存在你的账户中，在所有设备上生效'
    },
    msg: {
      title: '消息设置'
    },
    privacy: {
      title: '隐私',
      policyTitle: '隐私政策',
      p1: '我们只收集提供服务所必需的信息：钱包地址（或微信身份）、你填写的资料、收货地址和订单记录。',
      p2: '钱包登录只需要你对一段登录信息签名，我们不会取得你的私钥，也不能动用你钱包中的资产。',
      p3: '收货地址只提供给为你发货的店铺；邮箱只用于发送验证码。我们不会出售你的个人信息。',
      p4: '你可以随时在“个人资料”中修改信息，在“账户与安全”中退出其他设备。',
      permsTitle: '应用使用的权限',
      perms: {
        album: { name: '相册与相机', desc: '设置头像、上传评价图片时使用，仅在你选择图片时请求' },
        location: { name: '位置', desc: '在地图上选择收货地址时使用，不会在后台获取位置' },
        clipboard: { name: '剪贴板', desc: '复制订单号、钱包地址和邀请链接时使用' },
        wallet: { name: '钱包', desc: 'H5 中连接浏览器钱包并签名登录；不会发起任何转账' },
        network: { name: '网络', desc: '加载商品、下单与收发消息' }
      }
    },
    security: {
      title: '账户与安全',
      wallet: '绑定钱包',
      walletNone: '未绑定',
      wechat: '微信登录',
      email: '邮箱',
      emailNone: '未设置',
      emailUnverified: '{email}（未验证）',
      paypwd: '支付密码',
      paypwdSet: '已设置，点击修改',
      paypwdUnset: '未设置',
      devices: '登录设备管理',
      devicesCount: '{n} 台设备',
      phone: '手机号',
      delete: '注销账户',
      notSupported: '暂不支持',
      notSupportedPhone: '暂不支持修改手机号，账户以钱包或微信登录',
      notSupportedDelete: '暂不支持注销账户，如有需要请联系客服'
    },
    center: {
      title: '登录设备管理',
      intro: '以下设备登录了你的账户。不认识的设备请立即退出',
      current: '本机',
      clients: { h5: '浏览器', weapp: '微信小程序', wechat: '微信浏览器', app: 'App', test: '测试客户端', other: '其他设备' },
      signedIn: '登录于 {time}',
      expires: '有效期至 {time}',
      signOut: '退出该设备',
      signOutConfirm: '确定让这台设备退出登录吗？',
      empty: '没有其他登录设备',
      loadFailed: '加载失败',
      retry: '重试'
    },
    currency: {
      title: '货币单位',
      intro: '商品价格以 USDT 计价，可选择以人民币或 USDT 显示',
      cny: '人民币 ¥',
      cnyDesc: '按 1 USDT = ¥{rate} 换算显示',
      usdt: 'USDT',
      usdtDesc: '按实际计价显示',
      saved: '价格将以 {name} 显示'
    },
    about: {
      title: '关于我们',
      desc: '多商户购物商城，支持钱包登录与通证资产。',
      version: '当前版本',
      build: '版本号',
      code: '版本代码',
      licences: '开源许可',
      licencesDesc: '本应用使用了以下开源软件，感谢它们的作者：',
      check: '检查更新',
      checking: '正在检查…',
      upToDate: '已是最新版本',
      newVersion: '发现新版本 {v}',
      failed: '检查失败，请稍后再试'
    },
    theme: {
      title: '主题风格',
      intro: '选择后立即生效，并记住你的选择',
      pink: '樱花粉',
      blue: '海湾蓝',
      green: '薄荷绿',
      current: '使用中',
      applied: '已切换为{name}'
    },
    comment: {
      title: '我的评价',
      empty: '还没有评价',
      emptyDesc: '收到商品后，在订单中即可评价',
      toOrders: '去评价订单',
      anonymous: '匿名',
      levels: { good: '好评', medium: '中评', bad: '差评' },
      loadFailed: '评价加载失败',
      retry: '重新加载'
    },
    auth: {
      title: '登录',
      welcome: '欢迎来到 {name}',
      introWallet: '使用支持 BSC 的加密钱包登录，无需密码与手机号',
      introWechat: '使用微信一键登录，无需密码与手机号',
      connect: '连接钱包登录',
      wechat: '微信一键登录',
      noWallet: '没有钱包？',
      noWalletDesc: '请在支持 BSC 的钱包（如 MetaMask、TokenPocket）中打开本页，或安装浏览器钱包扩展后刷新',
      points: { safe: '只需签名，不会转账或授权资产', fast: '首次登录自动创建账户', same: '同一钱包在任何设备登录都是同一账户' },
      signedIn: '你已登录',
      signedInDesc: '当前账户：{name}',
      back: '返回',
      toMe: '去个人中心',
      failed: '未能登录，请重试'
    },
    legacy: {
      name: '账号密码登录',
      phone: '手机号登录',
      register: '注册',
      retrieve: '找回密码',
      thirdreg: '第三方账号绑定',
      resetpwd: '修改登录密码',
      heading: '本商城不使用密码和手机号',
      desc: '登录方式已改为钱包签名（网页）和微信一键登录（小程序）。没有密码需要找回或修改，首次登录时自动创建账户。',
      go: '前往登录'
    },
    perfect: {
      title: '完善资料',
      intro: '设置昵称和头像，让商家和好友认出你',
      skip: '跳过',
      done: '完成'
    },
    validcode: {
      title: '验证邮箱',
      intro: '我们会向你的邮箱发送一个6位验证码，验证后可用于找回支付密码',
      email: '邮箱',
      code: '验证码',
      codePh: '请输入6位验证码',
      send: '获取验证码',
      sent: '验证码已发送，请查收邮件',
      resend: '{n}秒后重发',
      submit: '验证',
      done: '你的邮箱已验证：{email}',
      change: '修改邮箱',
      noEmail: '你还没有填写邮箱',
      addEmail: '去填写邮箱',
      codeInvalid: '请输入6位验证码'
    },
    resetEmail: {
      title: '修改邮箱',
      intro: '修改已验证的邮箱需要同时验证原邮箱和新邮箱',
      old: '原邮箱',
      oldCode: '原邮箱验证码',
      email: '新邮箱',
      emailPh: '请输入新邮箱',
      code: '新邮箱验证码',
      submit: '确认修改'
    },
    page: {
      title: '专题页',
      missing: '页面不存在或已下线',
      failed: '页面加载失败',
      retry: '重新加载',
      home: '返回首页'
    },
    offline: {
      title: '网络不可用',
      heading: '网络连接已断开',
      desc: '请检查 Wi-Fi 或移动数据是否开启，然后重试',
      retry: '重新连接',
      checking: '正在检查网络…',
      back: '网络已恢复',
      mobileTitle: '正在使用移动数据',
      mobileDesc: '当前使用{type}网络，浏览图片和视频会消耗流量',
      stillOffline: '仍然没有网络连接',
      cellular: '移动数据'
    },
    location: {
      chooseTitle: '选择位置',
      openTitle: '查看位置',
      noMap: '未配置地图服务：请手动填写位置，地图不会显示',
      cancel: '取消',
      mapNote: '地图由{provider}提供',
      name: '地点名称',
      namePh: '如：某某大厦',
      address: '详细地址',
      addressPh: '街道、门牌号',
      lat: '纬度',
      lng: '经度',
      optional: '选填',
      confirm: '确定',
      required: '请填写地点名称或详细地址',
      coordInvalid: '经纬度格式不正确',
      copy: '复制地址',
      openMap: '在地图中打开',
      unknown: '没有位置信息',
      providers: { tencent: '腾讯地图', amap: '高德地图' }
    },
    quick: {
      messages: '消息',
      home: '首页',
      me: '我的',
      cart: '购物车',
      service: '客服',
      feedback: '反馈',
      share: '分享'
    }
  }
}

const en: DictShape<typeof zh> = {
  acc: {
    menu: {
      account: 'Account',
      profile: 'Profile',
      security: 'Account and security',
      currency: 'Currency',
      theme: 'Theme',
      privacy: 'Privacy'
    },
    profile: {
      title: 'Profile',
      avatar: 'Avatar',
      nickname: 'Nickname',
      nicknamePh: 'Enter a nickname',
      gender: 'Gender',
      genders: { secret: 'Not given', male: 'Male', female: 'Female' },
      birthday: 'Birthday',
      birthdayPh: 'Choose your birthday',
      bio: 'About me',
      bioPh: 'A few words about you (up to 200)',
      email: 'E-mail',
      emailPh: 'For verification codes',
      verified: 'Verified',
      verify: 'Verify',
      save: 'Save',
      saved: 'Profile saved',
      nicknameEmpty: 'Nickname cannot be empty',
      emailInvalid: 'Please enter a valid e-mail'
    },
    portrait: {
      title: 'Change avatar',
      choose: 'Choose a picture',
      again: 'Choose another',
      hint: 'Drag the picture to place it and use the slider to zoom; what is inside the circle becomes your avatar',
      zoom: 'Zoom',
      save: 'Save avatar',
      saved: 'Avatar updated',
      empty: 'Choose a picture for your avatar',
      failed: 'The picture could not be processed; please try another'
    },
    notice: {
      title: 'New message notifications',
      intro: 'Kept with your account, on every device'
    },
    msg: {
      title: 'Message settings'
    },
    privacy: {
      title: 'Privacy',
      policyTitle: 'Privacy policy',
      p1: 'We collect only what the service needs: your wallet address (or WeChat identity), the profile you fill in, delivery addresses and your orders.',
      p2: 'Wallet sign-in only asks you to sign a message. We never get your private key and cannot move anything in your wallet.',
      p3: 'A delivery address is given only to the shop that ships to you; your e-mail is used only for codes. We never sell personal data.',
      p4: 'You can change your details at any time in Profile, and sign other devices out in Account and security.',
      permsTitle: 'Permissions the app uses',
      perms: {
        album: { name: 'Photos and camera', desc: 'For your avatar and review pictures; asked only when you pick a picture' },
        location: { name: 'Location', desc: 'To pick a delivery address on a map; never read in the background' },
        clipboard: { name: 'Clipboard', desc: 'To copy order numbers, wallet addresses and invite links' },
        wallet: { name: 'Wallet', desc: 'On the web, to connect a browser wallet and sign in; it never starts a transfer' },
        network: { name: 'Network', desc: 'To load goods, place orders and send messages' }
      }
    },
    security: {
      title: 'Account and security',
      wallet: 'Wallet',
      walletNone: 'None',
      wechat: 'WeChat login',
      email: 'E-mail',
      emailNone: 'Not set',
      emailUnverified: '{email} (not verified)',
      paypwd: 'Payment password',
      paypwdSet: 'Set; tap to change',
      paypwdUnset: 'Not set',
      devices: 'Signed-in devices',
      devicesCount: '{n} signed in',
      phone: 'Phone number',
      delete: 'Delete account',
      notSupported: 'Not supported yet',
      notSupportedPhone: 'Changing the phone number is not supported yet; you sign in with a wallet or WeChat',
      notSupportedDelete: 'Deleting the account is not supported yet; please contact customer service'
    },
    center: {
      title: 'Signed-in devices',
      intro: 'These devices are signed in to your account. Sign out any you do not recognise',
      current: 'This device',
      clients: { h5: 'Browser', weapp: 'WeChat mini program', wechat: 'WeChat browser', app: 'App', test: 'Test client', other: 'Other device' },
      signedIn: 'Signed in {time}',
      expires: 'Valid until {time}',
      signOut: 'Sign out this device',
      signOutConfirm: 'Sign this device out?',
      empty: 'No other devices are signed in',
      loadFailed: 'Could not load',
      retry: 'Retry'
    },
    currency: {
      title: 'Currency',
      intro: 'Prices are set in USDT; show them in yuan or in USDT',
      cny: 'Chinese yuan ¥',
      cnyDesc: 'Shown at 1 USDT = ¥{rate}',
      usdt: 'USDT',
      usdtDesc: 'Shown as priced',
      saved: 'Prices are now shown in {name}'
    },
    about: {
      title: 'About',
      desc: 'A multi-merchant marketplace with wallet sign-in and token assets.',
      version: 'Version',
      build: 'Release',
      code: 'Version code',
      licences: 'Open-source licences',
      licencesDesc: 'This app is built with the following open-source software. Thanks to their authors:',
      check: 'Check for updates',
      checking: 'Checking…',
      upToDate: 'You have the latest version',
      newVersion: 'Version {v} is available',
      failed: 'Could not check; please try again later'
    },
    theme: {
      title: 'Theme',
      intro: 'Applied at once and remembered',
      pink: 'Blossom pink',
      blue: 'Bay blue',
      green: 'Mint green',
      current: 'In use',
      applied: 'Theme changed to {name}'
    },
    comment: {
      title: 'My reviews',
      empty: 'No reviews yet',
      emptyDesc: 'Review what you received from your orders',
      toOrders: 'Orders to review',
      anonymous: 'Anonymous',
      levels: { good: 'Positive', medium: 'Neutral', bad: 'Negative' },
      loadFailed: 'Could not load your reviews',
      retry: 'Reload'
    },
    auth: {
      title: 'Sign in',
      welcome: 'Welcome to {name}',
      introWallet: 'Sign in with a BSC-capable crypto wallet: no password, no phone number',
      introWechat: 'Log in with WeChat in one tap: no password, no phone number',
      connect: 'Connect wallet',
      wechat: 'Log in with WeChat',
      noWallet: 'No wallet?',
      noWalletDesc: 'Open this page in a BSC-capable wallet (such as MetaMask or TokenPocket), or install a browser wallet extension and reload',
      points: { safe: 'You only sign a message; nothing is transferred or approved', fast: 'Your account is created on first sign-in', same: 'The same wallet is the same account on every device' },
      signedIn: 'You are signed in',
      signedInDesc: 'Account: {name}',
      back: 'Go back',
      toMe: 'Go to Me',
      failed: 'Could not sign in; please try again'
    },
    legacy: {
      name: 'Password sign-in',
      phone: 'Phone sign-in',
      register: 'Register',
      retrieve: 'Recover password',
      thirdreg: 'Link an account',
      resetpwd: 'Change password',
      heading: 'This shop uses no passwords or phone numbers',
      desc: 'You sign in with a wallet signature (web) or WeChat (mini program). There is no password to recover or change, and your account is created the first time you sign in.',
      go: 'Go to sign-in'
    },
    perfect: {
      title: 'Complete your profile',
      intro: 'Set a nickname and an avatar so shops and friends recognise you',
      skip: 'Skip',
      done: 'Done'
    },
    validcode: {
      title: 'Verify e-mail',
      intro: 'We send a 6-digit code to your e-mail; once verified, it can recover your payment password',
      email: 'E-mail',
      code: 'Code',
      codePh: 'Enter the 6-digit code',
      send: 'Get code',
      sent: 'Code sent; check your e-mail',
      resend: 'Again in {n}s',
      submit: 'Verify',
      done: 'Your e-mail is verified: {email}',
      change: 'Change e-mail',
      noEmail: 'You have not added an e-mail',
      addEmail: 'Add an e-mail',
      codeInvalid: 'Please enter the 6-digit code'
    },
    resetEmail: {
      title: 'Change e-mail',
      intro: 'Changing a verified e-mail needs a code from the current address and one from the new address',
      old: 'Current e-mail',
      oldCode: 'Code from current e-mail',
      email: 'New e-mail',
      emailPh: 'Enter the new e-mail',
      code: 'Code from new e-mail',
      submit: 'Change'
    },
    page: {
      title: 'Special',
      missing: 'This page does not exist or has been taken down',
      failed: 'Could not load the page',
      retry: 'Reload',
      home: 'Back to Home'
    },
    offline: {
      title: 'No network',
      heading: 'You are offline',
      desc: 'Check that Wi-Fi or mobile data is on, then try again',
      retry: 'Reconnect',
      checking: 'Checking the network…',
      back: 'You are back online',
      mobileTitle: 'Using mobile data',
      mobileDesc: 'You are on {type}: pictures and videos use your data allowance',
      stillOffline: 'Still no network connection',
      cellular: 'mobile data'
    },
    location: {
      chooseTitle: 'Choose a place',
      openTitle: 'Location',
      noMap: 'No map service is configured: enter the place by hand; no map is shown',
      cancel: 'Cancel',
      mapNote: 'Map by {provider}',
      name: 'Place',
      namePh: 'e.g. a building',
      address: 'Address',
      addressPh: 'Street and number',
      lat: 'Latitude',
      lng: 'Longitude',
      optional: 'optional',
      confirm: 'Confirm',
      required: 'Please enter a place or an address',
      coordInvalid: 'The coordinates are not valid',
      copy: 'Copy address',
      openMap: 'Open in map',
      unknown: 'No location given',
      providers: { tencent: 'Tencent Maps', amap: 'AMap' }
    },
    quick: {
      messages: 'Messages',
      home: 'Home',
      me: 'Me',
      cart: 'Cart',
      service: 'Service',
      feedback: 'Feedback',
      share: 'Share'
    }
  }
}

export default registerDomain('account', { zh, en })
