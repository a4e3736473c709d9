import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Settings and its language popup (pages/user/setting).
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
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

const en: DictShape<typeof zh> = {
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

export default registerDomain('settings', { zh, en })
