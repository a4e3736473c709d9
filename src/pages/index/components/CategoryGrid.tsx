import { Image, Text, View } from '@tarojs/components'
import type { PageModule } from '../../../../types/common'
import { assetUrl } from '@/env'
import { navigate, openLink } from '@/routes/navigate'
import { itemCategoryId, itemId, itemImage, itemLink, itemText } from '../modules'

/** Category entries: icons with names, five per row; a tap opens the goods list of that category. */
export function CategoryGrid ({ module }: { module: PageModule }) {
  const items = module.data ?? []
  if (items.length === 0) return null
  const open = (d: Record<string, unknown>) => {
    const link = itemLink(d)
    if (link) return openLink(link)
    const cid = itemCategoryId(d) ?? itemId(d)
    return cid != null ? navigate('pages/goodslist', { category_id: cid }) : Promise.resolve()
  }
  return (
    <View className='home-card home-category'>
      {items.map((d, i) => (
        <View key={i} className='home-category__item' onClick={() => { void open(d) }}>
          <Image className='home-category__icon' src={assetUrl(itemImage(d))} mode='aspectFill' />
          <Text className='home-category__name'>{itemText(d)}</Text>
        </View>
      ))}
    </View>
  )
}
