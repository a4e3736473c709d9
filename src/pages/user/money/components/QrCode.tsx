import { useMemo } from 'react'
import { View } from '@tarojs/components'
import qrcode from 'qrcode-generator'

/** A QR code drawn with views (works the same on weapp and H5; no canvas). */
export function QrCode ({ text, size = 180 }: { text: string, size?: number }) {
  const rows = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(text)
    qr.make()
    const n = qr.getModuleCount()
    return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)))
  }, [text])
  const cell = `${(size / rows.length).toFixed(3)}px`
  return (
    <View className='w-qr__grid' id='recharge-qr'>
      {rows.map((row, r) => (
        <View key={r} className='w-qr__row'>
          {row.map((on, c) => <View key={c} className={`w-qr__dot ${on ? 'w-qr__dot--on' : ''}`} style={{ width: cell, height: cell }} />)}
        </View>
      ))}
    </View>
  )
}
