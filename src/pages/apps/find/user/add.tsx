import { useEffect, useState } from 'react'
import Taro, { useReachBottom } from '@tarojs/taro'
import { Image, Text, Textarea, Video, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { GoodsCard } from '../../../../../types/common'
import { FIND_LIMITS } from '../../../../../types/find'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import { assetUrl } from '@/env'
import { findApi } from '@/api/find'
import { useStores } from '@/stores'
import { PagedList } from '@/stores/paged'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { Price } from '@/components/Price'
import { SignInPrompt } from '@/components/SignInPrompt'
import { redirect } from '@/routes/navigate'
import { PostDraft, type DraftFile } from '../components/draft'
import '../../../../components/Icon/extra.scss'
import '../../../find/feed.scss'
import '../find-apps.scss'

const MB = FIND_LIMITS.videoBytes / 1024 / 1024

/**
 * Publish a post (/pages/apps/find/user/add): text, up to nine pictures or one video (uploaded at
 * once, each showing its progress), goods linked from my favourites or my shop; afterwards it says
 * whether the post is shown or waits for review.
 */
const AddPage = observer(function AddPage () {
  const { session } = useStores()
  const [draft] = useState(() => new PostDraft())
  const [linkable] = useState(() => new PagedList<GoodsCard>((page) => findApi.linkable({ page })))

  useEffect(() => { if (session.isLogin && linkable.status === 'idle') void linkable.refresh() }, [session.isLogin])
  useReachBottom(() => { if (session.isLogin && draft.published === null) void linkable.loadMore() })

  const pickImages = async (): Promise<void> => {
    if (draft.imageRoom <= 0) return
    try {
      const r = await Taro.chooseImage({ count: draft.imageRoom, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      const files = (r.tempFiles ?? []).map((f) => ({ path: f.path, size: f.size }))
      const why = draft.addImages(files)
      if (why !== '') toast(why)
    } catch { /* cancelled */ }
  }
  const pickVideo = async (): Promise<void> => {
    try {
      const r = await Taro.chooseVideo({ sourceType: ['album', 'camera'], compressed: true, maxDuration: 60 })
      if (!r.tempFilePath) return
      const why = draft.addVideo({ path: r.tempFilePath, size: r.size ?? 0 })
      if (why !== '') toast(why)
    } catch { /* cancelled */ }
  }
  const submit = async (): Promise<void> => {
    if (draft.problem !== '') { toast(draft.problem); return }
    try { await draft.publish() } catch { /* the request layer toasted the server's reason */ }
  }
  const pick = (g: GoodsCard) => { if (!draft.toggleGoods(g)) toast(t('find.add.goodsHint', { n: FIND_LIMITS.goods })) }

  const shell = (body: JSX.Element) => <PageShell id='find-add' className='feed' titleKey='find.add.title'>{body}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='creator' />)

  if (draft.published !== null) {
    const waiting = draft.published.state === 'examine'
    return shell(
      <View className='publish__done' id='find-add-done' data-state={draft.published.state}>
        <EmptyState icon={<Icon name={waiting ? 'x-clock' : 'check'} size={40} />}
          title={waiting ? t('find.add.submittedTitle') : t('find.add.publishedTitle')}
          description={waiting ? t('find.add.submittedDesc') : t('find.add.publishedDesc')}
          actionText={t('find.add.viewMine')} actionId='find-add-mine' solid
          onAction={() => { void redirect('pages/apps/find/user') }} />
        <AppButton id='find-add-again' fill='none' onClick={() => { draft.reset() }}>{t('find.add.again')}</AppButton>
      </View>
    )
  }

  const progress = (f: DraftFile) => f.state === 'done'
    ? null
    : (
      <Text className={`publish__progress ${f.state === 'failed' ? 'publish__progress--failed' : ''}`} onClick={() => { draft.retry(f.key) }}>
        {f.state === 'failed' ? t('find.add.uploadFailed') : t('find.add.uploading', { n: f.progress })}
      </Text>
      )
  const del = (f: DraftFile) => (
    <View className='publish__del' id={`find-add-del-${f.key}`} onClick={() => { draft.remove(f.key) }}><Icon name='x-close' size={10} color='#fff' /></View>
  )
  const video = draft.video

  let goods
  if (linkable.initialLoading) goods = <LoadMore status='loading' />
  else if (linkable.isEmpty) goods = <Text className='publish__hint' id='find-add-no-goods'>{t('find.add.noLinkable')}</Text>
  else {
    goods = (
      <View className='publish__goods'>
        {linkable.items.map((g) => {
          const on = draft.goods.some((x) => x.id === g.id)
          return (
            <View key={g.id} className='publish__good' id={`find-add-goods-${g.id}`} onClick={() => { pick(g) }}>
              <Image className='publish__good-image' src={assetUrl(g.image)} mode='aspectFill' lazyLoad />
              <View className='publish__good-main'>
                <Text className='publish__good-title'>{g.title}</Text>
                <Price value={g.price} size='small' />
              </View>
              <View className={`publish__check ${on ? 'publish__check--on' : ''}`} />
            </View>
          )
        })}
        <LoadMore status={linkable.status} onRetry={() => { void linkable.retry() }} />
      </View>
    )
  }

  return shell(
    <View className='publish'>
      <View className='publish__card'>
        <Textarea id='find-add-text' className='publish__text' value={draft.content} maxlength={FIND_LIMITS.contentChars}
          placeholder={t('find.add.placeholder')} onInput={(e) => { draft.setContent(e.detail.value) }} />
        <Text className='publish__counter'>{draft.chars}/{FIND_LIMITS.contentChars}</Text>
      </View>
      <View className='publish__card'>
        <Text className='publish__label'>{t('find.add.media')}</Text>
        <Text className='publish__hint'>{t('find.add.mediaHint', { n: FIND_LIMITS.images, mb: MB })}</Text>
        {video !== undefined
          ? (
            <View className='publish__video-box' id='find-add-video'>
              <Video className='publish__video' src={video.state === 'done' ? assetUrl(video.url) : video.local} controls objectFit='contain' />
              {del(video)}
              {progress(video)}
            </View>
            )
          : (
            <View className='publish__media'>
              {draft.images.map((f) => (
                <View key={f.key} className='publish__tile' id={`find-add-image-${f.key}`} data-state={f.state}>
                  <Image className='publish__tile-img' src={f.state === 'done' ? assetUrl(f.url) : f.local} mode='aspectFill' />
                  {del(f)}
                  {progress(f)}
                </View>
              ))}
              {draft.imageRoom > 0
                ? <View className='publish__add' id='find-add-image' onClick={() => { void pickImages() }}><Icon name='x-image' size={24} color='#999' /><Text>{t('find.add.addImage')} {draft.images.length}/{FIND_LIMITS.images}</Text></View>
                : null}
              {draft.canAddVideo
                ? <View className='publish__add' id='find-add-video-pick' onClick={() => { void pickVideo() }}><Icon name='x-plus' size={24} color='#999' /><Text>{t('find.add.addVideo')}</Text></View>
                : null}
            </View>
            )}
      </View>
      <View className='publish__card'>
        <Text className='publish__label'>{t('find.add.goods')} {draft.goods.length}/{FIND_LIMITS.goods}</Text>
        <Text className='publish__hint'>{t('find.add.goodsHint', { n: FIND_LIMITS.goods })}</Text>
        {goods}
      </View>
      <View className='publish__bar'>
        <AppButton id='find-add-submit' type='primary' block loading={draft.publishing} disabled={draft.uploading}
          onClick={() => { void submit() }}>{draft.uploading ? t('find.add.waitUploads') : t('find.add.submit')}
        </AppButton>
      </View>
    </View>
  )
})

export default AddPage
