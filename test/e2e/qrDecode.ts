// Reads a QR code the way a phone's camera would: a PNG screenshot of the element, decoded to pixels by
// Chromium, then by jsQR. Undefined when no code is found.
import jsQR from "jsqr"
import type { Locator, Page } from "playwright-core"

export const decodeQrScreenshot = async (page: Page, element: Locator): Promise<string | undefined> => {
  const shot = await element.screenshot({ animations: "disabled" })
  const pixels = await page.evaluate(async (png) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob())
    const canvas = new OffscreenCanvas(image.width, image.height)
    const context = canvas.getContext("2d")
    if (context === null) throw new Error("no 2d context")
    context.drawImage(image, 0, 0)
    const data = context.getImageData(0, 0, image.width, image.height)
    return { width: data.width, height: data.height, data: Array.from(data.data) }
  }, shot.toString("base64"))
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data
}
