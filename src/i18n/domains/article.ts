import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Articles, adverts and the help centre (pages/article/*, pages/user/help).
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  article: {
    listTitle: '资讯中心',
    details: '文章详情',
    advert: '活动详情',
    tabs: {
      new: '资讯',
      sys: '公告',
      help: '帮助'
    },
    views: '{n}次浏览',
    errorTitle: '加载失败',
    errorDesc: '网络开小差了，请稍后重试',
    emptyTitle: '暂无内容',
    emptyDesc: '稍后再来看看吧',
    notFound: '内容不存在或已下线',
    noContent: '暂无正文',
    viewMore: '查看详情',
    openLink: '打开链接',
    copyLink: '复制链接',
    externalTitle: '即将访问外部页面',
    externalDesc: '该页面不属于本商城，请注意账户与资金安全',
    help: '帮助中心',
    helpHello: '你好，有什么可以帮你？',
    helpDesc: '常见问题都在这里，一看就懂',
    helpFaq: '常见问题',
    helpEmpty: '暂无帮助文章',
    readMore: '查看全文',
    moreNews: '商城资讯与公告'
  }
}

const en: DictShape<typeof zh> = {
  article: {
    listTitle: 'News',
    details: 'Article',
    advert: 'Promotion',
    tabs: {
      new: 'News',
      sys: 'Notices',
      help: 'Help'
    },
    views: '{n} {n|view|views}',
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

export default registerDomain('article', { zh, en })
