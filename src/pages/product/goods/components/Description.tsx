import { Text, View } from '@tarojs/components'
import type { RichNode } from '../../../../../types/rich-text'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import { resolveNodeImages } from '@/lib/rich-text'
import { RichNodes } from '@/components/RichNodes'

/** The merchant's description under a "details" heading (product and group-deal pages). */
export function Description ({ nodes, id }: { nodes: RichNode[] | undefined, id?: string }) {
  const html = resolveNodeImages(nodes, assetUrl)
  return (
    <View id={id} className='goods-section goods-detail'>
      <View className='goods-detail__head'>
        <View className='goods-detail__line' />
        <Text className='goods-detail__title'>{t('product.detail')}</Text>
        <View className='goods-detail__line' />
      </View>
      {html.length > 0
        ? <RichNodes className='goods-detail__html' nodes={html} />
        : <Text className='goods-detail__empty'>{t('product.detailEmpty')}</Text>}
    </View>
  )
}
