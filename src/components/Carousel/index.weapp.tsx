import { Swiper, SwiperItem } from '@tarojs/components'
import type { CarouselProps } from './types'
import './index.scss'

export type { CarouselProps }

/** weapp: the native swiper (costs nothing in the package). H5 uses the light index.tsx. */
export function Carousel ({ children, className = '', height, interval = 3500, vertical = false, indicator = false, onChange }: CarouselProps) {
  return (
    <Swiper className={`carousel ${className}`} style={{ height }} vertical={vertical} circular autoplay={interval > 0}
      interval={interval || 5000} duration={400} indicatorDots={indicator && children.length > 1}
      indicatorColor='rgba(255,255,255,0.55)' indicatorActiveColor='#ffffff'
      onChange={onChange ? (e) => { onChange(e.detail.current) } : undefined}
    >
      {children.map((child, i) => <SwiperItem key={i}>{child}</SwiperItem>)}
    </Swiper>
  )
}
