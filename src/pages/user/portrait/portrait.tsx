import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Slider, Text, View, type ITouchEvent } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { assetUrl } from '@/env'
import { uploadApi } from '@/api/upload'
import { userApi } from '@/api/user'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { SignInPrompt } from '@/components/SignInPrompt'
import { useLeaveAfter } from '@/components/useLeaveAfter'
import { cropToSquare, hasNativeCrop, nativeCrop, stageSide, type CropView } from '@/platform/crop'
import { href } from '@/routes/navigate'
import '../setting/account.scss'

const STAGE_ID = 'portrait-stage'

/** Keeps the picture covering the stage. */
function clamp (v: CropView, w: number, h: number): CropView {
  const minX = v.stage - w * v.scale
  const minY = v.stage - h * v.scale
  return { ...v, x: Math.min(0, Math.max(minX, v.x)), y: Math.min(0, Math.max(minY, v.y)) }
}

/**
 * The avatar (/pages/user/portrait/portrait): choose a picture, crop it to a square (drag and zoom
 * on H5, WeChat's own cropper in the mini program), upload it and save it as the avatar.
 */
const PortraitPage = observer(function PortraitPage () {
  const { session } = useStores()
  const [src, setSrc] = useState('')
  const [size, setSize] = useState<{ w: number, h: number } | null>(null)
  const [zoom, setZoom] = useState(100)
  const [view, setView] = useState<CropView>({ x: 0, y: 0, scale: 1, stage: 300 })
  const [saving, setSaving] = useState(false)
  const drag = useRef<{ x: number, y: number } | null>(null)
  const leaveAfter = useLeaveAfter()

  const choose = async () => {
    try {
      const r = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      const path = r.tempFilePaths?.[0]
      if (!path) return
      if (hasNativeCrop) {
        const cropped = await nativeCrop(path)
        if (cropped) { setSrc(cropped); setSize(null) }
        return
      }
      setSrc(path)
      setSize(null)
      setZoom(100)
    } catch { /* cancelled */ }
  }

  const onLoad = (w: number, h: number) => {
    if (hasNativeCrop) return
    const stage = stageSide(STAGE_ID)
    const scale = stage / Math.min(w, h)
    setSize({ w, h })
    setView({ stage, scale, x: (stage - w * scale) / 2, y: (stage - h * scale) / 2 })
  }

  const onZoom = (z: number) => {
    if (!size) return
    const base = view.stage / Math.min(size.w, size.h)
    const scale = base * z / 100
    // zoom about the stage's centre
    const c = view.stage / 2
    const x = c - (c - view.x) * scale / view.scale
    const y = c - (c - view.y) * scale / view.scale
    setZoom(z)
    setView(clamp({ ...view, scale, x, y }, size.w, size.h))
  }

  type Touchy = ITouchEvent
  const point = (e: Touchy) => (e.touches?.[0] as { clientX: number, clientY: number } | undefined) ?? null
  const onStart = (e: Touchy) => {
    const p = point(e)
    drag.current = p ? { x: p.clientX, y: p.clientY } : null
  }
  const onMove = (e: Touchy) => {
    const p = point(e)
    if (!p || !drag.current || !size) return
    const dx = p.clientX - drag.current.x
    const dy = p.clientY - drag.current.y
    drag.current = { x: p.clientX, y: p.clientY }
    setView((v) => clamp({ ...v, x: v.x + dx, y: v.y + dy }, size.w, size.h))
  }

  const save = async () => {
    if (!src || saving) return
    setSaving(true)
    try {
      const file = hasNativeCrop ? src : await cropToSquare(src, view)
      if (!file) { toast(t('acc.portrait.failed')); return }
      const up = await uploadApi.image(file)
      await userApi.profile({ avatar: up.url })
      await session.refresh().catch(() => undefined)
      toast(t('acc.portrait.saved'), 'success')
      leaveAfter(href('pages/user/setting/user'))
    } catch { /* the request layer showed the reason */ } finally {
      setSaving(false)
    }
  }

  if (!session.isLogin) return <PageShell id='portrait' className='acc-page' titleKey='acc.portrait.title'><SignInPrompt reason='account' /></PageShell>

  const current = session.user?.avatar
  return (
    <PageShell id='portrait' className='acc-page portrait' titleKey='acc.portrait.title'>
      {!src
        ? (
          <EmptyState icon={current ? <Image className='portrait__preview' src={assetUrl(current)} mode='aspectFill' /> : <Icon name='user' size={40} />}
            title={t('acc.portrait.empty')} actionText={t('acc.portrait.choose')} actionId='portrait-choose' solid onAction={() => { void choose() }}
          />
          )
        : (
          <>
            {hasNativeCrop
              ? <Image className='portrait__preview' src={src} mode='aspectFill' />
              : (
                <>
                  <Text className='acc-intro'>{t('acc.portrait.hint')}</Text>
                  <View id={STAGE_ID} className='portrait__stage' onTouchStart={(e) => onStart(e as unknown as Touchy)} onTouchMove={(e) => onMove(e as unknown as Touchy)} onTouchEnd={() => { drag.current = null }}>
                    <Image className='portrait__img' src={src} mode='scaleToFill'
                      style={size ? { width: `${size.w * view.scale}px`, height: `${size.h * view.scale}px`, transform: `translate(${view.x}px, ${view.y}px)` } : { opacity: 0 }}
                      onLoad={(e) => onLoad(Number(e.detail.width), Number(e.detail.height))}
                    />
                    <View className='portrait__frame' />
                  </View>
                  <View className='portrait__zoom'>
                    <Text>{t('acc.portrait.zoom')}</Text>
                    <Slider className='portrait__slider' min={100} max={300} step={5} value={zoom} activeColor='#ff448f' blockSize={20}
                      onChanging={(e) => onZoom(Number(e.detail.value))} onChange={(e) => onZoom(Number(e.detail.value))}
                    />
                  </View>
                </>
                )}
            <View className='acc-actions'>
              <AppButton id='portrait-save' type='primary' block size='large' loading={saving} onClick={() => { void save() }}>{t('acc.portrait.save')}</AppButton>
              <AppButton id='portrait-again' block size='large' onClick={() => { void choose() }}>{t('acc.portrait.again')}</AppButton>
            </View>
          </>
          )}
    </PageShell>
  )
})

export default PortraitPage
