import { makeAutoObservable, reaction } from '@/lib/state'

// lib/state keeps MobX's meaning for what the stores use: own fields observable (deeply for plain
// data, not for class instances), getters cached until what they read changes, excluded keys left
// alone, reactions that fire on change only and stop when told.

class Service { calls = 0 }

class Counter {
  count = 0
  items: Array<{ id: number, n: number }> = []
  byId = new Map<number, string>()
  service = new Service()
  private ticks = 0
  reads = 0

  constructor (private readonly label: string) {
    makeAutoObservable<this, 'ticks' | 'label'>(this, { ticks: false, label: false, reads: false })
  }

  get doubled (): number {
    this.reads++
    return this.count * 2
  }

  get total (): number {
    return this.items.reduce((n, i) => n + i.n, 0)
  }

  get name (): string { return `${this.label}:${this.count}` }
  set name (value: string) { this.count = Number(value.split(':')[1]) }

  tick (): number { return ++this.ticks }
  add (n: number): void { this.items.push({ id: this.items.length, n }) }
}

function watchValues<V> (read: () => V): { seen: V[], stop: () => void } {
  const seen: V[] = []
  const stop = reaction(read, (v) => { seen.push(v) })
  return { seen, stop }
}

describe('makeAutoObservable (lib/state)', () => {
  it('a field change reaches a reaction; setting the same value does not', () => {
    const c = new Counter('a')
    const { seen, stop } = watchValues(() => c.count)
    c.count = 1
    c.count = 1
    c.count = 2
    stop()
    c.count = 3
    expect(seen).toEqual([1, 2])
  })

  it('arrays, objects in them and Maps are observed in depth, as MobX does for plain data', () => {
    const c = new Counter('a')
    const total = watchValues(() => c.total)
    const names = watchValues(() => c.byId.get(1))
    c.add(5)
    c.add(7)
    c.items[0].n = 10
    c.byId.set(1, 'one')
    c.items = [{ id: 9, n: 1 }]
    expect(total.seen).toEqual([5, 12, 17, 1])
    expect(names.seen).toEqual(['one'])
  })

  it('a class instance in a field stays itself (not a proxy): only replacing it is observed', () => {
    const c = new Counter('a')
    const service = c.service
    const { seen } = watchValues(() => c.service.calls)
    c.service.calls++
    expect(c.service).toBe(service)
    expect(seen).toEqual([])
    const next = new Service()
    next.calls = 5
    c.service = next
    expect(c.service).toBe(next)
    expect(seen).toEqual([5])
  })

  it('a getter is computed once until what it reads changes; a setter writes through', () => {
    const c = new Counter('a')
    expect([c.doubled, c.doubled]).toEqual([0, 0])
    expect(c.reads).toBe(1)
    c.count = 4
    expect(c.doubled).toBe(8)
    expect(c.reads).toBe(2)
    c.name = 'a:6'
    expect([c.count, c.name]).toEqual([6, 'a:6'])
  })

  it('excluded keys and methods are left as they are', () => {
    const c = new Counter('a')
    const { seen } = watchValues(() => c.tick())
    c.tick()
    c.reads = 10
    expect(seen).toEqual([])
    expect(Object.getOwnPropertyDescriptor(c, 'label')?.value).toBe('a')
    expect(Object.getOwnPropertyDescriptor(c, 'count')?.get).toBeDefined()
  })

  it('a reaction does not fire at start and passes the previous value', () => {
    const c = new Counter('a')
    const pairs: Array<[number, number | undefined]> = []
    const stop = reaction(() => c.count, (v, prev) => { pairs.push([v, prev]) })
    expect(pairs).toEqual([])
    c.count = 3
    stop()
    expect(pairs).toEqual([[3, 0]])
  })
})
