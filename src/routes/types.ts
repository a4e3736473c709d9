/** Pages one domain adds: main-package pages and subpackage pages keyed by subpackage root. */
export interface RouteGroup {
  main: string[]
  sub: Record<string, string[]>
}
