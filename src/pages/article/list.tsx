import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ArticleItem, ArticleKind } from '../../../types/catalog'
import { catalogApi } from '@/api/catalog'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/article'
import { ArticleRow } from './components/ArticleRow'
import '../../components/Icon/catalog.scss'
import './article.scss'

const ARTICLE_TABS: Array<{ kind: ArticleKind, label: TKey }> = [
  { kind: 'new', label: 'article.tabs.new' },
  { kind: 'sys', label: 'article.tabs.sys' },
  { kind: 'help', label: 'article.tabs.help' }
]

const quiet = (p: unknown) => { if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => undefined) }

/** Articles (/pages/article/list?type=new|sys|help): news, notices and help, each tab paged. */
const ArticleList = observer(function ArticleList () {
  const router = useRouter()
  const initial = ARTICLE_TABS.find((x) => x.kind === router?.params?.type)?.kind ?? 'new'
  const [kind, setKind] = useState<ArticleKind>(initial)
  const [lists] = useState(() => {
    const make = (k: ArticleKind) => new PagedList<ArticleItem>((page) => catalogApi.articles({ type: k, page }, { toast: false }))
    return { new: make('new'), sys: make('sys'), help: make('help') } as Record<ArticleKind, PagedList<ArticleItem>>
  })
  const list = lists[kind]
  useEffect(() => { if (list.page === 0 && list.status === 'idle') void list.refresh() }, [list])
  usePullDownRefresh(() => { void list.refresh().finally(() => { quiet(Taro.stopPullDownRefresh()) }) })
  useReachBottom(() => { void list.loadMore() })

  let body
  if (list.initialLoading || (list.status === 'idle' && list.page === 0)) {
    body = <View className='article-card'><LinesSkeleton rows={4} /></View>
  } else if (list.status === 'error' && list.items.length === 0) {
    body = (
      <EmptyState className='article-state' icon={<Icon name='failure' size={40} />} title={t('article.errorTitle')}
        description={t('article.errorDesc')} actionText={t('common.retry')} actionId='article-retry' onAction={() => { void list.refresh() }}
      />
    )
  } else if (list.isEmpty) {
    body = <EmptyState className='article-state' icon={<Icon name='articles' size={40} />} title={t('article.emptyTitle')} description={t('article.emptyDesc')} />
  } else {
    body = (
      <View className='article-card'>
        {list.items.map((a) => <ArticleRow key={a.id} item={a} />)}
      </View>
    )
  }

  return (
    <PageShell id='article-list' className='article-list' titleKey='article.listTitle'>
      <View className='article-tabs'>
        {ARTICLE_TABS.map((x) => (
          <View key={x.kind} id={`article-tab-${x.kind}`} className={`article-tabs__item ${x.kind === kind ? 'article-tabs__item--on' : ''}`}
            onClick={() => setKind(x.kind)}
          >
            <Text>{t(x.label)}</Text>
          </View>
        ))}
      </View>
      {body}
      {list.items.length > 0 ? <LoadMore status={list.status} onRetry={() => { void list.retry() }} /> : null}
    </PageShell>
  )
})

export default ArticleList
