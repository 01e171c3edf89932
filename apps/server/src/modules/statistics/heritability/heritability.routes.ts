import { XlsxFile } from '@plotline/contract/imports';
import {
  HERITABILITY_LINES_MAX,
  HERITABILITY_TRAITS_MAX,
  HeritabilityAnalysis,
  HeritabilityQuery,
} from '@plotline/contract/statistics-heritability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { requireUser } from '../../../platform/auth/authenticate.ts';
import { clientGoneSignal } from '../../../platform/compute/client-gone-signal.ts';
import { sendWorkbook, XLSX_CONTENT_TYPE } from '../../../platform/excel/send-workbook.ts';
import { transliterate } from '../../../platform/excel/transliterate.ts';
import { requestLanguage } from '../../../platform/i18n/translate.ts';
import { analyseHeritability } from './analyse-heritability.ts';
import { writeHeritabilityWorkbook } from './write-heritability-workbook.ts';

const TAGS = ['statistics'];

const DESCRIPTION =
  'Heritability and BLUPs (decision 051): per trait a linear mixed model fitted by REML over ' +
  'the plots of the field-years (environments; repetitions = the `/n` suffix; lines matched by ' +
  'name; a line missing from a season stays): one season `y ~ rep + (1|line)`, several ' +
  '`y ~ env + env:rep + (1|line) + (1|line:env)` or with random environments. Answers the ' +
  'variance components, Cullis’ H² (and the standard H² for balanced data), and the lines’ ' +
  'BLUPs with their PEV and reliability, ranked; `correlations=true` adds the genotypic and ' +
  'phenotypic correlations. A field-year out of sight answers 404 before anything is read. ' +
  `More than ${HERITABILITY_TRAITS_MAX} traits or ${HERITABILITY_LINES_MAX} lines, a trait ` +
  'without values, with fewer than 3 lines or without repetitions answer 400 on `features` ' +
  'with a translated message naming the trait.';

/** "Heritability and BLUPs": the analysis as JSON and as a workbook. */
export const heritabilityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/heritability/',
    {
      schema: {
        tags: TAGS,
        description: DESCRIPTION,
        querystring: HeritabilityQuery,
        response: { 200: HeritabilityAnalysis },
      },
    },
    async (request, reply) =>
      analyseHeritability(db, requireUser(request), request.query, clientGoneSignal(reply)),
  );

  app.get(
    '/plotline_db/heritability/export/',
    {
      schema: {
        tags: TAGS,
        description:
          'The same analysis as an .xlsx attachment `heritability_<year>_<nursery>.xlsx`: a ' +
          'components sheet, one sheet per trait (lines ranked by BLUP), a correlations sheet ' +
          'when asked; headers in the request’s language (Accept-Language).',
        querystring: HeritabilityQuery,
        response: {
          200: {
            description: 'the workbook, as an attachment',
            content: { [XLSX_CONTENT_TYPE]: { schema: XlsxFile } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const signal = clientGoneSignal(reply);
      const analysis = await analyseHeritability(db, user, request.query, signal);
      const [first] = analysis.seasons;
      const more = analysis.seasons.length > 1 ? `_${analysis.seasons.length}_seasons` : '';
      const base = first ? `${first.year}_${transliterate(first.field_name)}${more}` : 'seasons';
      const language = requestLanguage(request);
      return sendWorkbook(reply, `heritability_${base}.xlsx`, (workbook) =>
        writeHeritabilityWorkbook(workbook, analysis, language),
      );
    },
  );
};
