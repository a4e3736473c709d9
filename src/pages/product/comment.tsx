import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/product'
import { compactCount } from '@/lib/count'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import type { CommentTag } from '../../../types/catalog'
import { CommentItem } from './components/CommentItem'
import { Stars } from './components/Stars'
import { COMMENT_TAGS, CommentsStore, isCommentTag } from './comment/store'
import '../../components/Icon/extra.scss'
import './components/product.scss'
import './comment/comment.scss'

const TAG_LABEL: Record<CommentTag, TKey> = {
  all: 'product.tags.all',
  good: 'product.tags.good',
  pertinent: 'product.tags.pertinent',
  poor: 'product.tags.poor',
  figure: 'product.tags.figure'
}

/** Reviews of a product (/pages/product/comment?id[&tag]): tag tabs with counts, paged list. */
const CommentsPage = observer(function CommentsPage () {
  const router = useRouter()
  const id = Number(router?.params?.id)
  const initial = router?.params?.tag
  const [store] = useState(() => new CommentsStore(id, isCommentTag(initial) ? initial : 'all'))
  const list = store.list

  useEffect(() => { void store.refresh() }, [store])
  usePullDownRefresh(() => { void store.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { void list.loadMore() })

  const stats = store.stats
  const rate = Number(stats?.rate ?? 0)

  return (
    <PageShell id='comments' className='comments-page' titleKey='product.comment.title'>
      <View className='comments-head'>
        <View className='comments-head__summary'>
          <View className='comments-head__rate'>
            <Text id='comments-rate' className='comments-head__rate-value'>{stats ? `${stats.rate}%` : '--'}</Text>
            <Text className='comments-head__rate-label'>{t('product.comment.rate')}</Text>
          </View>
          <View className='comments-head__stars'>
            <Stars score={(rate / 20).toFixed(1)} size={16} />
            <Text className='comments-head__total'>{t('product.comment.total', { n: stats?.total ?? 0 })}</Text>
          </View>
        </View>
        <View id='comment-tags' className='comments-tags'>
          {COMMENT_TAGS.map((tag) => (
            <Text key={tag} id={`comment-tag-${tag}`}
              className={`comments-tags__tag ${store.tag === tag ? 'comments-tags__tag--active' : ''} ${tag === 'poor' ? 'comments-tags__tag--poor' : ''}`}
              onClick={() => { if (tag !== store.tag) void store.setTag(tag) }}
            >
              {t(TAG_LABEL[tag])} {stats ? compactCount(store.count(tag)) : ''}
            </Text>
          ))}
        </View>
      </View>

      <View className='comments-list'>
        {list.initialLoading
          ? <LinesSkeleton rows={6} />
          : list.isEmpty
            ? <EmptyState icon={<Icon name='comment' size={40} />} title={t('product.comment.empty')} description={store.tag === 'all' ? t('product.noComments') : t('product.comment.emptyDesc')} />
            : list.items.map((c) => <CommentItem key={c.id} comment={c} />)}
      </View>
      {!list.isEmpty ? <LoadMore status={list.status} onRetry={() => { void list.retry() }} hidden={list.initialLoading} /> : null}
    </PageShell>
  )
})

export default CommentsPage
