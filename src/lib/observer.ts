import { ReactiveEffect } from '@vue/reactivity'
import { memo, useEffect, useReducer, useState, type FunctionComponent } from 'react'

// A component that re-renders when the store values it read while rendering change, as
// mobx-react-lite's observer (lib/state.ts says why the stores use Vue's reactivity). Each
// rendering of the component runs inside a reactive effect that records what was read; a change to
// any of those asks React for a new render, which React batches with the other updates of the same
// event. Like MobX's observer, the component is memoised: only new props or observed values
// re-render it.
//
// A rendering React throws away before it is shown (an interrupted transition) must not leave its
// effect subscribed to the stores for ever. So, as mobx-react-lite does, the effect reaches React
// only once the component is mounted (`wake` is set in useEffect), and until then it holds nothing
// of React's: the object React keeps for this component (`handle`) can be collected, and the
// registry then stops the effect.

interface Tracker {
  effect: ReactiveEffect<unknown>
  /** asks React for a render; set while mounted */
  wake: (() => void) | null
  /** a value read changed before the component was mounted */
  stale: boolean
}

const bump = (n: number): number => n + 1
const idle = (): undefined => undefined

// ES2021, typed here as the client's TypeScript targets ES2020; an engine without it (old mini
// program base libraries) only keeps such an effect until the stores it read go away
interface Registry<T> { register: (target: object, held: T, token: object) => void, unregister: (token: object) => void }
const Finalization = (globalThis as { FinalizationRegistry?: new <T>(cleanup: (held: T) => void) => Registry<T> }).FinalizationRegistry
const unclaimed = Finalization ? new Finalization<Tracker>((tracker) => { tracker.effect.stop() }) : null

function newTracker (): Tracker {
  const tracker: Tracker = { effect: new ReactiveEffect<unknown>(idle), wake: null, stale: false }
  tracker.effect.scheduler = () => {
    if (tracker.wake) tracker.wake()
    else tracker.stale = true
  }
  return tracker
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
    const [, rerender] = useReducer(bump, 0)
    const [handle] = useState(() => ({ tracker: null as Tracker | null }))
    if (handle.tracker === null) {
      handle.tracker = newTracker()
      unclaimed?.register(handle, handle.tracker, handle)
    }
    useEffect(() => {
      // (again) after a remount in React's strict mode, whose cleanup below stopped the last one
      if (handle.tracker === null) {
        handle.tracker = newTracker()
        handle.tracker.stale = true
      }
      const tracker = handle.tracker
      unclaimed?.unregister(handle)
      tracker.wake = rerender
      if (tracker.stale) rerender()
      return () => {
        tracker.wake = null
        tracker.effect.stop()
        handle.tracker = null
      }
    }, [handle])
    const { effect } = handle.tracker
    effect.fn = rendering(component, props)
    return effect.run() as ReturnType<FunctionComponent<P>>
  }
  Observed.displayName = name
  const memoised = memo(Observed) as unknown as C
  memoised.displayName = name
  return memoised
}
