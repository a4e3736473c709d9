import { Image, Text, View } from '@tarojs/components'
import type { CategoryNode } from '../../../../../types/common'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/shop'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { navigate } from '@/routes/navigate'

/** The shop's own category tree; a category (or sub-category) opens its goods. */
export function CategoryTab ({ shopId, tree }: { shopId: number, tree: CategoryNode[] }) {
  if (tree.length === 0) {
    return <EmptyState className='shop-goods__empty' icon={<Icon name='x-category' size={40} />} title={t('shop.noCategory')} />
  }
  const open = (id?: number) => { void navigate('pages/shop/product/list', { shop_id: shopId, shop_category_id: id }) }
  return (
    <View id='shop-categories' className='shop-cats'>
      <View className='shop-cats__all' onClick={() => open()}>
        <Icon name='x-category' size={18} color='#ff448f' />
        <Text className='shop-cats__all-label'>{t('shop.allGoods')}</Text>
        <Icon name='arrow-right' size={11} color='#bbb' />
      </View>
      {tree.map((c) => (
        <View key={c.id} className='shop-cats__group'>
          <View className='shop-cats__row' data-id={c.id} onClick={() => open(c.id)}>
            {c.image ? <Image className='shop-cats__image' src={assetUrl(c.image)} mode='aspectFill' /> : <View className='shop-cats__image' />}
            <Text className='shop-cats__name'>{c.name}</Text>
            <Icon name='arrow-right' size={11} color='#bbb' />
          </View>
          {c.children && c.children.length > 0
            ? (
              <View className='shop-cats__children'>
                {c.children.map((s) => <Text key={s.id} className='shop-cats__child' onClick={() => open(s.id)}>{s.name}</Text>)}
              </View>
              )
            : null}
        </View>
      ))}
    </View>
  )
}
