import Taro from '@tarojs/taro'
import { Image, View } from '@tarojs/components'
import { Carousel } from '@/components/Carousel'
import type { PageModule } from '../../../../types/common'
import { assetUrl } from '@/env'
import { openLink } from '@/routes/navigate'
import { designLength, itemId, itemImage, itemLink, moduleStyle } from '../modules'

/** Image carousel; a tap opens the slide's link (in-app path, or the advert page for http). */
export function Banner ({ module }: { module: PageModule }) {
  const slides = (module.data ?? []).filter((d) => itemImage(d))
  if (slides.length === 0) return null
  return (
    <View className='home-banner' style={moduleStyle(module.style)}>
      <Carousel className='home-banner__swiper' height={designLength(module.style?.height) ?? Taro.pxTransform(300)} interval={3500} indicator>
        {slides.map((d, i) => (
          <Image key={i} className='home-banner__image' src={assetUrl(itemImage(d))} mode='aspectFill'
            onClick={() => { void openLink(itemLink(d), (d.advert_id as number | undefined) ?? (itemLink(d) ? null : itemId(d))) }}
          />
        ))}
      </Carousel>
    </View>
  )
}
