import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
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

// H5 poster: drawn on an off-screen <canvas>, shown as an <img> (toDataURL) that the user
// long-presses to save — spec §8 "H5 cannot save posters (long-press instead)". Pictures come from
// the server's upload URLs (same origin), so the canvas is not tainted; a cross-origin picture is
// asked for with CORS, and a canvas tainted anyway ends in "poster generation failed".
// weapp: index.weapp.tsx (Canvas 2D, save to the album).

const SCALE = 1.5

function loadImage (src: string): Promise<PosterImage | null> {
  return new Promise((resolve) => {
    const img = new window.Image()
    try {
      if (new URL(src, location.href).origin !== location.origin) img.crossOrigin = 'anonymous'
    } catch { /* a relative URL is same-origin */ }
    img.onload = () => resolve(img)
    img.onerror = () => resolve(null)
    img.src = src
  })
}

async function draw (p: PosterProps): Promise<string> {
  const canvas = document.createElement('canvas')
  const g = canvas.getContext('2d') as unknown as Ctx2D | null
  if (!g) throw new Error('no 2d context')
  const layout = buildLayout(p, measureWith(g), false)
  canvas.width = Math.round(layout.width * SCALE)
  canvas.height = Math.round(layout.height * SCALE)
  await paintPoster(g, layout, SCALE, loadImage)
  return canvas.toDataURL('image/png')
}

type State = { status: 'drawing' } | { status: 'ready', url: string } | { status: 'failed', message: string }

export default function Poster (props: PosterProps) {
  const [state, setState] = useState<State>({ status: 'drawing' })
  const [attempt, setAttempt] = useState(0)
  const key = posterKey(props)
  useEffect(() => {
    let live = true
    setState({ status: 'drawing' })
    draw(props).then((url) => { if (live) setState({ status: 'ready', url }) }).catch((e: unknown) => {
      if (!live) return
      const message = e instanceof PosterEmptyError ? t('error.shareEmpty') : t('error.posterFailed')
      toast(message)
      setState({ status: 'failed', message })
    })
    return () => { live = false }
  }, [key, attempt])

  if (state.status === 'ready') {
    return (
      <View className='poster' id='poster' data-link={props.link}>
        <Image id='poster-image' className='poster__img' src={state.url} mode='widthFix' />
        <Text id='poster-hint' className='poster__hint'>{t('error.h5PosterSave')}</Text>
      </View>
    )
  }
  return (
    <View className='poster' id='poster'>
      <View className='poster__box'>
        {state.status === 'drawing'
          ? <Text id='poster-drawing' className='poster__state'>{t('poster.generating')}</Text>
          : (
            <>
              <Text id='poster-error' className='poster__state'>{state.message}</Text>
              <Text id='poster-retry' className='poster__btn poster__btn--ghost' onClick={() => setAttempt((n) => n + 1)}>{t('poster.retry')}</Text>
            </>
            )}
      </View>
    </View>
  )
}
