import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/** The media type of .xlsx workbooks. */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A streaming workbook: rows are written and committed one by one. */
export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/** `attachment` with an ASCII `filename` and the exact name as RFC 5987 `filename*`. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Answers with an .xlsx attachment written by `build` through exceljs's streaming writer,
 * so a large field-year never sits in memory as a whole workbook. Load the data before
 * calling: once the answer has started, a failure can only cut the download short.
 */
export function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  build: (workbook: WorkbookWriter) => Promise<void>,
): FastifyReply {
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: body,
    useStyles: true,
    useSharedStrings: false,
  });
  build(workbook)
    .then(() => workbook.commit())
    .catch((error: unknown) => {
      reply.log.error({ err: error }, 'writing a workbook failed');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(fileName))
    .send(body);
}
