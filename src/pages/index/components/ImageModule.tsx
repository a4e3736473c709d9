import { Image, Text, View } from '@tarojs/components'
import type { PageModule } from '../../../../types/common'
import { assetUrl } from '@/env'
import { openLink } from '@/routes/navigate'
import { itemImage, itemLink, moduleTitle, moduleStyle } from '../modules'

/** A single (or stacked) promotional image. */
export function ImageModule ({ module }: { module: PageModule }) {
  const items = (module.data ?? []).filter((d) => itemImage(d))
  if (items.length === 0) return null
  return (
    <View className='home-image' style={moduleStyle(module.style)}>
      {items.map((d, i) => (
        <Image key={i} className='home-image__img' src={assetUrl(itemImage(d))} mode='widthFix'
          onClick={() => { void openLink(itemLink(d)) }}
        />
      ))}
    </View>
  )
}

/** A section heading. */
export function TitleModule ({ module }: { module: PageModule }) {
  const title = moduleTitle(module)
  if (!title) return null
  return (
    <View className='home-title' style={moduleStyle(module.style)}>
      <Text className='home-title__text'>{title}</Text>
    </View>
  )
}
