import { NODE_HEIGHT, NODE_WIDTH, type PedigreeLayout, type Point } from './layout-pedigree.ts';
import { EDGE_STYLE, formatCoefficient, NODE_COLOURS } from './pedigree-style.ts';

export type SvgLabels = {
  variety: string;
  mother: string;
  father: string;
  /** "F = {{value}}" with the value put in. */
  inbreeding: (value: string) => string;
  language: string;
};

/** The longest canvas side drawn for a PNG. */
const CANVAS_SIDE_MAX = 16_000;
const FONT = 'Arial, Helvetica, sans-serif';
const LEGEND_HEIGHT = 36;
/** Names longer than this are cut with an ellipsis (a box holds about this many characters). */
const NAME_MAX_CHARS = 26;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const shorten = (name: string) =>
  name.length > NAME_MAX_CHARS ? `${name.slice(0, NAME_MAX_CHARS - 1)}…` : name;

const polyline = (points: Point[]) => points.map(({ x, y }) => `${x},${y}`).join(' ');

/**
 * The laid-out pedigree as a standalone SVG document: the same boxes, routes and colours as
 * the page, with a legend below, drawn from the positions (real vector shapes and text, so it
 * prints sharply and opens in any editor).
 */
export function pedigreeSvg(layout: PedigreeLayout, focusId: number, labels: SvgLabels): string {
  const width = Math.ceil(Math.max(layout.width, 320));
  const height = Math.ceil(layout.height + LEGEND_HEIGHT);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    '<defs>',
    ...(['mother', 'father'] as const).map(
      (role) =>
        `<marker id="arrow-${role}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${EDGE_STYLE[role].stroke}"/></marker>`,
    ),
    '</defs>',
  ];
  for (const edge of layout.edges) {
    const style = EDGE_STYLE[edge.role];
    const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : '';
    parts.push(
      `<polyline class="edge-${edge.role}" points="${polyline(edge.points)}" fill="none" stroke="${style.stroke}" stroke-width="1.5"${dash} marker-end="url(#arrow-${edge.role})"/>`,
    );
  }
  for (const { node, x, y } of layout.nodes) {
    const isFocus = node.line_id === focusId;
    const fill = isFocus ? NODE_COLOURS.focusFill : NODE_COLOURS.fill;
    const border = isFocus ? NODE_COLOURS.focusBorder : NODE_COLOURS.border;
    parts.push(
      `<g class="node" transform="translate(${x},${y})">`,
      `<rect width="${NODE_WIDTH}" height="${NODE_HEIGHT}" rx="6" fill="${fill}" stroke="${border}" stroke-width="${isFocus ? 2 : 1}"/>`,
      `<text x="10" y="24" font-size="14" font-weight="600" fill="${NODE_COLOURS.text}">${escapeXml(shorten(node.line_name))}</text>`,
    );
    let badgeX = 10;
    if (node.is_sort) {
      const badgeWidth = labels.variety.length * 6.5 + 12;
      parts.push(
        `<rect x="${badgeX}" y="36" width="${badgeWidth}" height="18" rx="3" fill="${NODE_COLOURS.varietyFill}" stroke="${NODE_COLOURS.varietyText}" stroke-width="0.5"/>`,
        `<text x="${badgeX + 6}" y="49" font-size="11" fill="${NODE_COLOURS.varietyText}">${escapeXml(labels.variety)}</text>`,
      );
      badgeX += badgeWidth + 8;
    }
    if (node.inbreeding > 0) {
      const text = labels.inbreeding(formatCoefficient(node.inbreeding, labels.language));
      parts.push(
        `<text x="${badgeX}" y="49" font-size="11" fill="${NODE_COLOURS.muted}">${escapeXml(text)}</text>`,
      );
    }
    parts.push('</g>');
  }
  const legendY = layout.height + LEGEND_HEIGHT / 2;
  let legendX = 16;
  for (const role of ['mother', 'father'] as const) {
    const style = EDGE_STYLE[role];
    const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : '';
    parts.push(
      `<line x1="${legendX}" y1="${legendY}" x2="${legendX + 36}" y2="${legendY}" stroke="${style.stroke}" stroke-width="2"${dash}/>`,
      `<text x="${legendX + 44}" y="${legendY + 4}" font-size="12" fill="${NODE_COLOURS.text}">${escapeXml(labels[role])}</text>`,
    );
    legendX += 44 + labels[role].length * 7 + 32;
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Draws an SVG document onto a canvas at `scale` and answers it as a PNG. */
export async function svgToPng(svg: string, wantedScale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    // browsers refuse canvases much beyond 16,000 pixels a side: a huge tree is drawn smaller
    const scale = Math.min(wantedScale, CANVAS_SIDE_MAX / Math.max(image.width, image.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(image.width * scale);
    canvas.height = Math.ceil(image.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
