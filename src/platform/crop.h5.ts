import type { CropView } from './crop'

// H5: the page shows the picture on a square stage (drag and zoom); the square is drawn on a canvas
// and handed to the upload as a blob URL (Taro's uploadFile reads blob URLs).
export const hasNativeCrop = false

export async function nativeCrop (_src: string): Promise<string | null> {
  return null
}

function load (src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('image'))
    img.src = src
  })
}

export async function cropToSquare (src: string, view: CropView, size = 400): Promise<string | null> {
  try {
    const img = await load(src)
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const ctx = canvas.getContext('2d')
    if (!ctx) return null
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, size, size)
    const side = view.stage / view.scale
    ctx.drawImage(img, -view.x / view.scale, -view.y / view.scale, side, side, 0, 0, size, size)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9))
    return blob ? URL.createObjectURL(blob) : null
  } catch {
    return null
  }
}

export function stageSide (id: string): number {
  const el = typeof document === 'undefined' ? null : document.getElementById(id)
  return el ? el.getBoundingClientRect().width : 300
}
