import { useEffect, useState } from 'react'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { FindComment, FindPost } from '../../../../../types/find'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import { findApi } from '@/api/find'
import { ApiError } from '@/api/errors'
import { formatDate } from '@/lib/time'
import { PagedList } from '@/stores/paged'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { PostCard } from '../../../find/PostCard'
import { toggleFollow, toggleLike } from '../../../find/postActions'
import '../../../find/feed.scss'

/**
 * A post (/pages/apps/find/details/details?id[&afferent=comments]): the post, its comments with
 * their replies (paged), and a bar to comment or reply; `afferent=comments` opens at the comments.
 */
const DetailsPage = observer(function DetailsPage () {
  const { id: rawId, afferent } = useRouter().params
  const id = Number(rawId)
  const [post, setPost] = useState<FindPost | null>(null)
  const [error, setError] = useState('')
  const [comments] = useState(() => new PagedList<FindComment>((page) => findApi.comments({ id, page })))
  const [text, setText] = useState('')
  const [replyTo, setReplyTo] = useState<FindComment | null>(null)
  const [sending, setSending] = useState(false)

  const load = async (): Promise<void> => {
    setError('')
    try {
      setPost(await findApi.details({ id }))
      await comments.refresh()
      // opened from a comment count: start at the comments
      if (afferent === 'comments') void Taro.pageScrollTo({ selector: '#find-comments', duration: 0 }).catch(() => undefined)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('find.notFound'))
    }
  }
  useEffect(() => { void load() }, [id])
  useReachBottom(() => { void comments.loadMore() })

  const send = async (): Promise<void> => {
    const content = text.trim()
    if (content === '' || sending || post === null) return
    setSending(true)
    try {
      await findApi.comment({ find_id: id, content, pid: replyTo?.id })
      setText('')
      setReplyTo(null)
      setPost({ ...post, comments: post.comments + 1 })
      await comments.refresh()
    } catch (e) {
      toast(e instanceof ApiError ? e.message : t('find.notFound'))
    } finally {
      setSending(false)
    }
  }

  const remove = async (c: FindComment): Promise<void> => {
    const { confirm } = await Taro.showModal({ content: t('find.deleteConfirm') })
    if (!confirm) return
    await findApi.removeComment({ id: c.id })
    if (post !== null) setPost({ ...post, comments: Math.max(0, post.comments - 1 - c.reply.length) })
    await comments.refresh()
  }

  if (error !== '') {
    return <PageShell id='find-details' className='feed' titleKey='find.detailsTitle'><EmptyState icon={<Icon name='failure' size={40} />} title={error} /></PageShell>
  }
  if (post === null) return <PageShell id='find-details' className='feed' titleKey='find.detailsTitle'><View className='post'><LinesSkeleton rows={5} /></View></PageShell>

  const line = (c: FindComment, top: boolean) => (
    <View key={c.id} className={top ? 'comments__item' : ''} id={`comment-${c.id}`}>
      <Text className='comments__name'>{c.user.nickname}</Text>
      <Text className='comments__text'>{c.content}</Text>
      <View className='comments__meta'>
        <Text className='comments__op'>{formatDate(c.createtime, 'MM-dd hh:mm')}</Text>
        <Text className='comments__op' onClick={() => { setReplyTo(c) }}>{t('find.reply')}</Text>
        {c.is_mine || post.is_mine ? <Text className='comments__op' onClick={() => { void remove(c) }}>{t('find.delete')}</Text> : null}
      </View>
    </View>
  )

  return (
    <PageShell id='find-details' className='feed' titleKey='find.detailsTitle'>
      <PostCard post={post} detailed
        onLike={(p) => { void toggleLike(p).then((c) => { setPost({ ...p, ...c }) }, () => undefined) }}
        onFollow={(p) => { void toggleFollow(p).then((on) => { setPost({ ...p, is_follow: on }) }, () => undefined) }} />
      <View className='comments' id='find-comments'>
        <Text className='comments__title'>{t('find.commentsCount', { n: post.comments })}</Text>
        {comments.isEmpty ? <Text className='comments__text'>{t('find.noComments')}</Text> : null}
        {comments.items.map((c) => (
          <View key={c.id} className='comments__item'>
            {line(c, false)}
            {c.reply.length > 0 ? <View className='comments__replies'>{c.reply.map((r) => line(r, false))}</View> : null}
          </View>
        ))}
        {comments.items.length > 0 ? <LoadMore status={comments.status} onRetry={() => { void comments.retry() }} /> : null}
      </View>
      {post.state === 'normal'
        ? (
          <View className='comments__bar'>
            <Input className='comments__input' id='comment-input' value={text} maxlength={300}
              placeholder={replyTo === null ? t('find.commentPlaceholder') : t('find.replyTo', { name: replyTo.user.nickname })}
              onInput={(e) => { setText(e.detail.value) }} onConfirm={() => { void send() }} />
            <Text className='comments__send' id='comment-send' onClick={() => { void send() }}>{t('find.send')}</Text>
          </View>
          )
        : null}
    </PageShell>
  )
})

export default DetailsPage
