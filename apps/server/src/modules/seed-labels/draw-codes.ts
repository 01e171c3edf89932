import bwipjs from 'bwip-js/node';
import type PDFKit from 'pdfkit';
import QRCode from 'qrcode';

/**
 * Draws a QR code as vector squares (one filled path) in a `size`-point square at (x, y),
 * with its quiet zone inside the square (4 modules, as the standard asks; 2 when it would
 * leave the modules too small).
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  value: string,
  at: { x: number; y: number; size: number },
): void {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const quiet = at.size / (count + 8) >= 1.2 ? 4 : 2;
  const module = at.size / (count + 2 * quiet);
  const x0 = at.x + quiet * module;
  const y0 = at.y + quiet * module;
  for (let row = 0; row < count; row++) {
    // neighbouring dark modules of a row become one rectangle: fewer path operators
    let start = -1;
    for (let column = 0; column <= count; column++) {
      const dark = column < count && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        // a hair wider than the module so that anti-aliased viewers show no seams
        doc.rect(x0 + start * module, y0 + row * module, (column - start) * module, module + 0.01);
        start = -1;
      }
    }
  }
  doc.fill('black');
}

/**
 * Draws a Code 128 bar code of `value` as vector bars filling `width` × `height` points at
 * (x, y), with a quiet zone of 10 narrow modules on either side.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  value: string,
  at: { x: number; y: number; width: number; height: number },
): void {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text: value });
  const widths = (symbol as { sbs?: number[] } | undefined)?.sbs ?? [];
  const modules = widths.reduce((sum, w) => sum + w, 0) + 20;
  const unit = at.width / modules;
  let x = at.x + 10 * unit;
  widths.forEach((w, index) => {
    if (index % 2 === 0) doc.rect(x, at.y, w * unit, at.height);
    x += w * unit;
  });
  doc.fill('black');
}
