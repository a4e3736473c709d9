import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/env'
import { Carousel } from '@/components/Carousel'
import { previewImage } from '@/platform/preview-image'

/**
 * Square image gallery with a "2/5" index pill; a tap opens the image previewer. On H5 the light
 * Carousel (not Taro's Swiper, which brings Swiper.js to the product page's first screen); the
 * mini program's Carousel is the native swiper.
 */
export function Gallery ({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0)
  const urls = images.map(assetUrl)
  if (urls.length === 0) return <View className='goods-gallery goods-gallery--empty' />
  return (
    <View className='goods-gallery'>
      <Carousel className='goods-gallery__swiper' height='100%' interval={0} onChange={setIndex}>
        {urls.map((src, i) => (
          <Image key={src + i} className='goods-gallery__image' src={src} mode='aspectFill' onClick={() => { previewImage(src, urls) }} />
        ))}
      </Carousel>
      {urls.length > 1
        ? <Text id='goods-gallery-index' className='goods-gallery__index'>{index + 1}/{urls.length}</Text>
        : null}
    </View>
  )
}
