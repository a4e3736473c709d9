import { useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import type { ITouch } from '@tarojs/components'
import type { CarouselProps } from './types'
import './index.scss'

export type { CarouselProps }

const DURATION = 400

/**
 * H5 (and neutral) carousel: a CSS-transform track with autoplay, touch swipe, endless loop and
 * dots. Taro's H5 <Swiper> brings ~56 KB gzip of Swiper.js into the home page; this is ~1 KB.
 * weapp uses the native swiper (index.weapp.tsx).
 */
export function Carousel ({ children, className = '', height, interval = 3500, vertical = false, indicator = false, onChange }: CarouselProps) {
  const count = children.length
  // position on the track; slide `count` is a copy of slide 0 for a seamless loop
  const [pos, setPos] = useState(0)
  const [animate, setAnimate] = useState(true)
  const [drag, setDrag] = useState(0)
  const touch = useRef<{ start: number, size: number, at: number } | null>(null)

  // the copy of slide 0 at `count` is slide 0 to the caller
  const shown = count > 0 ? ((pos % count) + count) % count : 0
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const first = useRef(true)
  useEffect(() => {
    if (first.current) { first.current = false; return }
    onChangeRef.current?.(shown)
  }, [shown])

  useEffect(() => {
    if (count < 2 || interval <= 0 || touch.current) return
    const timer = setTimeout(() => { setAnimate(true); setPos((p) => p + 1) }, interval)
    return () => clearTimeout(timer)
  }, [pos, count, interval, drag])

  useEffect(() => {
    if (pos < count && pos >= 0) return
    // reached the copy (or went before the first): jump without animation
    const timer = setTimeout(() => { setAnimate(false); setPos(pos >= count ? 0 : count - 1) }, DURATION)
    return () => clearTimeout(timer)
  }, [pos, count])

  useEffect(() => {
    if (animate) return
    const frame = setTimeout(() => setAnimate(true), 30)
    return () => clearTimeout(frame)
  }, [animate])

  if (count === 0) return null
  const slides = count > 1 ? [...children, children[0]] : children
  const axis = vertical ? 'Y' : 'X'
  const offset = `calc(${-pos * 100}% + ${drag}px)`
  // Taro types the event loosely; on both platforms a touch event carries touches / changedTouches
  const point = (e: unknown) => {
    const { touches, changedTouches } = e as { touches?: ITouch[], changedTouches?: ITouch[] }
    const p = touches?.[0] ?? changedTouches?.[0]
    return p ? (vertical ? p.clientY : p.clientX) : 0
  }

  return (
    <View className={`carousel ${vertical ? 'carousel--vertical' : ''} ${className}`} style={{ height }}
      onTouchStart={(e) => {
        if (count < 2) return
        const el = e.currentTarget as unknown as HTMLElement
        const size = (vertical ? el?.clientHeight : el?.clientWidth) || 375
        touch.current = { start: point(e), size, at: pos }
        setAnimate(false)
      }}
      onTouchMove={(e) => { if (touch.current) setDrag(point(e) - touch.current.start) }}
      onTouchEnd={() => {
        const t = touch.current
        touch.current = null
        if (!t) return
        setAnimate(true)
        const step = Math.abs(drag) > t.size * 0.2 ? (drag < 0 ? 1 : -1) : 0
        setDrag(0)
        const next = t.at + step
        setPos(next < 0 ? count - 1 : next)
      }}
    >
      <View className='carousel__track'
        style={{
          flexDirection: vertical ? 'column' : 'row',
          transform: `translate${axis}(${offset})`,
          transition: animate ? `transform ${DURATION}ms ease` : 'none'
        }}
      >
        {slides.map((child, i) => <View key={i} className='carousel__slide'>{child}</View>)}
      </View>
      {indicator && count > 1
        ? (
          <View className='carousel__dots'>
            {children.map((_, i) => <View key={i} className={`carousel__dot ${i === shown ? 'carousel__dot--active' : ''}`} />)}
          </View>
          )
        : null}
    </View>
  )
}
