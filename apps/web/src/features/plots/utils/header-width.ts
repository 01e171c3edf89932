/** Spec §2: column widths stay between 80 and 160 pixels. */
const MIN_WIDTH = 80;
const MAX_WIDTH = 160;
/** Cell padding, the filter button and room for the sort arrow beside the header text. */
const HEADER_CHROME = 50;
/** The header's type (grid-setup.ts: headerFontSize 12, headerFontWeight 600). */
const HEADER_FONT = '600 12px';

let context: CanvasRenderingContext2D | null | undefined;

function measure(text: string): number {
  if (context === undefined) {
    context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (context) context.font = `${HEADER_FONT} ${getComputedStyle(document.body).fontFamily}`;
  }
  // without a canvas: an average letter of the header type
  return context ? context.measureText(text).width : text.length * 7.5;
}

/**
 * A column width in which the header's longest word fits on one line (headers wrap between
 * words), within the 80–160 px of the spec; a longer word breaks where it must.
 */
export function headerWidth(header: string): number {
  const longest = Math.max(0, ...header.split(/\s+/).map(measure));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(longest + HEADER_CHROME)));
}
