import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { Advert, CategoryNode } from '../../../../types/common'
import { useStores } from '@/stores'
import { assetUrl } from '@/env'
import { EmptyState } from '@/components/EmptyState'
import { CategorySkeleton } from '@/components/Skeleton'
import { Icon } from '@/components/Icon'
import { navigate, openLink, redirect } from '@/routes/navigate'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/catalog'
import '@/i18n/domains/search'
import '../../../components/Icon/catalog.scss'

// Parts shared by the three category screens (/pages/category, /pages/categoryNew, /pages/cate1).

/** Opens the goods list of a category (its whole sub-tree). */
export const openCategory = (id: number) => navigate('pages/goodslist', { category_id: id })

/** A category picture with its name under it; a tap opens its goods list. */
export function CategoryTile ({ node, className = '' }: { node: CategoryNode, className?: string }) {
  return (
    <View className={`cat-tile ${className}`} data-id={node.id} onClick={() => { void openCategory(node.id) }}>
      <Image className='cat-tile__image' src={assetUrl(node.image)} mode='aspectFill' lazyLoad />
      <Text className='cat-tile__name'>{node.name}</Text>
    </View>
  )
}

/** The first category advert of a first-level category, as a rounded banner (none → nothing). */
export const CategoryAdvert = observer(function CategoryAdvert ({ categoryId }: { categoryId: number }) {
  const { app } = useStores()
  const ads: Advert[] = app.adverts?.categoryAdverts?.[String(categoryId)] ?? []
  const ad = ads.find((a) => a.media)
  if (!ad) return null
  return (
    <View className='cat-advert' onClick={() => { void openLink(ad.url, ad.id) }}>
      <Image className='cat-advert__image' src={assetUrl(ad.media)} mode='aspectFill' />
      {ad.title ? <Text className='cat-advert__title'>{ad.title}</Text> : null}
    </View>
  )
})

/** The three layouts of the category screens: side bar, picture tabs, one long list. */
export type CategoryLayout = 'side' | 'tabs' | 'list'
const LAYOUTS: Array<{ key: CategoryLayout, url: 'pages/category' | 'pages/categoryNew' | 'pages/cate1', icon: 'list' | 'grid' | 'articles', label: TKey }> = [
  { key: 'side', url: 'pages/category', icon: 'list', label: 'catalog.category.layoutSide' },
  { key: 'tabs', url: 'pages/categoryNew', icon: 'grid', label: 'catalog.category.layoutTabs' },
  { key: 'list', url: 'pages/cate1', icon: 'articles', label: 'catalog.category.layoutList' }
]


/** The search entry at the top of a category screen, with the layout switch beside it. */
export function CategorySearch ({ layout }: { layout?: CategoryLayout }) {
  return (
    <View className='cat-topbar'>
      <View id='cat-search' className='cat-search' onClick={() => { void navigate('pages/page/search') }}>
        <Icon name='search' size={14} color='#999' />
        <Text className='cat-search__text'>{t('search.placeholder')}</Text>
      </View>
      {layout
        ? (
          <View className='cat-layouts'>
            {LAYOUTS.map((l) => (
              <View key={l.key} id={`cat-layout-${l.key}`} aria-label={t(l.label)}
                className={`cat-layouts__item ${l.key === layout ? 'cat-layouts__item--on' : ''}`}
                // in place (redirect; a layout that is a tab of this build: switchTab)
                onClick={() => { if (l.key !== layout) void redirect(l.url) }}
              >
                <Icon name={l.icon} size={16} color={l.key === layout ? '#ff448f' : '#999'} />
              </View>
            ))}
          </View>
          )
        : null}
    </View>
  )
}

/**
 * The category tree of common/init with its loading / failed / empty states. Renders `children`
 * with the tree once there is one.
 */
export const CategoryTree = observer(function CategoryTree ({ children }: { children: (tree: CategoryNode[]) => JSX.Element }) {
  const { app } = useStores()
  const tree = app.categoryModules ?? []
  if (tree.length > 0) return children(tree)
  if (app.loading) return <CategorySkeleton />
  const failed = !!app.error
  return (
    <EmptyState className='cat-state' icon={<Icon name={failed ? 'failure' : 'store'} size={40} />}
      title={failed ? t('catalog.category.errorTitle') : t('catalog.category.emptyTitle')}
      description={failed ? t('catalog.category.errorDesc') : t('catalog.category.emptyDesc')}
      actionText={t('common.retry')} actionId='cat-retry' onAction={() => { void app.loadInit() }}
    />
  )
})
