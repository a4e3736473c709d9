import { Image, Text, View } from '@tarojs/components'
import type { ArticleItem } from '../../../../types/catalog'
import { assetUrl } from '@/env'
import { Icon } from '@/components/Icon'
import { navigate } from '@/routes/navigate'
import { t } from '@/i18n'
import '@/i18n/domains/article'
import { compactCount } from '@/lib/count'
import { relativeTime, renderTime } from '@/lib/time'

/** When an article was published: relative within 30 days, then the date. */
export const publishedText = (ts: number) => renderTime(relativeTime(ts, Date.now(), { dateFormat: 'yyyy-MM-dd' }), t)

/** A news row: title, summary, time and views, with the picture on the right. */
export function ArticleRow ({ item }: { item: ArticleItem }) {
  return (
    <View className='article-row' data-id={item.id} onClick={() => { void navigate('pages/article/details', { id: item.id, title: item.title }) }}>
      <View className='article-row__body'>
        <Text className='article-row__title'>{item.title}</Text>
        {item.description ? <Text className='article-row__desc'>{item.description}</Text> : null}
        <View className='article-row__meta'>
          <Icon name='clock' size={11} />
          <Text className='article-row__meta-text'>{publishedText(item.createtime)}</Text>
          <Icon name='eye' size={12} />
          <Text className='article-row__meta-text'>{t('article.views', { n: compactCount(item.views) })}</Text>
        </View>
      </View>
      {item.image ? <Image className='article-row__image' src={assetUrl(item.image)} mode='aspectFill' lazyLoad /> : null}
    </View>
  )
}
