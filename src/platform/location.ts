// Choosing a point on a map for an address (spec §2 addressMap / choose-location). Neutral file
// for tsc; the build uses location.weapp.ts (Taro.chooseLocation) or location.h5.ts (none).

export interface ChosenLocation {
  /** "lng,lat" as the address's `location` */
  location: string
  /** the place's name, e.g. a building */
  name: string
  /** the street address the map gives */
  address: string
}

/** Whether this platform has a map to choose from. */
export const canChooseLocation = false

/** Resolves the chosen point, or null when cancelled or unavailable. */
export async function chooseLocation (): Promise<ChosenLocation | null> {
  return null
}
