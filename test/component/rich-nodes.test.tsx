import { render } from '@testing-library/react'
import { RichNodes, styleObject } from '@/components/RichNodes'
import type { RichNode } from '../../types/rich-text'

// The H5 rich-text renderer (components/RichNodes): the server's nodes as elements, never HTML, and
// anything outside the server's allow-lists dropped with its text kept.

test('paragraphs, headings, pictures and links as elements, with the server\'s inline styles', () => {
  const nodes: RichNode[] = [
    { name: 'h2', attrs: { style: 'margin:16px 0 10px;font-size:18px;' }, children: [{ type: 'text', text: 'Specs' }] },
    { name: 'p', children: [{ type: 'text', text: 'Battery ' }, { name: 'strong', children: [{ type: 'text', text: '5000 mAh' }] }] },
    { name: 'img', attrs: { src: 'https://shop.example/uploads/a.png', alt: 'front', style: 'display:block;width:100%' } },
    { name: 'a', attrs: { href: '/pages/index' }, children: [{ type: 'text', text: 'home' }] },
    { name: 'table', children: [{ name: 'tbody', children: [{ name: 'tr', children: [{ name: 'td', attrs: { colspan: '2' }, children: [{ type: 'text', text: 'cell' }] }] }] }] }
  ]
  const { container } = render(<RichNodes className='body' nodes={nodes} />)
  const root = container.querySelector('.body') as HTMLElement
  expect(root.querySelector('h2')?.textContent).toBe('Specs')
  expect((root.querySelector('h2') as HTMLElement).style.fontSize).toBe('18px')
  expect(root.querySelector('p')?.textContent).toBe('Battery 5000 mAh')
  const img = root.querySelector('img') as HTMLImageElement
  expect(img.getAttribute('src')).toBe('https://shop.example/uploads/a.png')
  expect(img.alt).toBe('front')
  expect(img.style.width).toBe('100%')
  expect(root.querySelector('a')?.getAttribute('href')).toBe('/pages/index')
  expect(root.querySelector('td')?.getAttribute('colspan')).toBe('2')
})

test('a tag, attribute or URL outside the allow-lists is dropped; the text stays as text', () => {
  const nodes = [
    { name: 'script', children: [{ type: 'text', text: 'window.__x=1' }] },
    { name: 'p', attrs: { onclick: 'window.__x=1', class: 'evil' }, children: [{ type: 'text', text: '<b>not bold</b>' }] },
    { name: 'a', attrs: { href: 'javascript:window.__x=1' }, children: [{ type: 'text', text: 'link' }] },
    { name: 'img', attrs: { src: '//evil.example/x.png' } }
  ] as RichNode[]
  const { container } = render(<RichNodes nodes={nodes} />)
  expect(container.querySelector('script')).toBeNull()
  const p = container.querySelector('p') as HTMLElement
  expect(p.getAttribute('onclick')).toBeNull()
  expect(p.getAttribute('class')).toBeNull()
  expect(p.querySelector('b')).toBeNull()
  expect(p.textContent).toBe('<b>not bold</b>')
  expect(container.querySelector('a')?.getAttribute('href')).toBeNull()
  expect(container.querySelector('img')?.getAttribute('src')).toBeNull()
  expect(container.textContent).toContain('window.__x=1')
})

test('styleObject: CSS declarations to React style keys; malformed ones skipped', () => {
  expect(styleObject('display:block;width:100%;margin:8px 0;')).toEqual({ display: 'block', width: '100%', margin: '8px 0' })
  expect(styleObject('border-collapse: collapse; :x; bad name:1')).toEqual({ borderCollapse: 'collapse' })
})
