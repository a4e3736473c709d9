import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Image, Text, Textarea, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { uploadApi } from '@/api/upload'
import { orderApi } from '@/api/order'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/order'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { navigate, href } from '@/routes/navigate'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { SignInPrompt } from '@/components/SignInPrompt'
import { OrderDetailStore } from './details/store'
import { CommentForm, MAX_IMAGES, withinLimit, type Rating, type ShopScores } from './comment/store'
import '../../../components/Icon/extra.scss'
import './components/order.scss'

const RATINGS: Array<{ v: Rating, key: 'review.good' | 'review.medium' | 'review.poor' }> = [
  { v: 0, key: 'review.good' }, { v: 1, key: 'review.medium' }, { v: 2, key: 'review.poor' }
]
const SCORES: Array<keyof ShopScores> = ['describe', 'service', 'deliver', 'logistics']

/** Review an order (/pages/user/order/comment?id). */
const CommentPage = observer(function CommentPage () {
  const { session } = useStores()
  const { params } = useRouter()
  const [store] = useState(() => new OrderDetailStore(Number(params.id) || 0))
  const [form] = useState(() => new CommentForm())
  const [saving, setSaving] = useState(false)
  const leaveAfter = useLeaveAfter()

  useEffect(() => {
    if (!session.isLogin) return
    void store.load().then(() => { if (store.order) form.init(store.order) })
  }, [session.isLogin])

  const pick = async (id: number) => {
    const room = form.room(id)
    if (room <= 0) return
    let files: Array<{ path: string, size: number }>
    try {
      const r = await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      files = (r.tempFiles ?? []).map((f) => ({ path: f.path, size: f.size }))
    } catch {
      return
    }
    const { ok, tooLarge } = withinLimit(files)
    if (tooLarge > 0) toast(t('upload.tooLarge'))
    for (const f of ok.slice(0, room)) {
      form.setUploading(1)
      try {
        const res = await uploadApi.image(f.path)
        form.addImage(id, { url: res.url, preview: res.fullurl || f.path })
      } catch { /* the request layer toasted */ } finally {
        form.setUploading(-1)
      }
    }
  }

  const submit = async () => {
    if (saving || !store.order) return
    if (form.uploading > 0) { toast(t('review.uploading')); return }
    setSaving(true)
    try {
      await orderApi.comment(form.request(store.order.id))
      toast(t('review.submitted'), 'success')
      void session.refresh().catch(() => undefined)
      leaveAfter(href('pages/user/order/details', { id: store.id }))
    } catch { /* toasted */ } finally {
      setSaving(false)
    }
  }

  const shell = (c: React.ReactNode) => <PageShell id='comment-root' className='order-page cm-page' titleKey='review.title'>{c}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='review' />)
  if (store.phase === 'loading') return shell([0, 1].map((i) => <View key={i} className='od-card'><LinesSkeleton rows={3} /></View>))
  if (store.phase !== 'ready' || !store.order) {
    const missing = store.phase === 'notFound'
    return shell(
      <EmptyState className='order-empty' icon={<Icon name='failure' size={40} />} title={missing ? t('order.notFound') : t('order.loadFailed')}
        actionText={missing ? undefined : t('order.retry')} onAction={missing ? undefined : () => { void store.load().then(() => { if (store.order) form.init(store.order) }) }}
      />
    )
  }
  const o = store.order
  if (!o.can.comment || form.goods.length === 0) {
    return shell(
      <EmptyState className='order-empty' icon={<Icon name='comment' size={40} />} title={t('review.notReady')}
        actionText={t('order.detailTitle')} actionId='comment-details' onAction={() => { void navigate('pages/user/order/details', { id: o.id }) }}
      />
    )
  }

  return shell(
    <>
      {form.goods.map((r) => {
        const g = o.goods.find((x) => x.id === r.id)!
        return (
          <View key={r.id} className='od-card cm-goods' data-id={r.id}>
            <View className='cm-goods__head'>
              <Image className='cm-goods__image' src={assetUrl(g.image)} mode='aspectFill' />
              <View className='cm-goods__body'>
                <Text className='cm-goods__title'>{g.title}</Text>
                <View className='cm-rates'>
                  {RATINGS.map((x) => (
                    <Text key={x.v} className={`cm-rate cm-rate-${x.v} ${r.state === x.v ? 'cm-rate--on' : ''}`} onClick={() => form.setRating(r.id, x.v)}>{t(x.key)}</Text>
                  ))}
                </View>
              </View>
            </View>
            <Textarea className='cm-text' value={r.comment} maxlength={500} placeholder={t('review.placeholder')} placeholderClass='cm-text__ph'
              onInput={(e) => form.setComment(r.id, e.detail.value)}
            />
            <View className='cm-pics'>
              {r.images.map((p, i) => (
                <View key={p.url} className='cm-pic'>
                  <Image className='cm-pic__img' src={assetUrl(p.preview)} mode='aspectFill' />
                  <View className='cm-pic__del' onClick={() => form.removeImage(r.id, i)}><Icon name='x-close' size={10} color='#fff' /></View>
                </View>
              ))}
              {r.images.length < MAX_IMAGES
                ? (
                  <View className='cm-pic cm-pic--add' onClick={() => { void pick(r.id) }}>
                    <Icon name='x-image' size={24} color='#999' />
                    <Text className='cm-pic__label'>{r.images.length ? t('review.photoCount', { n: r.images.length }) : t('review.addPhoto')}</Text>
                  </View>
                  )
                : null}
            </View>
          </View>
        )
      })}
      <View className='od-card cm-shop'>
        <Text className='od-card__title'>{t('review.shop')}</Text>
        {SCORES.map((k) => (
          <View key={k} className='cm-score' data-key={k}>
            <Text className='cm-score__label'>{t(`review.${k}`)}</Text>
            <View className='cm-score__stars'>
              {[1, 2, 3, 4, 5].map((n) => (
                <View key={n} className='cm-score__star' onClick={() => form.setScore(k, n)}>
                  <Icon name='x-star-fill' size={22} color={n <= form.shop[k] ? '#ffb400' : '#e5e5e5'} />
                </View>
              ))}
            </View>
          </View>
        ))}
      </View>
      <View id='comment-anonymous' className='od-card cm-anon' onClick={() => form.setAnonymous(!form.anonymous)}>
        <View className={`cm-anon__box ${form.anonymous ? 'cm-anon__box--on' : ''}`} role='checkbox' aria-checked={form.anonymous}>
          {form.anonymous ? <Icon name='check' size={10} color='#fff' /> : null}
        </View>
        <View className='cm-anon__body'>
          <Text className='cm-anon__label'>{t('review.anonymous')}</Text>
          <Text className='cm-anon__hint'>{t('review.anonymousHint')}</Text>
        </View>
      </View>
      <View className='dl-actions'>
        <AppButton id='comment-submit' type='primary' block size='large' loading={saving} disabled={form.uploading > 0} onClick={() => { void submit() }}>
          {form.uploading > 0 ? t('review.uploading') : t('review.submit')}
        </AppButton>
      </View>
    </>
  )
})

export default CommentPage
