import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { assetUrl } from '@/env'

/** Square image gallery with a "2/5" index pill; a tap opens the image previewer. */
export function Gallery ({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0)
  const urls = images.map(assetUrl)
  if (urls.length === 0) return <View className='goods-gallery goods-gallery--empty' />
  const preview = (i: number) => {
    void Promise.resolve(Taro.previewImage({ current: urls[i], urls })).catch(() => undefined)
  }
  return (
    <View className='goods-gallery'>
      <Swiper className='goods-gallery__swiper' circular={urls.length > 1} current={index}
        onChange={(e) => setIndex(e.detail.current)}
      >
        {urls.map((src, i) => (
          <SwiperItem key={src + i}>
            <Image className='goods-gallery__image' src={src} mode='aspectFill' onClick={() => preview(i)} />
          </SwiperItem>
        ))}
      </Swiper>
      {urls.length > 1
        ? <Text id='goods-gallery-index' className='goods-gallery__index'>{index + 1}/{urls.length}</Text>
        : null}
    </View>
  )
}
