import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { uploadApi } from '@/api/upload'
import { t } from '@/i18n'
import { assetUrl } from '@/env'
import { toast } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
// x-close and x-image are extra icons: without their shapes they render as plain squares
import '../../../components/Icon/extra.scss'

/** spec §9: an image is at most 2 MB */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

export interface Picture { url: string, preview: string }

/**
 * Up to `max` pictures (each ≤ 2 MB, uploaded at once): thumbnails with a remove button and an
 * add tile. `onUploading` tells the form when uploads are in flight (it waits for them).
 */
export function ImagePicker ({ value, onChange, max = 9, id, addLabel, onUploading }: {
  value: Picture[]
  onChange: (v: Picture[]) => void
  max?: number
  id: string
  addLabel: string
  onUploading?: (n: number) => void
}) {
  const [busy, setBusy] = useState(0)
  const track = (d: number) => setBusy((n) => { const v = Math.max(0, n + d); onUploading?.(v); return v })

  const pick = async () => {
    const room = max - value.length
    if (room <= 0) return
    let files: Array<{ path: string, size: number }>
    try {
      const r = await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      files = (r.tempFiles ?? []).map((f) => ({ path: f.path, size: f.size }))
    } catch {
      return
    }
    const ok = files.filter((f) => f.size <= MAX_IMAGE_BYTES)
    if (ok.length < files.length) toast(t('upload.tooLarge'))
    let next = value
    for (const f of ok.slice(0, room)) {
      track(1)
      try {
        const res = await uploadApi.image(f.path)
        next = [...next, { url: res.url, preview: res.fullurl || f.path }]
        onChange(next)
      } catch { /* the request layer toasted */ } finally {
        track(-1)
      }
    }
  }

  return (
    <View id={id} className='cm-pics'>
      {value.map((p, i) => (
        <View key={p.url} className='cm-pic'>
          <Image className='cm-pic__img' src={assetUrl(p.preview)} mode='aspectFill' />
          <View className='cm-pic__del' onClick={() => onChange(value.filter((_, k) => k !== i))}><Icon name='x-close' size={10} color='#fff' /></View>
        </View>
      ))}
      {value.length < max
        ? (
          <View className='cm-pic cm-pic--add' onClick={() => { void pick() }}>
            <Icon name='x-image' size={24} color='#999' />
            <Text className='cm-pic__label'>{busy > 0 ? '…' : value.length > 0 ? `${value.length}/${max}` : addLabel}</Text>
          </View>
          )
        : null}
    </View>
  )
}
