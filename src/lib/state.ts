import { computed, reactive, shallowRef, watch } from '@vue/reactivity'

// The stores' observable state: the part of MobX's API this app uses (makeAutoObservable,
// runInAction, reaction), kept with MobX's names and meaning, built on @vue/reactivity. Vue's
// reactivity core does the same dependency tracking in 6 KB gzip where MobX took 14 KB, and the
// store code stays as it was (issue 20: JavaScript before Home renders). React components observe
// with lib/observer.ts.

export { reactive, shallowRef } from '@vue/reactivity'

/** As MobX: plain objects, arrays, Maps and Sets become observable (deeply); class instances, dates and functions stay as they are. */
function observed<V> (value: V): V {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value) || value instanceof Map || value instanceof Set) return reactive(value) as V
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null ? reactive(value) as V : value
}

type Exclusions<T, K extends PropertyKey> = { [P in keyof T]?: false } & { [P in K]?: false }

/**
 * Makes a store observable in place, as MobX's makeAutoObservable: each own data field becomes an
 * observable value, each getter of its class a cached computed value; methods stay as they are.
 * Keys given as `false` are left alone (services, timers, counters nobody renders).
 */
export function makeAutoObservable<T extends object, K extends PropertyKey = never> (target: T, exclude: Exclusions<T, K> = {}): T {
  const skip = exclude as Record<PropertyKey, false | undefined>
  for (const key of Object.keys(target)) {
    const desc = Object.getOwnPropertyDescriptor(target, key)
    if (skip[key] === false || !desc || !('value' in desc) || typeof desc.value === 'function') continue
    const box = shallowRef(observed(desc.value))
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get: () => box.value,
      set: (value: unknown) => { box.value = observed(value) }
    })
  }
  for (let proto = Object.getPrototypeOf(target); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const [key, desc] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
      if (!desc.get || skip[key] === false || Object.prototype.hasOwnProperty.call(target, key)) continue
      const getter = desc.get
      const setter = desc.set
      const value = computed(() => getter.call(target))
      Object.defineProperty(target, key, {
        enumerable: false,
        configurable: true,
        get: () => value.value,
        set: setter && ((v: unknown) => { setter.call(target, v) })
      })
    }
  }
  return target
}

/** MobX's runInAction: kept so the stores read as before; Vue needs no action to batch (observers re-render through React's batching). */
export function runInAction<R> (fn: () => R): R {
  return fn()
}

/** As MobX's reaction: runs `effect` each time `expression`'s value changes (not at first); returns the stop function. */
export function reaction<V> (expression: () => V, effect: (value: V, previous: V | undefined) => void): () => void {
  const handle = watch(expression, (value, previous) => { effect(value, previous) })
  return () => { handle.stop() }
}
