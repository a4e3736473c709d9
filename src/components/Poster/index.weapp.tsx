import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Canvas, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/poster'
import '@/i18n/domains/error'
import { toast } from '@/components/PageShell'
import { PosterEmptyError } from '@/lib/poster'
import { buildLayout, posterKey } from './build'
import { measureWith, paintPoster, type Ctx2D, type PosterImage } from './paint'
import type { PosterProps } from './types'
import './index.scss'

export type { PosterProps }

// weapp poster: drawn on <Canvas type="2d"> (the node from a SelectorQuery), saved with
// canvasToTempFilePath + saveImageToPhotosAlbum after asking for the album permission; a refusal
// explains why and offers the settings page. H5: index.tsx.

const CSS_WIDTH = 300 // until the node's size is known (index.scss: 600 design px)
const CANVAS_ID = 'poster-canvas'

interface WxCanvas {
  width: number
  height: number
  getContext (type: '2d'): unknown
  createImage (): { width: number, height: number, src: string, onload: (() => void) | null, onerror: (() => void) | null }
}

function canvasNode (): Promise<{ node: WxCanvas, width: number } | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery().select(`#${CANVAS_ID}`).fields({ node: true, size: true })
      .exec((res: Array<{ node?: WxCanvas, width?: number } | null>) => {
        const r = res?.[0]
        resolve(r?.node ? { node: r.node, width: r.width || CSS_WIDTH } : null)
      })
  })
}

async function albumAllowed (): Promise<boolean> {
  const setting = await Taro.getSetting()
  const granted = setting.authSetting['scope.writePhotosAlbum']
  if (granted === true) return true
  if (granted === undefined) {
    try {
      await Taro.authorize({ scope: 'scope.writePhotosAlbum' })
      return true
    } catch { /* refused: explain below */ }
  }
  const answer = await Taro.showModal({ content: t('poster.albumDenied'), confirmText: t('poster.openSetting'), cancelText: t('poster.cancel') })
  if (!answer.confirm) return false
  const after = await Taro.openSetting()
  return after.authSetting['scope.writePhotosAlbum'] === true
}

type Status = 'drawing' | 'ready' | 'failed'

export default function Poster (props: PosterProps) {
  const canvasRef = useRef<WxCanvas | null>(null)
  const [status, setStatus] = useState<Status>('drawing')
  const [message, setMessage] = useState('')
  const [height, setHeight] = useState(CSS_WIDTH * 1.45)
  const [saving, setSaving] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const key = posterKey(props)

  useEffect(() => {
    let live = true
    setStatus('drawing')
    const run = async (): Promise<void> => {
      await new Promise<void>((resolve) => { Taro.nextTick(resolve) })
      const found = await canvasNode()
      if (!found) throw new Error('no canvas node')
      const canvas = found.node
      const g = canvas.getContext('2d') as Ctx2D
      const layout = buildLayout(props, measureWith(g), true)
      const dpr = Taro.getSystemInfoSync().pixelRatio || 2
      const scale = (found.width / layout.width) * dpr
      canvas.width = Math.round(layout.width * scale)
      canvas.height = Math.round(layout.height * scale)
      if (live) setHeight((layout.height * found.width) / layout.width)
      await paintPoster(g, layout, scale, (src) => new Promise<PosterImage | null>((resolve) => {
        const img = canvas.createImage()
        img.onload = () => resolve(img)
        img.onerror = () => resolve(null)
        img.src = src
      }))
      canvasRef.current = canvas
    }
    run().then(() => { if (live) setStatus('ready') }).catch((e: unknown) => {
      if (!live) return
      const m = e instanceof PosterEmptyError ? t('error.shareEmpty') : t('error.posterFailed')
      toast(m)
      setMessage(m)
      setStatus('failed')
    })
    return () => { live = false }
  }, [key, attempt])

  const save = async (): Promise<void> => {
    const canvas = canvasRef.current
    if (!canvas || saving) return
    setSaving(true)
    try {
      if (!await albumAllowed()) return
      const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'png' })
      await Taro.saveImageToPhotosAlbum({ filePath: tempFilePath })
      toast(t('poster.saved'), 'success')
    } catch {
      toast(t('poster.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='poster' id='poster'>
      <Canvas type='2d' id={CANVAS_ID} className='poster__canvas'
        style={{ height: `${height}px`, display: status === 'failed' ? 'none' : 'block' }}
      />
      {status === 'drawing' ? <Text id='poster-drawing' className='poster__hint'>{t('poster.generating')}</Text> : null}
      {status === 'failed'
        ? (
          <View className='poster__box'>
            <Text id='poster-error' className='poster__state'>{message}</Text>
            <Text id='poster-retry' className='poster__btn poster__btn--ghost' onClick={() => setAttempt((n) => n + 1)}>{t('poster.retry')}</Text>
          </View>
          )
        : null}
      {status === 'ready'
        ? <Text id='poster-save' className={`poster__btn ${saving ? 'poster__btn--busy' : ''}`} onClick={() => { void save() }}>{saving ? t('poster.saving') : t('poster.save')}</Text>
        : null}
    </View>
  )
}
