import { act, render } from '@testing-library/react'
import { useLayoutEffect, useState } from 'react'
import { observer } from '@/lib/observer'
import { makeAutoObservable } from '@/lib/state'

// lib/observer: a component re-renders when a store value it read changes, once per event however
// many values changed, not for values it did not read, and no longer once it is unmounted.

class Basket {
  count = 0
  note = ''
  lines: string[] = []
  constructor () { makeAutoObservable(this) }
  get size (): number { return this.lines.length }
  fill (n: number): void {
    for (let i = 0; i < n; i++) this.lines.push(`line ${i}`)
    this.count = n
  }
}

function counted (basket: Basket) {
  const renders = { n: 0 }
  const Count = observer(function Count ({ label }: { label: string }) {
    renders.n++
    const [local, setLocal] = useState(0)
    return <button id='count' onClick={() => { setLocal(local + 1) }}>{label} {basket.count}/{basket.size} {local}</button>
  })
  return { Count, renders }
}

test('re-renders on a change it read, once for several changes in one event, not for others', () => {
  const basket = new Basket()
  const { Count, renders } = counted(basket)
  const { container } = render(<Count label='n' />)
  const text = () => container.querySelector('#count')!.textContent
  expect(text()).toBe('n 0/0 0')
  expect(renders.n).toBe(1)
  act(() => { basket.fill(3) })
  expect(text()).toBe('n 3/3 0')
  expect(renders.n).toBe(2)
  // not read by the component
  act(() => { basket.note = 'x' })
  expect(renders.n).toBe(2)
  // its own state still works inside the observer
  act(() => { container.querySelector<HTMLElement>('#count')!.click() })
  expect(text()).toBe('n 3/3 1')
})

test('memoised as MobX\'s observer: the same props from a parent re-render do not render it again', () => {
  const basket = new Basket()
  const { Count, renders } = counted(basket)
  const { rerender } = render(<Count label='n' />)
  rerender(<Count label='n' />)
  expect(renders.n).toBe(1)
  rerender(<Count label='m' />)
  expect(renders.n).toBe(2)
})

test('after unmount a change renders nothing and React reports no update on an unmounted component', () => {
  const basket = new Basket()
  const { Count, renders } = counted(basket)
  const { unmount } = render(<Count label='n' />)
  unmount()
  act(() => { basket.count = 5 })
  expect(renders.n).toBe(1)
})

test('a change between its rendering and its mounting is not lost: it renders again once mounted', () => {
  const basket = new Basket()
  // a child's layout effect runs after the parent rendered and before the parent is mounted
  function Bump () {
    useLayoutEffect(() => { basket.count = 7 }, [])
    return null
  }
  const Shown = observer(function Shown () {
    return <span id='shown'>{basket.count}<Bump /></span>
  })
  const { container } = render(<Shown />)
  expect(container.querySelector('#shown')!.textContent).toBe('7')
})
