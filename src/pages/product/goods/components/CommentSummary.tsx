import { Text, View } from '@tarojs/components'
import type { GoodsDetail } from '../../../../../types/catalog'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/product'
import { compactCount } from '@/lib/count'
import { Icon } from '@/components/Icon'
import { navigate } from '@/routes/navigate'
import { CommentItem } from '../../components/CommentItem'

const TAGS: Array<{ key: 'good' | 'pertinent' | 'poor' | 'figure', label: TKey }> = [
  { key: 'good', label: 'product.tags.good' },
  { key: 'pertinent', label: 'product.tags.pertinent' },
  { key: 'poor', label: 'product.tags.poor' },
  { key: 'figure', label: 'product.tags.figure' }
]

/** Reviews card: count, good rate, tag counts (each opens the comments page on that tag), two latest. */
export function CommentSummary ({ goods }: { goods: GoodsDetail }) {
  const stats = goods.comment_list?.statistics
  const list = (goods.comment_list?.data ?? []).slice(0, 2)
  const total = stats?.total ?? 0
  const open = (tag?: string) => { void navigate('pages/product/comment', { id: goods.id, tag }) }
  return (
    <View id='goods-comments' className='goods-section goods-comments'>
      <View className='goods-section__head' onClick={() => open()}>
        <Text className='goods-section__title'>{t('product.comments', { n: compactCount(total) })}</Text>
        <View className='goods-section__more'>
          {total > 0 ? <Text className='goods-comments__rate'>{t('product.goodRate', { rate: stats?.rate ?? '0' })}</Text> : null}
          <Text>{t('product.viewAll')}</Text>
          <Icon name='arrow-right' size={10} color='#999' />
        </View>
      </View>
      {total > 0
        ? (
          <View className='goods-comments__tags'>
            {TAGS.filter((tag) => (stats?.[tag.key] ?? 0) > 0).map((tag) => (
              <Text key={tag.key} className={`goods-comments__tag goods-comments__tag--${tag.key}`} onClick={() => open(tag.key)}>
                {t(tag.label)} {compactCount(stats?.[tag.key] ?? 0)}
              </Text>
            ))}
          </View>
          )
        : null}
      {list.length > 0
        ? list.map((c) => <CommentItem key={c.id} comment={c} compact />)
        : <Text className='goods-comments__empty'>{t('product.noComments')}</Text>}
    </View>
  )
}
