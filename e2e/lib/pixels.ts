import type { Page } from 'playwright-core'

// Colour of one screen point as the user sees it: a screenshot of the viewport decoded by the
// page's own canvas (no image library in the test process). x, y in CSS pixels.
export async function pixelAt (page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 }, scale: 'css' })).toString('base64')
  return await page.evaluate(async (b64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${b64}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const g = canvas.getContext('2d')!
    g.drawImage(img, 0, 0)
    const d = g.getImageData(0, 0, 1, 1).data
    return [d[0], d[1], d[2]] as [number, number, number]
  }, png)
}

export function near (a: [number, number, number], b: [number, number, number], tolerance = 3): boolean {
  return a.every((v, i) => Math.abs(v - b[i]) <= tolerance)
}
