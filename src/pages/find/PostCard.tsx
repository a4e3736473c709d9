import { Image, Text, Video, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { FindPost } from '../../../types/find'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import { formatDate } from '@/lib/time'
import { Price } from '@/components/Price'
import { navigate } from '@/routes/navigate'

export interface PostCardProps {
  post: FindPost
  onLike: (post: FindPost) => void
  onFollow: (post: FindPost) => void
  /** on the post's own page: no link to itself, the video with controls */
  detailed?: boolean
}

/**
 * One feed post: the author (follow), the text (as text, never HTML), up to nine pictures or a
 * video, linked goods, likes and comments. Shared by the feed (main package) and the post page.
 */
export function PostCard ({ post, onLike, onFollow, detailed = false }: PostCardProps) {
  const open = (afferent?: 'comments') => { if (!detailed || afferent) void navigate('pages/apps/find/details/details', { id: post.id, afferent }) }
  const openAuthor = () => { void navigate('pages/apps/find/user', { id: post.user.id }) }
  const preview = (src: string) => { void Taro.previewImage({ current: assetUrl(src), urls: post.images.map(assetUrl) }).catch(() => undefined) }
  return (
    <View className='post' id={`post-${post.id}`} data-state={post.state}>
      <View className='post__head'>
        <Image className='post__avatar' src={assetUrl(post.user.avatar)} mode='aspectFill' id={`post-author-${post.id}`} onClick={openAuthor} />
        <View className='post__who'>
          <Text className='post__name' onClick={openAuthor}>{post.user.nickname}</Text>
          <View className='post__sub'>
            <Text className='post__time'>{formatDate(post.createtime, 'yyyy-MM-dd hh:mm')}</Text>
            {post.user.shop_id !== null
              ? <Text className='post__shop' id={`post-shop-${post.id}`} onClick={() => { void navigate('pages/shop/index', { id: post.user.shop_id! }) }}>{t('find.visitShop')}</Text>
              : null}
          </View>
        </View>
        {post.is_mine
          ? null
          : <Text className={`post__follow ${post.is_follow ? 'post__follow--on' : ''}`} id={`post-follow-${post.id}`} onClick={() => { onFollow(post) }}>{post.is_follow ? t('find.following') : t('find.follow')}</Text>}
      </View>
      {post.state === 'examine' ? <Text className='post__state'>{t('find.inReview')}</Text> : null}
      {post.state === 'rejected' ? <Text className='post__state'>{t('find.rejected')}</Text> : null}
      {post.content !== '' ? <Text className='post__text' onClick={() => { open() }}>{post.content}</Text> : null}
      {post.images.length > 0
        ? (
          <View className={`post__images ${post.images.length === 1 ? 'post__images--one' : ''}`}>
            {post.images.map((src, i) => <Image key={`${src}-${i}`} className='post__image' src={assetUrl(src)} mode='aspectFill' lazyLoad onClick={() => { preview(src) }} />)}
          </View>
          )
        : null}
      {post.video !== '' && detailed ? <Video className='post__video' src={assetUrl(post.video)} controls objectFit='contain' /> : null}
      {post.video !== '' && !detailed
        ? (
          // in a list the video opens the vertical player (one plays at a time there)
          <View className='post__video post__video--cover' id={`post-video-${post.id}`} onClick={() => { void navigate('pages/apps/find/details/video', { id: post.id }) }}>
            <View className='post-grid__play' />
          </View>
          )
        : null}
      {post.goods.length > 0
        ? (
          <View className='post__goods'>
            {post.goods.map((g) => (
              <View key={g.id} className='post__good' onClick={() => { void navigate('pages/product/goods', { id: g.id }) }}>
                <Image className='post__good-image' src={assetUrl(g.image)} mode='aspectFill' lazyLoad />
                <View>
                  <Text className='post__good-title'>{g.title}</Text>
                  <Price value={g.price} size='small' />
                </View>
              </View>
            ))}
          </View>
          )
        : null}
      <View className='post__foot'>
        <Text className='post__action' id={`post-comments-${post.id}`} onClick={() => { open('comments') }}>{t('find.comments')} {post.comments}</Text>
        <Text className={`post__action ${post.is_like ? 'post__action--on' : ''}`} id={`post-like-${post.id}`} onClick={() => { onLike(post) }}>♥ {post.likes}</Text>
      </View>
    </View>
  )
}
