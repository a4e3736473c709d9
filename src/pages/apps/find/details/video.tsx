import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Image, Swiper, SwiperItem, Text, Video, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { runInAction } from '@/lib/state'
import type { FindPost } from '../../../../../types/find'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import { assetUrl } from '@/env'
import { findApi } from '@/api/find'
import { ApiError } from '@/api/errors'
import { PagedList } from '@/stores/paged'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { navigate } from '@/routes/navigate'
import { toggleFollow, toggleLike } from '../../../find/postActions'
import '../../../find/feed.scss'
import './video.scss'

/** load the next page of videos when this close to the end */
const AHEAD = 2

/**
 * Short videos (/pages/apps/find/details/video?id): the opened post first, then the video feed,
 * one per screen in a vertical Swiper. Only the visible slide holds a <Video> (autoplaying), so
 * the others neither play nor download. Author (opens the creator), text, like, comments, goods.
 */
const VideoPage = observer(function VideoPage () {
  const id = Number(useRouter().params.id)
  const [first, setFirst] = useState<FindPost | null>(null)
  const [error, setError] = useState('')
  const [feed] = useState(() => new PagedList<FindPost>((page) => findApi.list({ type: 'video', page })))
  const [current, setCurrent] = useState(0)
  const [height, setHeight] = useState(() => `${Taro.getWindowInfo().windowHeight}px`)

  const load = async (): Promise<void> => {
    setError('')
    try {
      setFirst(await findApi.details({ id }))
      await feed.refresh()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('find.notFound'))
    }
  }
  useEffect(() => { void load() }, [id])
  // one slide fills the screen below the navigation bar (H5 draws it inside the window, weapp not)
  useEffect(() => {
    if (first === null) return
    Taro.createSelectorQuery().select('#find-video-stage').boundingClientRect((r) => {
      const rect = Array.isArray(r) ? r[0] : r
      if (rect !== null && rect !== undefined) setHeight(`${Taro.getWindowInfo().windowHeight - Math.max(0, rect.top)}px`)
    }).exec()
  }, [first === null])

  const slides = first === null ? [] : [first, ...feed.items.filter((p) => p.id !== first.id)]
  const onChange = (i: number) => {
    setCurrent(i)
    if (i >= slides.length - AHEAD) void feed.loadMore()
  }
  const patch = (postId: number, change: Partial<FindPost>) => {
    if (first?.id === postId) setFirst({ ...first, ...change })
    runInAction(() => { feed.items = feed.items.map((p) => p.id === postId ? { ...p, ...change } : p) })
  }
  const follow = (post: FindPost) => {
    void toggleFollow(post).then((on) => {
      if (first?.user.id === post.user.id) setFirst({ ...first, is_follow: on })
      runInAction(() => { feed.items = feed.items.map((p) => p.user.id === post.user.id ? { ...p, is_follow: on } : p) })
    }, () => undefined)
  }

  const shell = (body: JSX.Element) => <PageShell id='find-video' className='shorts' titleKey='find.video.title'>{body}</PageShell>
  if (error !== '') {
    return shell(<EmptyState icon={<Icon name='failure' size={40} />} title={error} actionText={t('common.retry')} actionId='find-video-retry' onAction={() => { void load() }} />)
  }
  if (first === null) return shell(<View className='shorts__loading'><LoadMore status='loading' /></View>)

  const slide = (p: FindPost, i: number) => (
    <SwiperItem key={p.id}>
      <View className='shorts__slide' id={`short-${p.id}`} data-current={i === current ? 'yes' : 'no'}>
        {p.video !== ''
          ? i === current
            ? <Video id={`short-video-${p.id}`} className='shorts__video' src={assetUrl(p.video)} autoplay loop controls={false} showCenterPlayBtn objectFit='contain' />
            : <View className='shorts__video shorts__video--idle'><View className='post-grid__play' /></View>
          : p.images.length > 0
            ? <Image className='shorts__video' src={assetUrl(p.images[0])} mode='aspectFit' />
            : <View className='shorts__video shorts__video--idle'><Text className='shorts__no-video'>{t('find.video.noVideo')}</Text></View>}
        <View className='shorts__side'>
          <Image className='shorts__avatar' src={assetUrl(p.user.avatar)} mode='aspectFill' id={`short-author-${p.id}`}
            onClick={() => { void navigate('pages/apps/find/user', { id: p.user.id }) }} />
          {p.is_mine ? null : <Text className={`shorts__follow ${p.is_follow ? 'shorts__follow--on' : ''}`} onClick={() => { follow(p) }}>{p.is_follow ? '✓' : '+'}</Text>}
          <View className={`shorts__op ${p.is_like ? 'shorts__op--on' : ''}`} id={`short-like-${p.id}`}
            onClick={() => { void toggleLike(p).then((c) => { patch(p.id, c) }, () => undefined) }}>
            <Text className='shorts__op-icon'>♥</Text><Text className='shorts__op-n'>{p.likes}</Text>
          </View>
          <View className='shorts__op' id={`short-comments-${p.id}`} onClick={() => { void navigate('pages/apps/find/details/details', { id: p.id, afferent: 'comments' }) }}>
            <Icon name='comment' size={26} color='#fff' /><Text className='shorts__op-n'>{p.comments}</Text>
          </View>
        </View>
        <View className='shorts__info'>
          <Text className='shorts__name' onClick={() => { void navigate('pages/apps/find/user', { id: p.user.id }) }}>@{p.user.nickname}</Text>
          {p.content !== '' ? <Text className='shorts__text'>{p.content}</Text> : null}
          {p.goods.length > 0
            ? (
              <View className='shorts__goods' onClick={() => { void navigate('pages/product/goods', { id: p.goods[0].id }) }}>
                <Image className='shorts__good-image' src={assetUrl(p.goods[0].image)} mode='aspectFill' />
                <Text className='shorts__good-title'>{p.goods[0].title}</Text>
              </View>
              )
            : null}
        </View>
      </View>
    </SwiperItem>
  )

  return shell(
    <View className='shorts__stage' id='find-video-stage' style={{ height }}>
      <Swiper className='shorts__swiper' style={{ height }} vertical current={current} onChange={(e) => { onChange(e.detail.current) }}>
        {slides.map(slide)}
      </Swiper>
      {current === slides.length - 1 && feed.status === 'over' && slides.length > 1
        ? <Text className='shorts__end'>{t('load.noMore')}</Text>
        : current === 0 && slides.length > 1 ? <Text className='shorts__end'>{t('find.video.more')}</Text> : null}
    </View>
  )
})

export default VideoPage
