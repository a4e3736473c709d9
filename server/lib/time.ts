/** Unix seconds (the wire format for every time, spec §9: 10 digits). */
export function now (): number {
  return Math.floor(Date.now() / 1000)
}

export const DAY = 86_400
export const HOUR = 3_600
