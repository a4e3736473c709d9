// The route table's vocabulary. A route is a page path (as in app.config, without the leading
// slash), the package it ships in, and — as a type only — the query parameters it takes, so
// `navigate('pages/product/goods', { id })` is checked against the page it opens.

/** A query parameter as a caller gives it: numbers as they are, text URI-encoded, id lists comma-joined. */
export type ParamValue = string | number | readonly number[]
export type Params = Record<string, ParamValue | undefined>

/** One page. `params` is never set at run time: it only carries the parameter type. */
export interface RouteDef<P extends Params = Params> {
  /** subpackage root on weapp ('' = the main package) */
  pkg: string
  params?: P
}

/** A page of the main package (tab pages, and pages every tab opens). */
export const main = <P extends Params = Record<never, never>>(): RouteDef<P> => ({ pkg: '' })

/** A page of the weapp subpackage `root` (H5 flattens them). */
export const sub = <P extends Params = Record<never, never>>(root: string): RouteDef<P> => ({ pkg: root })

/** An id parameter: a number, or its text when it comes from a link or a home module. */
export type Id = number | string
