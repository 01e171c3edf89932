import { API_PATHS } from '@plotline/contract/api-paths';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { buildXlsx, upload } from '../imports/imports-test-kit.ts';

/**
 * Helpers of the line upload tests: real .xlsx files, the uploads with their jobs polled to
 * the end, and the crop's lines as the database holds them. Only tests import this file.
 */

export const LINES_URL = `/api/v1/${API_PATHS.uploadLines}`;
export const PARENTS_URL = `/api/v1/${API_PATHS.uploadLineParents}`;
export const EXPORT_URL = `/api/v1/${API_PATHS.lineExport}`;

/** Uploads rows (row 1 the headers) as a line file and waits for the job. */
export async function uploadLines(
  app: FastifyInstance,
  headers: Record<string, string>,
  input: { cropId: number; rows?: ExcelJS.CellValue[][]; file?: Buffer; url?: string },
) {
  const file = input.file ?? (await buildXlsx(input.rows ?? []));
  return upload(app, headers, {
    url: input.url ?? LINES_URL,
    file,
    fields: { spec_id: input.cropId },
  });
}

/** The crop's lines by name: the record and the parents' names. */
export async function linesOf(db: Db, cropId: number) {
  const mothers = alias(lines, 'mothers');
  const fathers = alias(lines, 'fathers');
  const rows = await db
    .select({
      name: lines.name,
      isSort: lines.isSort,
      species: lines.species,
      origin: lines.origin,
      regions: lines.regions,
      uniformity: lines.uniformity,
      heteroticGroup: lines.heteroticGroup,
      genealogy: lines.genealogy,
      owner: lines.owner,
      comments: lines.comments,
      herbicides: lines.herbicides,
      fungicides: lines.fungicides,
      mother: mothers.name,
      father: fathers.name,
      createdBy: lines.createdBy,
    })
    .from(lines)
    .leftJoin(mothers, eq(mothers.id, lines.motherId))
    .leftJoin(fathers, eq(fathers.id, lines.fatherId))
    .where(eq(lines.cropId, cropId))
    .orderBy(asc(lines.name));
  return Object.fromEntries(rows.map((row) => [row.name, row]));
}

/** Parents by line name: `{name: [mother, father]}`. */
export async function parentsOf(db: Db, cropId: number) {
  const all = await linesOf(db, cropId);
  return Object.fromEntries(
    Object.values(all).map((line) => [line.name, [line.mother, line.father]]),
  );
}
