import { Image, Text, View } from '@tarojs/components'
import type { PageModule } from '../../../../types/common'
import { assetUrl } from '@/env'
import { navigate, openLink } from '@/routes/navigate'
import { Icon } from '@/components/Icon'
import { t } from '@/i18n'
import '../../../components/Icon/catalog.scss'
import { itemCategoryId, itemId, itemImage, itemLink, itemText } from '../modules'

/** Two rows of five: a category module shows its first nine entries and "All" (every category). */
export const CATEGORY_SLOTS = 9

/**
 * Category entries: icons with names, five per row; a tap opens the goods list of that category.
 * A category module ends with "All", the way to /pages/category (every top category and below).
 */
export function CategoryGrid ({ module }: { module: PageModule }) {
  const all = module.type === 'category'
  const items = all ? (module.data ?? []).slice(0, CATEGORY_SLOTS) : (module.data ?? [])
  if (items.length === 0 && !all) return null
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
      {all
        ? (
          <View id='home-category-all' className='home-category__item' onClick={() => { void navigate('pages/category') }}>
            <View className='home-category__icon home-category__icon--all'><Icon name='grid' size={22} color='#ff448f' /></View>
            <Text className='home-category__name'>{t('home.allCategories')}</Text>
          </View>
          )
        : null}
    </View>
  )
}
