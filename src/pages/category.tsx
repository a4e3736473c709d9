import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { CategoryNode } from '../../types/common'
import { appEnv } from '@/env'
import { PageShell } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { t } from '@/i18n'
import '@/i18n/domains/catalog'
import { sectionsOf } from '@/lib/category'
import { CategoryAdvert, CategorySearch, CategoryTile, CategoryTree, openCategory } from './category/components/shared'
import './category/category.scss'

/** The right side: the advert, the second level as tiles, then each second level with its third level. */
function CategoryPane ({ top }: { top: CategoryNode }) {
  const { level2, withChildren } = sectionsOf(top)
  return (
    <View className='cat-pane'>
      <CategoryAdvert categoryId={top.id} />
      <View className='cat-section'>
        <View className='cat-section__head'>
          <Text className='cat-section__title'>{top.name}</Text>
          <View className='cat-section__more' onClick={() => { void openCategory(top.id) }}>
            <Text>{t('catalog.category.all')}</Text>
            <Icon name='arrow-right' size={10} color='#999' />
          </View>
        </View>
        {level2.length > 0
          ? <View className='cat-grid cat-grid--3'>{level2.map((n) => <CategoryTile key={n.id} node={n} />)}</View>
          : <View className='cat-grid cat-grid--3'><CategoryTile node={top} /></View>}
      </View>
      {withChildren.map((n) => (
        <View key={n.id} className='cat-section'>
          <View className='cat-section__head'>
            <Text className='cat-section__title'>{n.name}</Text>
            <View className='cat-section__more' onClick={() => { void openCategory(n.id) }}>
              <Text>{t('catalog.category.all')}</Text>
              <Icon name='arrow-right' size={10} color='#999' />
            </View>
          </View>
          <View className='cat-grid cat-grid--3'>{(n.children ?? []).map((c) => <CategoryTile key={c.id} node={c} />)}</View>
        </View>
      ))}
    </View>
  )
}

/**
 * Categories (/pages/category; a tab in the discover tab mode): first level on the left, the
 * selected one's second and third levels with pictures on the right, its advert on top.
 */
const Category = observer(function Category () {
  const [selected, setSelected] = useState<number | null>(null)
  const isTab = appEnv.TAB_MODE === 'discover'
  return (
    <PageShell id='category' className={`cat ${isTab ? 'cat--tab' : ''}`} titleKey='nav.category' tab={isTab}>
      <View className='cat__top'><CategorySearch layout='side' /></View>
      <CategoryTree>
        {(tree) => {
          const top = tree.find((n) => n.id === selected) ?? tree[0]
          return (
            <View className='cat__body'>
              <ScrollView scrollY className='cat__side'>
                {tree.map((n) => (
                  <View key={n.id} id={`cat-side-${n.id}`} className={`cat__side-item ${n.id === top.id ? 'cat__side-item--on' : ''}`}
                    onClick={() => setSelected(n.id)}
                  >
                    <Text>{n.name}</Text>
                  </View>
                ))}
              </ScrollView>
              <ScrollView scrollY className='cat__main' key={top.id}>
                <CategoryPane top={top} />
              </ScrollView>
            </View>
          )
        }}
      </CategoryTree>
    </PageShell>
  )
})

export default Category
