import QRCode from 'qrcode'

/**
 * A QR code as one SVG path in module units (1 module = 1 unit), drawn on the server so the page
 * ships no script for it. Error correction M survives a print or a phone screen's glare.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  let d = ''
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) d += `M${x} ${y}h1v1h-1z`
    }
  }
  return { size: modules.size, d }
}
