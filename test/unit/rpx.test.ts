import type { PageModule } from '../../types/common'
import { moduleToRpx, px2rpx, pxTextToRpx, toRpx } from '@/lib/rpx'

describe('rpx doubling', () => {
  it('doubles numbers explicitly given as px', () => {
    expect(px2rpx(10)).toBe(20)
    expect(px2rpx(0.5)).toBe(1)
  })

  it('doubles every px value inside a style text', () => {
    expect(pxTextToRpx('10px')).toBe('20rpx')
    expect(pxTextToRpx('10px 5px 0 2.5px')).toBe('20rpx 10rpx 0 5rpx')
    expect(pxTextToRpx('-4px')).toBe('-8rpx')
    expect(pxTextToRpx('0.1px')).toBe('0.2rpx')
    expect(pxTextToRpx('1px solid #ff448f')).toBe('2rpx solid #ff448f')
    expect(pxTextToRpx('calc(100% - 20px)')).toBe('calc(100% - 40rpx)')
  })

  it('leaves non-pixel text, words and URLs alone', () => {
    expect(pxTextToRpx('50%')).toBe('50%')
    expect(pxTextToRpx('#fff')).toBe('#fff')
    expect(pxTextToRpx('a10px')).toBe('a10px')
    expect(pxTextToRpx('https://cdn.example.com/banner-10px.png')).toBe('https://cdn.example.com/banner-10px.png')
    expect(pxTextToRpx('/uploads/20px.png')).toBe('/uploads/20px.png')
  })

  it('walks nested style objects and arrays without touching bare numbers', () => {
    const style = { padding: '10px 12px', radius: 8, inner: { margin: '4px', list: ['1px', 'auto'] }, color: '#333' }
    expect(toRpx(style)).toEqual({ padding: '20rpx 24rpx', radius: 8, inner: { margin: '8rpx', list: ['2rpx', 'auto'] }, color: '#333' })
    expect(style.padding).toBe('10px 12px') // input untouched
    expect(toRpx(null)).toBeNull()
  })

  it('converts a module\'s style and params but not its data', () => {
    const m: PageModule = {
      id: 'm1', type: 'banner', name: 'Banner',
      style: { 'padding-top': '10px', height: '150px' },
      params: { borderRadius: '6px', columns: 2 },
      data: [{ image: '/uploads/10px.png', height: '10px' }]
    }
    const out = moduleToRpx(m)
    expect(out.style).toEqual({ 'padding-top': '20rpx', height: '300rpx' })
    expect(out.params).toEqual({ borderRadius: '12rpx', columns: 2 })
    expect(out.data).toEqual(m.data)
  })
})
