// Events between the address screens and their callers (Taro.eventCenter).

/** The list in choose mode picked an address: payload { id } (order confirmation, order details). */
export const ADDRESS_CHOSEN = 'address:chosen'
/** The map page chose a point: payload ChosenLocation (platform/location). */
export const ADDRESS_LOCATION = 'address:location'
