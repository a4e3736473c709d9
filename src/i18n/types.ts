// Type helpers for the dictionaries.

/** Same nesting as T with every leaf a string: what en.ts must satisfy. */
export type DictShape<T> = { [K in keyof T]: T[K] extends string ? string : DictShape<T[K]> }

/** Dotted paths to the string leaves: 'api.notFound' | 'tab.home' | ... */
export type DotPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${DotPaths<T[K]>}`
}[keyof T & string]
