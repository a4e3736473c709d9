import type { ChosenLocation } from './location'

// H5 has no map picker (no map key in the web build): the address is entered by hand.
export const canChooseLocation = false

export async function chooseLocation (): Promise<ChosenLocation | null> {
  return null
}
