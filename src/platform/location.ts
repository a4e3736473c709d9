// Choosing a point on a map for an address (spec §2 addressMap / choose-location). Neutral file
// for tsc; the build uses location.weapp.ts (Taro.chooseLocation) or location.h5.ts (the map
// provider's hosted picker when a map key is built in, else none).

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

/** Resolves the chosen point (the map opened at `center` when given), or null when cancelled or unavailable. */
export async function chooseLocation (_center?: { lat: number | string, lng: number | string }): Promise<ChosenLocation | null> {
  return null
}
