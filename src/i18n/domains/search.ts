import { registerDomain } from '../index'
import type { DictShape } from '../types'

// The search page and the search boxes of the category pages and the goods list.
// Every file that uses these keys imports this module, so the text ships with those pages'
// code instead of the start-up bundle (see i18n/index.ts).

const zh = {
  search: {
    title: '搜索',
    placeholder: '搜索商品',
    submit: '搜索',
    empty: '请输入搜索内容',
    history: '历史搜索',
    clearConfirm: '确定清空全部搜索历史吗？',
    hot: '热搜榜',
    hotFlag: '热',
    searchFor: '搜索“{q}”',
    category: '分类'
  }
}

const en: DictShape<typeof zh> = {
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
  }
}

export default registerDomain('search', { zh, en })
