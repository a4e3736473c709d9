import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { assetUrl } from '@/env'
import { PageShell } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { t } from '@/i18n'
import '@/i18n/domains/catalog'
import { childrenOf } from '@/lib/category'
import { CategorySearch, CategoryTile, CategoryTree, openCategory } from './category/components/shared'
import './category/category.scss'

/**
 * Categories, third layout (/pages/cate1): the whole tree in one column — each first level as a
 * header card with its children in a grid (third levels as tags under their parent).
 */
const Cate1 = observer(function Cate1 () {
  return (
    <PageShell id='cate1' className='cate1' titleKey='nav.category'>
      <View className='cate1__top'><CategorySearch layout='list' /></View>
      <CategoryTree>
        {(tree) => (
          <View className='cate1__list'>
            {tree.map((top) => {
              const kids = childrenOf(top)
              const deeper = kids.filter((k) => childrenOf(k).length > 0)
              return (
                <View key={top.id} id={`cate1-${top.id}`} className='cate1__card'>
                  <View className='cate1__head' onClick={() => { void openCategory(top.id) }}>
                    <Image className='cate1__icon' src={assetUrl(top.image)} mode='aspectFill' />
                    <Text className='cate1__name'>{top.name}</Text>
                    <Text className='cate1__count'>{t('catalog.category.count', { n: kids.length })}</Text>
                    <View className='cate1__more'>
                      <Text>{t('catalog.category.all')}</Text>
                      <Icon name='arrow-right' size={10} color='#999' />
                    </View>
                  </View>
                  {kids.length > 0 ? <View className='cat-grid cat-grid--4'>{kids.map((n) => <CategoryTile key={n.id} node={n} />)}</View> : null}
                  {deeper.map((k) => (
                    <View key={k.id} className='cate1__sub'>
                      <Text className='cate1__sub-name'>{k.name}</Text>
                      <View className='cate1__tags'>
                        {childrenOf(k).map((c) => (
                          <View key={c.id} className='cate1__tag' data-id={c.id} onClick={() => { void openCategory(c.id) }}><Text>{c.name}</Text></View>
                        ))}
                      </View>
                    </View>
                  ))}
                </View>
              )
            })}
          </View>
        )}
      </CategoryTree>
    </PageShell>
  )
})

export default Cate1
