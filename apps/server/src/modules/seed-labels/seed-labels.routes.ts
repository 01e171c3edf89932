import { API_PATHS } from '@plotline/contract/api-paths';
import { LabelsBody } from '@plotline/contract/warehouse';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { storageLocations, warehouses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import {
  getLotsFor,
  getWarehouseCropFor,
  warehousesVisibleTo,
} from '../../platform/auth/warehouse-policy.ts';
import { attachmentDisposition } from '../../platform/excel/send-workbook.ts';
import { requestLanguage, translate } from '../../platform/i18n/translate.ts';
import { readLotsByIds } from '../seeds/seed-lot-rows.ts';
import { locationUrl } from './location-url.ts';
import type { Label } from './render-labels.ts';
import { renderLabels } from './render-labels.ts';

const PdfFile = z.string().meta({ format: 'binary', description: 'a PDF document' });

/** Labels of seed lots and storage locations (issue 15, decision 041). */
export const seedLabelsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `/${API_PATHS.seedLabels}`,
    {
      schema: {
        tags: ['seed warehouse'],
        summary: 'A PDF of labels for seed lots and storage locations',
        description:
          'Formats: a4-3x8 (70 × 37 mm), a4-2x7 (99.1 × 38.1 mm), a4-4x10 (48.5 × 25.4 mm) ' +
          'sheets, thermal-58x40 (one 58 × 40 mm label per page). A lot label: QR and Code 128 ' +
          'of the lot code, line, code, weight, date, place; a location label: its names and ' +
          'a QR code of <origin>/varieties/storage?location=<id>. Lots first, in the order ' +
          'given. Any lot or location out of reach, or of another crop: 404.',
        body: LabelsBody,
        response: {
          200: { description: 'the labels', content: { 'application/pdf': { schema: PdfFile } } },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { spec_id, lots, locations, format } = request.body;
      const crop = await getWarehouseCropFor(db, user, spec_id, 'read');
      const reached = await getLotsFor(db, user, lots, 'read');
      if (reached.some((lot) => lot.cropId !== crop.id)) throw new AppError('NOT_FOUND');
      const language = requestLanguage(request);
      const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
      const byId = new Map((await readLotsByIds(db, lots)).map((lot) => [lot.id, lot]));
      const labels: Label[] = lots.flatMap((id) => {
        const lot = byId.get(id);
        if (!lot) return [];
        return [
          {
            kind: 'lot' as const,
            code: lot.code,
            lineName: lot.line_name,
            weight: translate('sowing.labelGrams', language, { weight: number.format(lot.weight) }),
            date: lot.date_added,
            place: `${lot.warehouse_name} / ${lot.location_name}`,
          },
        ];
      });
      for (const place of await locationsOf(db, user, crop.id, locations)) {
        labels.push({
          kind: 'location',
          warehouseName: place.warehouseName,
          locationName: place.name,
          url: locationUrl(request, place.id),
        });
      }
      return sendPdf(reply, `labels_${format}.pdf`, renderLabels(labels, format));
    },
  );
};

/** Answers with a PDF attachment streamed as it is drawn. */
function sendPdf(reply: FastifyReply, fileName: string, pdf: PDFKit.PDFDocument): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(fileName))
    .send(pdf);
}

/**
 * The storage locations `ids` of the crop's warehouses in the user's reach, in the order given.
 * @throws AppError NOT_FOUND any unknown, out of reach or of another crop
 */
async function locationsOf(
  db: Db,
  user: Parameters<typeof warehousesVisibleTo>[0],
  cropId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: storageLocations.id,
      name: storageLocations.name,
      warehouseName: warehouses.name,
    })
    .from(storageLocations)
    .innerJoin(warehouses, eq(warehouses.id, storageLocations.warehouseId))
    .where(
      and(
        anyInt(storageLocations.id, [...new Set(ids)]),
        eq(warehouses.cropId, cropId),
        warehousesVisibleTo(user),
      ),
    );
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) as (typeof rows)[number]);
}
