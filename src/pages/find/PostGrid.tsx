import { Image, Text, View } from '@tarojs/components'
import type { FindPost } from '../../../types/find'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import { navigate } from '@/routes/navigate'

/** Where a post opens: a video post in the vertical video player, any other on its page. */
export function openPost (post: FindPost): void {
  if (post.type === 'video' && post.video !== '') void navigate('pages/apps/find/details/video', { id: post.id })
  else void navigate('pages/apps/find/details/details', { id: post.id })
}

/**
 * A creator's posts as a three-column grid: the first picture, or the video with a play mark, or
 * the start of the text; the review state on the author's own posts; the likes in the corner.
 */
export function PostGrid ({ posts }: { posts: FindPost[] }) {
  return (
    <View className='post-grid'>
      {posts.map((p) => (
        <View key={p.id} className='post-grid__tile' id={`tile-${p.id}`} data-state={p.state} onClick={() => { openPost(p) }}>
          {p.images.length > 0
            ? <Image className='post-grid__media' src={assetUrl(p.images[0])} mode='aspectFill' lazyLoad />
            : p.video !== ''
              ? <View className='post-grid__media post-grid__media--video'><View className='post-grid__play' /></View>
              : <Text className='post-grid__text'>{p.content}</Text>}
          {p.images.length > 1 ? <Text className='post-grid__count'>{p.images.length}</Text> : null}
          {p.state === 'examine' ? <Text className='post-grid__state'>{t('find.user.inReview')}</Text> : null}
          {p.state === 'rejected' ? <Text className='post-grid__state'>{t('find.user.rejected')}</Text> : null}
          <Text className={`post-grid__likes ${p.images.length === 0 && p.video === '' ? 'post-grid__likes--dark' : ''}`}>♥ {p.likes}</Text>
        </View>
      ))}
    </View>
  )
}
