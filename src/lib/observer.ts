import { ReactiveEffect } from '@vue/reactivity'
import { memo, useEffect, useReducer, useRef, type FunctionComponent } from 'react'

// A component that re-renders when the store values it read while rendering change, as
// mobx-react-lite's observer (lib/state.ts says why the stores use Vue's reactivity). Each
// rendering of the component runs inside a reactive effect that records what was read; a change to
// any of those asks React for a new render, which React batches with the other updates of the same
// event. Like MobX's observer, the component is memoised: only new props or observed values
// re-render it.

const bump = (n: number): number => n + 1
const idle = (): undefined => undefined

interface Tracker { effect: ReactiveEffect<unknown>, stopped: boolean }

function track (rerender: () => void): Tracker {
  const effect = new ReactiveEffect<unknown>(idle)
  effect.scheduler = rerender
  return { effect, stopped: false }
}

// typed as the component itself, so a generic component (PagedBody<T>) stays generic
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function observer<C extends FunctionComponent<any>> (component: C): C {
  type P = Parameters<C>[0]
  const name = component.displayName ?? component.name
  const Observed = (props: P): ReturnType<FunctionComponent<P>> => {
    const [, rerender] = useReducer(bump, 0)
    const tracker = useRef<Tracker | null>(null)
    if (tracker.current === null || tracker.current.stopped) tracker.current = track(rerender)
    useEffect(() => {
      const mine = tracker.current
      // a remount (React's strict mode) after the cleanup below stopped this tracker: track anew
      if (mine?.stopped) rerender()
      return () => {
        if (!mine) return
        mine.stopped = true
        mine.effect.stop()
      }
    }, [])
    const { effect } = tracker.current
    effect.fn = () => component(props)
    return effect.run() as ReturnType<FunctionComponent<P>>
  }
  Observed.displayName = name
  const memoised = memo(Observed) as unknown as C
  memoised.displayName = name
  return memoised
}
