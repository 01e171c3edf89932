import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { drawCode128, drawQrCode } from './draw-codes.ts';
import {
  LABEL_SHEETS,
  type LabelFormat,
  type LabelSheet,
  labelOrigin,
  labelsPerPage,
  MM,
} from './label-sheets.ts';

/** A seed lot's label: QR and Code 128 of its code, its line, weight and date. */
export type LotLabel = {
  kind: 'lot';
  code: string;
  lineName: string;
  /** Printed as is (already formatted with its unit). */
  weight: string;
  date: string;
  /** Where it is kept: `<warehouse> / <location>`. */
  place: string;
};

/** A storage location's label: its names and a QR code of the page that opens it. */
export type LocationLabel = {
  kind: 'location';
  warehouseName: string;
  locationName: string;
  url: string;
};

export type Label = LotLabel | LocationLabel;

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package: it covers Latin and
 * Cyrillic (and Greek), so names like «ВК-101А×580» print as typed. Read once.
 */
function labelFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const folder = require
      .resolve('dejavu-fonts-ttf/package.json')
      .replace(/package\.json$/, 'ttf/');
    fonts = {
      regular: readFileSync(`${folder}DejaVuSans.ttf`),
      bold: readFileSync(`${folder}DejaVuSans-Bold.ttf`),
    };
  }
  return fonts;
}

/** Longest stretch of drawing between two yields to the event loop (ms). */
const SLICE_MS = 15;

/**
 * Renders labels into a PDF stream: one page per sheet of `format` (a thermal label is a
 * page). The document is drawn in slices of about 15 ms, yielding to the event loop between
 * them, so thousands of labels never hold the server up; read the stream as it comes.
 * A failure while drawing destroys the stream with the error.
 */
export function renderLabels(labels: Label[], format: LabelFormat): PDFKit.PDFDocument {
  const layout = LABEL_SHEETS[format];
  const doc = new PDFDocument({
    size: layout.page,
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: 'Plotline labels', Producer: 'Plotline', Creator: 'Plotline' },
  });
  const { regular, bold } = labelFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const perPage = labelsPerPage(layout);
  const draw = async () => {
    let sliceStart = performance.now();
    for (let index = 0; index < labels.length; index++) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
      const place = index % perPage;
      if (place === 0) doc.addPage({ size: layout.page, margin: 0 });
      drawLabel(doc, layout, labelOrigin(layout, place), labels[index] as Label);
    }
    doc.end();
  };
  draw().catch((error: unknown) => {
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}

/** Collects a rendered PDF into one buffer (tests, benches, small answers). */
export async function renderLabelsToBuffer(labels: Label[], format: LabelFormat): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of renderLabels(labels, format)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function drawLabel(
  doc: PDFKit.PDFDocument,
  layout: LabelSheet,
  at: { x: number; y: number },
  label: Label,
): void {
  const pad = Math.min(2 * MM, layout.height * 0.06);
  const box = {
    x: at.x + pad,
    y: at.y + pad,
    width: layout.width - 2 * pad,
    height: layout.height - 2 * pad,
  };
  if (label.kind === 'lot') drawLotLabel(doc, box, label);
  else drawLocationLabel(doc, box, label);
}

type Box = { x: number; y: number; width: number; height: number };

/** QR at the left, text at its right, the Code 128 across the bottom. */
function drawLotLabel(doc: PDFKit.PDFDocument, box: Box, label: LotLabel): void {
  const barHeight = Math.min(10 * MM, box.height * 0.24);
  const gap = Math.max(0.8 * MM, box.height * 0.03);
  const qr = Math.min(box.height - barHeight - gap, box.width * 0.42);
  drawQrCode(doc, label.code, { x: box.x, y: box.y, size: qr });
  const text = { x: box.x + qr + gap, y: box.y, width: box.width - qr - gap, height: qr };
  const size = Math.max(5, Math.min(11, box.height / 7));
  writeLines(doc, text, [
    { text: label.lineName, font: 'bold', size: size * 1.15 },
    { text: label.code, font: 'regular', size },
    { text: label.weight, font: 'regular', size },
    { text: label.date, font: 'regular', size: size * 0.85 },
    { text: label.place, font: 'regular', size: size * 0.85 },
  ]);
  drawCode128(doc, label.code, {
    x: box.x,
    y: box.y + box.height - barHeight,
    width: box.width,
    height: barHeight,
  });
}

/** QR of the location's page at the left, the location and warehouse names at its right. */
function drawLocationLabel(doc: PDFKit.PDFDocument, box: Box, label: LocationLabel): void {
  const gap = Math.max(0.8 * MM, box.height * 0.03);
  const qr = Math.min(box.height, box.width * 0.5);
  drawQrCode(doc, label.url, { x: box.x, y: box.y, size: qr });
  const size = Math.max(5, Math.min(14, box.height / 5));
  writeLines(doc, { x: box.x + qr + gap, y: box.y, width: box.width - qr - gap, height: qr }, [
    { text: label.locationName, font: 'bold', size: size * 1.2 },
    { text: label.warehouseName, font: 'regular', size },
  ]);
}

type TextLine = { text: string; font: 'regular' | 'bold'; size: number };

/**
 * Writes lines top down inside `box`, each on one line: shrunk (to 60 %) to fit the width,
 * then cut with an ellipsis; lines that no longer fit the height are left out.
 */
function writeLines(doc: PDFKit.PDFDocument, box: Box, lines: TextLine[]): void {
  let y = box.y;
  for (const line of lines) {
    if (!line.text) continue;
    doc.font(line.font);
    let size = line.size;
    doc.fontSize(size);
    const natural = doc.widthOfString(line.text);
    if (natural > box.width) {
      size = Math.max(line.size * 0.6, (line.size * box.width) / natural);
      doc.fontSize(size);
    }
    const height = size * 1.2;
    if (y + height > box.y + box.height + 0.5) break;
    doc.fillColor('black').text(fitWidth(doc, line.text, box.width), box.x, y, {
      lineBreak: false,
      width: box.width,
    });
    y += height;
  }
}

/** The text, cut with `…` until it fits `width` at the current font. */
function fitWidth(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low)}…`;
}
