// Cropping the avatar to a square. Neutral file for tsc; crop.h5.ts draws the chosen square on a
// canvas, crop.weapp.ts uses WeChat's own cropper (wx.cropImage).

/** Where the picture lies in the square stage: offset in CSS px and the scale of its natural size. */
export interface CropView {
  x: number
  y: number
  scale: number
  /** the stage's side in CSS px */
  stage: number
}

/** The platform crops with its own screen (weapp): the page shows no stage. */
export const hasNativeCrop = false

/** The platform's own cropper: the cropped file, or null when cancelled. */
export async function nativeCrop (_src: string): Promise<string | null> {
  return null
}

/** The square under the stage as a new image file (400 × 400), or null when it fails. */
export async function cropToSquare (_src: string, _view: CropView, _size = 400): Promise<string | null> {
  return null
}

/** The stage's side in CSS px (H5 measures it). */
export function stageSide (_id: string): number {
  return 300
}
