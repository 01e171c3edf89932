import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF, as pdf.js extracts it (items joined by newlines). */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await document.destroy();
  return pages;
}

/** An RGBA image of a region (points from the top left) of one page, at `scale` px per point. */
export type Rgba = { data: Uint8ClampedArray; width: number; height: number };

/** Renders a page of a PDF with MuPDF and cuts out `region` (points) as RGBA. */
export function renderRegion(
  pdf: Buffer,
  pageIndex: number,
  region: { x: number; y: number; width: number; height: number },
  scale = 4,
): Rgba {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pixmap = document
    .loadPage(pageIndex)
    .toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
  const pixels = pixmap.getPixels();
  const stride = pixmap.getStride();
  const components = pixmap.getNumberOfComponents();
  const left = Math.floor(region.x * scale);
  const top = Math.floor(region.y * scale);
  const width = Math.min(Math.ceil(region.width * scale), pixmap.getWidth() - left);
  const height = Math.min(Math.ceil(region.height * scale), pixmap.getHeight() - top);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (top + y) * stride + (left + x) * components;
      const to = (y * width + x) * 4;
      data[to] = pixels[from] as number;
      data[to + 1] = pixels[from + 1] as number;
      data[to + 2] = pixels[from + 2] as number;
      data[to + 3] = 255;
    }
  }
  return { data, width, height };
}

/** The text of the QR code found in an image, or undefined. */
export function readQrCode(image: Rgba): string | undefined {
  return jsQR(image.data, image.width, image.height)?.data;
}

/** The text of the Code 128 bar code found in an image (ZXing), or undefined. */
export function readCode128(image: Rgba): string | undefined {
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = image.data[i * 4] as number;
  }
  const source = new RGBLuminanceSource(luminance, image.width, image.height);
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    return undefined;
  }
}
