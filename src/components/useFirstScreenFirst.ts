import { startTransition, useEffect, useState } from 'react'

/**
 * False for the first render after `ready`, true from the next one, which React renders in a
 * transition (in slices). A page renders only its first screen while this is false, so the largest
 * picture is painted without waiting for what is below the fold (Taro mounts a page, and an observer
 * re-renders it, in one uninterrupted task).
 */
export function useFirstScreenFirst (ready: boolean): boolean {
  const [whole, setWhole] = useState(false)
  useEffect(() => {
    if (ready && !whole) startTransition(() => { setWhole(true) })
  }, [ready, whole])
  return whole
}
