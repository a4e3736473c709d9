import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ArticleItem } from '../../../types/catalog'
import { catalogApi } from '@/api/catalog'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { navigate } from '@/routes/navigate'
import { t } from '@/i18n'
import '@/i18n/domains/article'
import '../../components/Icon/catalog.scss'
import './help/help.scss'

const quiet = (p: unknown) => { if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => undefined) }

/** Help centre (/pages/user/help): the help articles as questions that open to a summary. */
const Help = observer(function Help () {
  const [list] = useState(() => new PagedList<ArticleItem>((page) => catalogApi.articles({ type: 'help', page }, { toast: false })))
  const [open, setOpen] = useState<number | null>(null)
  useEffect(() => { void list.refresh() }, [list])
  usePullDownRefresh(() => { void list.refresh().finally(() => { quiet(Taro.stopPullDownRefresh()) }) })
  useReachBottom(() => { void list.loadMore() })

  let body
  if (list.initialLoading) {
    body = <View className='help-card'><LinesSkeleton rows={4} /></View>
  } else if (list.status === 'error' && list.items.length === 0) {
    body = (
      <EmptyState className='help-state' icon={<Icon name='failure' size={40} />} title={t('article.errorTitle')}
        description={t('article.errorDesc')} actionText={t('common.retry')} actionId='help-retry' onAction={() => { void list.refresh() }}
      />
    )
  } else if (list.isEmpty) {
    body = <EmptyState className='help-state' icon={<Icon name='service' size={40} />} title={t('article.helpEmpty')} />
  } else {
    body = (
      <View className='help-card'>
        {list.items.map((a, i) => {
          const expanded = open === a.id
          return (
            <View key={a.id} className={`help-item ${expanded ? 'help-item--open' : ''}`}>
              <View id={`help-q-${a.id}`} className='help-item__q' onClick={() => setOpen(expanded ? null : a.id)}>
                <Text className='help-item__no'>{`Q${i + 1}`}</Text>
                <Text className='help-item__title'>{a.title}</Text>
                <Icon name='arrow-down' size={12} color='#999' className='help-item__arrow' />
              </View>
              {expanded
                ? (
                  <View className='help-item__a'>
                    {a.description ? <Text className='help-item__desc'>{a.description}</Text> : null}
                    <View id={`help-more-${a.id}`} className='help-item__more' onClick={() => { void navigate('pages/article/details', { id: a.id, title: a.title }) }}>
                      <Text>{t('article.readMore')}</Text>
                      <Icon name='arrow-right' size={10} color='#ff448f' />
                    </View>
                  </View>
                  )
                : null}
            </View>
          )
        })}
      </View>
    )
  }

  return (
    <PageShell id='help' className='help' titleKey='article.help'>
      <View className='help-hero'>
        <Text className='help-hero__title'>{t('article.helpHello')}</Text>
        <Text className='help-hero__desc'>{t('article.helpDesc')}</Text>
        <View className='help-hero__badge'><Icon name='service' size={34} color='#fff' /></View>
      </View>
      <View className='help-body'>
        <Text className='help-body__title'>{t('article.helpFaq')}</Text>
        {body}
        {list.items.length > 0 ? <LoadMore status={list.status} onRetry={() => { void list.retry() }} /> : null}
        <View className='help-more' onClick={() => { void navigate('pages/article/list', { type: 'new' }) }}>
          <Icon name='articles' size={16} color='#ff448f' />
          <Text className='help-more__text'>{t('article.moreNews')}</Text>
          <Icon name='arrow-right' size={10} color='#999' />
        </View>
      </View>
    </PageShell>
  )
})

export default Help
