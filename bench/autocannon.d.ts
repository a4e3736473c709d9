// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface RawRequest { method?: string, path?: string, headers?: Record<string, string>, body?: string }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    requests?: Array<RawRequest & { setupRequest?: (req: RawRequest, context: Record<string, unknown>) => RawRequest }>
    verifyBody?: (body: string) => boolean
  }
  export interface Histogram { average: number, mean: number, p50: number, p90: number, p99: number, max: number, total: number }
  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    mismatches: number
    duration: number
  }
  function autocannon (opts: Options): Promise<Result>
  export default autocannon
}
