import { Text, View } from '@tarojs/components'
import type { PageModule } from '../../../../types/common'
import { Icon } from '@/components/Icon'
import { GoodsGrid } from '@/components/GoodsCard'
import { openLink } from '@/routes/navigate'
import { t } from '@/i18n'
import { goodsOf, moduleColumns, moduleTitle } from '../modules'

/** A titled goods section ("goods") or the "guess you like" grid ("likes"). */
export function GoodsSection ({ module, likes = false }: { module: PageModule, likes?: boolean }) {
  const list = goodsOf(module)
  if (list.length === 0) return null
  const more = typeof module.params?.more === 'string' ? module.params.more : ''
  const title = likes ? (moduleTitle(module) || t('home.likes')) : (moduleTitle(module) || t('home.goods'))
  return (
    <View className={`home-goods ${likes ? 'home-goods--likes' : ''}`}>
      <View className='home-goods__head'>
        {likes
          ? (
            <View className='home-goods__likes-title'>
              <View className='home-goods__line' />
              <Text className='home-goods__title'>{title}</Text>
              <View className='home-goods__line' />
            </View>
            )
          : (
            <View className='home-goods__title-row'>
              <View className='home-goods__bar' />
              <Text className='home-goods__title'>{title}</Text>
              {more
                ? (
                  <View className='home-goods__more' onClick={() => { void openLink(more) }}>
                    <Text>{t('home.more')}</Text>
                    <Icon name='arrow-right' size={10} color='#999' />
                  </View>
                  )
                : null}
            </View>
            )}
      </View>
      <GoodsGrid list={list} columns={moduleColumns(module, 2, 2, 3) as 2 | 3} />
    </View>
  )
}
