import { request, type CallOptions, type Method, type Payload } from './request'

// Endpoints declared as data (STYLE.md): each entry is { method, path, auth } with its params
// and response types; defineApi turns a table of them into typed functions. Adding an endpoint
// is one line in api/<domain>.ts.

export interface EndpointSpec<P, R> {
  method: Method
  path: string
  /** a 401 starts wallet login and retries (see RequestOptions.auth) */
  auth: boolean
  /** default for the toast option of calls */
  toast?: boolean
  /** phantom: carries the params and response types, never set */
  readonly __types?: (params: P) => R
}

interface SpecOptions { auth?: boolean, toast?: boolean }

export function GET<P = void, R = unknown> (path: string, o: SpecOptions = {}): EndpointSpec<P, R> {
  return { method: 'GET', path, auth: o.auth ?? true, toast: o.toast }
}

export function POST<P = void, R = unknown> (path: string, o: SpecOptions = {}): EndpointSpec<P, R> {
  return { method: 'POST', path, auth: o.auth ?? true, toast: o.toast }
}

/** The function an endpoint becomes: params are optional when the endpoint takes none. */
export type EndpointFn<P, R> = [P] extends [void]
  ? (params?: undefined, opts?: CallOptions) => Promise<R>
  : (params: P, opts?: CallOptions) => Promise<R>

export type ApiOf<T> = { [K in keyof T]: T[K] extends EndpointSpec<infer P, infer R> ? EndpointFn<P, R> : never }

export function endpoint<P, R> (spec: EndpointSpec<P, R>): EndpointFn<P, R> {
  const fn = (params?: P, opts: CallOptions = {}): Promise<R> => request<R>({
    url: spec.path,
    method: spec.method,
    data: (params ?? undefined) as Payload | undefined,
    auth: spec.auth,
    toast: opts.toast ?? spec.toast,
    header: opts.header
  })
  return fn as EndpointFn<P, R>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function defineApi<T extends Record<string, EndpointSpec<any, any>>> (table: T): ApiOf<T> {
  const out: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(table)) out[name] = endpoint(spec)
  return out as ApiOf<T>
}
