import { MARKER_FILE_COLUMNS, MARKER_FILE_HEADERS } from '@plotline/contract/markers';
import type { Language } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { WorkbookWriter } from '../../platform/excel/send-workbook.ts';
import { translate } from '../../platform/i18n/translate.ts';

const COLUMN_WIDTH = 16;
const TEXT_FORMAT = '@';
/** Markers read per query while the download is written (flanks make rows large). */
const PAGE = 2000;

type MarkerCells = Record<(typeof MARKER_FILE_COLUMNS)[number], string | number>;

/**
 * A crop's catalogue as the upload reads it (issue 17): one sheet, the header row in the
 * caller's language, a row per marker in chromosome then position order; every column but
 * the position is text, so `1` stays the chromosome "1" and sequences stay as written.
 * `cropId` null writes the empty template. Markers are read a page at a time.
 */
export async function writeMarkerWorkbook(
  workbook: WorkbookWriter,
  db: Db,
  language: Language,
  cropId: number | null,
): Promise<void> {
  const sheet = workbook.addWorksheet(translate('markers.sheetName', language), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }],
  });
  sheet.columns = MARKER_FILE_COLUMNS.map((column) => ({
    width: column === 'description' || column.startsWith('flank') ? COLUMN_WIDTH * 2 : COLUMN_WIDTH,
    style: column === 'pos' ? {} : { numFmt: TEXT_FORMAT },
  }));
  const header = sheet.addRow(
    MARKER_FILE_COLUMNS.map((column) => MARKER_FILE_HEADERS[column][language]),
  );
  header.font = { bold: true };
  header.commit();
  let after: { chr: string; pos: number } | undefined;
  while (cropId !== null) {
    const page = await queryRows<MarkerCells & { chr: string; pos: number }>(
      db,
      sql`select name as mut_name, chr, pos, ref_allele, alt_allele, forward_primer,
          reverse_primer, flank_left, flank_right, gene, description
        from mutations where crop_id = ${cropId}
          ${after ? sql`and (chr, pos) > (${after.chr}, ${after.pos})` : sql``}
        order by chr, pos limit ${PAGE}`,
    );
    for (const marker of page) {
      sheet.addRow(MARKER_FILE_COLUMNS.map((column) => marker[column])).commit();
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = { chr: last.chr, pos: last.pos };
  }
  await sheet.commit();
}
