import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import type { GoodsComment } from '../../../../types/catalog'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/product'
import { relativeTime, renderTime } from '@/lib/time'
import { Icon } from '@/components/Icon'
import { Stars } from './Stars'
import { needsExpand } from './clamp'
import { previewImage } from '@/platform/preview-image'

function preview (images: string[], index: number): void {
  const urls = images.map(assetUrl)
  previewImage(urls[index], urls)
}

/**
 * One review: avatar, nickname, stars, relative time, the chosen spec, the text clamped to two
 * lines with an expand toggle, and a picture grid that opens the image previewer.
 */
export function CommentItem ({ comment, compact = false }: { comment: GoodsComment, compact?: boolean }) {
  const [open, setOpen] = useState(false)
  const long = needsExpand(comment.content)
  const images = comment.images ?? []
  const shown = compact ? images.slice(0, 3) : images
  return (
    <View className={`comment-item ${compact ? 'comment-item--compact' : ''}`} data-id={comment.id}>
      <View className='comment-item__head'>
        <View className='comment-item__avatar'>
          {comment.user?.avatar
            ? <Image className='comment-item__avatar-img' src={assetUrl(comment.user.avatar)} mode='aspectFill' lazyLoad />
            : <Icon name='user' size={16} color='#ff448f' />}
        </View>
        <View className='comment-item__who'>
          <View className='comment-item__line'>
            <Text className='comment-item__name'>{comment.user?.nickname || t('product.comment.anonymous')}</Text>
            {/* an anonymous review: the server masked the name ("张***三") and left out the avatar */}
            {comment.anonymous && comment.user?.nickname ? <Text className='comment-item__anon'>{t('product.comment.anonymous')}</Text> : null}
          </View>
          <Stars score={comment.score} size={11} />
        </View>
        <Text className='comment-item__time'>{renderTime(relativeTime(comment.createtime), t)}</Text>
      </View>
      <Text className={`comment-item__content ${open ? '' : 'comment-item__content--clamp'}`}>{comment.content}</Text>
      {long && !compact
        ? (
          <Text className='comment-item__toggle' onClick={() => setOpen(!open)}>
            {open ? t('product.comment.collapse') : t('product.comment.expand')}
          </Text>
          )
        : null}
      {shown.length > 0
        ? (
          <View className='comment-item__images'>
            {shown.map((src, i) => (
              <Image key={src + i} className='comment-item__image' src={assetUrl(src)} mode='aspectFill' lazyLoad
                onClick={(e) => { e.stopPropagation?.(); preview(images, i) }}
              />
            ))}
          </View>
          )
        : null}
      {comment.sku ? <Text className='comment-item__sku'>{comment.sku}</Text> : null}
    </View>
  )
}
