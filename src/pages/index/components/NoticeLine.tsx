import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Carousel } from '@/components/Carousel'
import type { PageModule } from '../../../../types/common'
import { navigate, openLink } from '@/routes/navigate'
import { t } from '@/i18n'
import { itemId, itemLink, itemText } from '../modules'

/** Headlines: a one-line vertical ticker; a tap opens the article (or the item's link). */
export function NoticeLine ({ module }: { module: PageModule }) {
  const items = (module.data ?? []).filter((d) => itemText(d))
  if (items.length === 0) return null
  const open = (d: Record<string, unknown>) => {
    const link = itemLink(d)
    if (link) return openLink(link)
    const id = itemId(d)
    return id != null ? navigate('pages/article/details', { id }) : Promise.resolve()
  }
  return (
    <View className='home-card home-notice'>
      <View className='home-notice__badge'>
        <Text className='home-notice__badge-a'>{t('home.noticeBadgeA')}</Text>
        <Text className='home-notice__badge-b'>{t('home.noticeBadgeB')}</Text>
      </View>
      <Carousel className='home-notice__swiper' height={Taro.pxTransform(76)} interval={3000} vertical>
        {items.map((d, i) => (
          <View key={i} className='home-notice__item' onClick={() => { void open(d) }}>
            <Text className='home-notice__tag'>{t('home.noticeTag')}</Text>
            <Text className='home-notice__text'>{itemText(d)}</Text>
          </View>
        ))}
      </Carousel>
    </View>
  )
}
