import { ReactiveEffect } from '@vue/reactivity'
import { memo, useState, useSyncExternalStore, type FunctionComponent } from 'react'

// A component that re-renders when the store values it read while rendering change, as
// mobx-react-lite's observer (lib/state.ts says why the stores use Vue's reactivity). Each
// rendering of the component runs inside a reactive effect that records what was read; a change to
// any of those bumps the component's version, which React reads through useSyncExternalStore — as
// mobx-react-lite does, so the new rendering comes in the same task as the change (React renders
// such updates synchronously), not in a later one. Like MobX's observer, the component is
// memoised: only new props or observed values re-render it.
//
// A rendering React throws away before it is shown (an interrupted transition) must not leave its
// effect subscribed to the stores for ever. So, as mobx-react-lite does, the effect reaches React
// only once React subscribes (`wake`), and until then it holds nothing of React's: the object React
// keeps for this component (`handle`) can be collected, and the registry then stops the effect.

interface Tracker {
  effect: ReactiveEffect<unknown>
  /** what React compares: changes with every change to a value read, and differs between trackers */
  version: number
  /** React's listener; set while subscribed */
  wake: (() => void) | null
}

interface Handle {
  tracker: Tracker | null
  subscribe: (wake: () => void) => () => void
  snapshot: () => number
}

let versions = 0
const idle = (): undefined => undefined

// ES2021, typed here as the client's TypeScript targets ES2020; an engine without it (old mini
// program base libraries) only keeps such an effect until the stores it read go away
interface Registry<T> { register: (target: object, held: T, token: object) => void, unregister: (token: object) => void }
const Finalization = (globalThis as { FinalizationRegistry?: new <T>(cleanup: (held: T) => void) => Registry<T> }).FinalizationRegistry
const unclaimed = Finalization ? new Finalization<Tracker>((tracker) => { tracker.effect.stop() }) : null

function newTracker (): Tracker {
  const tracker: Tracker = { effect: new ReactiveEffect<unknown>(idle), version: ++versions, wake: null }
  tracker.effect.scheduler = () => {
    tracker.version = ++versions
    tracker.wake?.()
  }
  return tracker
}

function newHandle (): Handle {
  const handle: Handle = {
    tracker: null,
    subscribe: (wake) => {
      // (again) after a remount in React's strict mode, whose unsubscribe below stopped the last
      // one: the new tracker's version differs, so React renders again and the effect tracks anew
      handle.tracker ??= newTracker()
      const tracker = handle.tracker
      unclaimed?.unregister(handle)
      tracker.wake = wake
      return () => {
        tracker.wake = null
        tracker.effect.stop()
        handle.tracker = null
      }
    },
    snapshot: () => handle.tracker?.version ?? 0
  }
  return handle
}

/** The effect's function, made outside the component's scope: a closure made there would share its context, `handle` included, and keep it alive. */
function rendering<P> (component: FunctionComponent<P>, props: P): () => unknown {
  return () => component(props)
}

// typed as the component itself, so a generic component (PagedBody<T>) stays generic
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function observer<C extends FunctionComponent<any>> (component: C): C {
  type P = Parameters<C>[0]
  const name = component.displayName ?? component.name
  const Observed = (props: P): ReturnType<FunctionComponent<P>> => {
    const [handle] = useState(newHandle)
    if (handle.tracker === null) {
      handle.tracker = newTracker()
      unclaimed?.register(handle, handle.tracker, handle)
    }
    useSyncExternalStore(handle.subscribe, handle.snapshot, handle.snapshot)
    const { effect } = handle.tracker
    effect.fn = rendering(component, props)
    return effect.run() as ReturnType<FunctionComponent<P>>
  }
  Observed.displayName = name
  const memoised = memo(Observed) as unknown as C
  memoised.displayName = name
  return memoised
}
