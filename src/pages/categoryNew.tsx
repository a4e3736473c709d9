import { useState } from 'react'
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { assetUrl } from '@/env'
import { PageShell } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { t } from '@/i18n'
import '@/i18n/domains/catalog'
import { sectionsOf } from '@/lib/category'
import { CategoryAdvert, CategorySearch, CategoryTile, CategoryTree, openCategory } from './category/components/shared'
import './category/category.scss'

/**
 * Categories, second layout (/pages/categoryNew): the first level as horizontal picture tabs at
 * the top, the selected one's sub-categories as a grid of cards below.
 */
const CategoryNew = observer(function CategoryNew () {
  const [selected, setSelected] = useState<number | null>(null)
  return (
    <PageShell id='category-new' className='catn' titleKey='nav.category'>
      <CategoryTree>
        {(tree) => {
          const top = tree.find((n) => n.id === selected) ?? tree[0]
          const { level2, withChildren } = sectionsOf(top)
          return (
            <View>
              <View className='catn__head'>
                <CategorySearch layout='tabs' />
                <ScrollView scrollX className='catn__tabs' scrollIntoView={`catn-tab-${top.id}`} scrollWithAnimation>
                  {tree.map((n) => (
                    <View key={n.id} id={`catn-tab-${n.id}`} className={`catn__tab ${n.id === top.id ? 'catn__tab--on' : ''}`} onClick={() => setSelected(n.id)}>
                      <Image className='catn__tab-image' src={assetUrl(n.image)} mode='aspectFill' />
                      <Text className='catn__tab-name'>{n.name}</Text>
                    </View>
                  ))}
                </ScrollView>
              </View>
              <View className='catn__content'>
                <CategoryAdvert categoryId={top.id} />
                <View className='catn__card'>
                  <View className='cat-section__head'>
                    <Text className='cat-section__title'>{t('catalog.category.allOf', { name: top.name })}</Text>
                    <View className='cat-section__more' onClick={() => { void openCategory(top.id) }}>
                      <Text>{t('catalog.category.viewAll')}</Text>
                      <Icon name='arrow-right' size={10} color='#999' />
                    </View>
                  </View>
                  <View className='cat-grid cat-grid--4'>
                    {(level2.length > 0 ? level2 : [top]).map((n) => <CategoryTile key={n.id} node={n} />)}
                  </View>
                </View>
                {withChildren.map((n) => (
                  <View key={n.id} className='catn__card'>
                    <View className='cat-section__head'>
                      <Text className='cat-section__title'>{n.name}</Text>
                      <View className='cat-section__more' onClick={() => { void openCategory(n.id) }}>
                        <Text>{t('catalog.category.all')}</Text>
                        <Icon name='arrow-right' size={10} color='#999' />
                      </View>
                    </View>
                    <View className='cat-grid cat-grid--4'>{(n.children ?? []).map((c) => <CategoryTile key={c.id} node={c} />)}</View>
                  </View>
                ))}
              </View>
            </View>
          )
        }}
      </CategoryTree>
    </PageShell>
  )
})

export default CategoryNew
