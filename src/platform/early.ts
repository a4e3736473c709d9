// A response that index.html already asked for (H5: config/early-requests.ts). This neutral file
// is what tsc checks and what jest and platforms without a suffix file get: nothing was sent early.

export interface EarlyResponse { statusCode: number, data: unknown }

/** The early response to this exact request (path + query, headers), taken once; null when there is none. */
export function takeEarly (_key: string, _header: Record<string, string>): Promise<EarlyResponse | null> | null {
  return null
}
