import type { NotificationItem } from '@plotline/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { announceImport } from '../../platform/jobs/announce-import.ts';
import type { JobSnapshot } from '../../platform/jobs/job-types.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import {
  BASE_HEADERS,
  buildXlsx,
  FIELD_FILE_URL,
  signedInBreeder,
  upload,
} from './imports-test-kit.ts';

let app: FastifyInstance;
let db: Db;
let alice: Awaited<ReturnType<typeof signedInBreeder>>;

beforeEach(async () => {
  app = await buildTestApp();
  db = (await getTestDatabase()).db;
  alice = await signedInBreeder(app, db, 'alice');
});
afterEach(() => app.close());

async function notificationsOf(headers: Record<string, string>) {
  const response = await app.inject({ url: '/api/v1/notice_app/notifications/', headers });
  return response.json<NotificationItem[]>();
}

const row = (plot: string, repetition: number | string) => [
  plot,
  'Питомник КСИ',
  2025,
  'Краснодар',
  `Делянка ${plot}`,
  'Сорт А',
  repetition,
];

describe('a finished upload notifies the uploader (file_upload)', () => {
  it('that the file was imported, with its counts, in the language of the upload', async () => {
    const file = await buildXlsx([BASE_HEADERS, row('1', 1), row('2', 1)]);
    const { job } = await upload(
      app,
      { ...alice.headers, 'accept-language': 'ru' },
      {
        url: FIELD_FILE_URL,
        file,
        fields: { spec_id: alice.cropId },
      },
    );
    expect(job?.status).toBe('success');
    // read in English later: the stored text stays in the uploader's language
    expect(await notificationsOf(alice.headers)).toEqual([
      {
        type: 'file_upload',
        data: expect.objectContaining({
          title: 'Файл «plots.xlsx» загружен',
          message:
            'Строк: 2; делянок создано: 2, обновлено: 0; записано значений: 0, дат стадий: 0.',
          status: 'success',
          is_ack: false,
        }),
      },
    ]);
  });

  it('that the file was not imported, with the number of problems', async () => {
    const file = await buildXlsx([BASE_HEADERS, row('1', 'один'), row('2', 'два')]);
    const { job } = await upload(app, alice.headers, {
      url: FIELD_FILE_URL,
      file,
      fields: { spec_id: alice.cropId },
    });
    expect(job?.status).toBe('failed');
    const [item] = await notificationsOf(alice.headers);
    expect(item).toMatchObject({
      type: 'file_upload',
      data: {
        title: 'File «plots.xlsx» not imported',
        message: `Problems found: ${job?.errors.length}. Nothing was saved.`,
        status: 'failed',
      },
    });
  });

  it('counts the problems the list left out, and words a field map by its own counts', async () => {
    const job: JobSnapshot = {
      id: 1,
      kind: 'import.plot_result',
      createdBy: alice.user.id,
      status: 'failed',
      progress: 100,
      result: null,
      errors: [
        { row: 2, column: 'A', header: 'Номер делянки', key: 'imports.twoValues' },
        { row: null, column: null, header: null, key: 'imports.moreProblems', params: { n: 1500 } },
      ],
    };
    await announceImport(db, app.notificationBus)(job, { fileName: 'big.xlsx', language: 'it' });
    const counts = { rows: 4, plots_created: 0, plots_updated: 12, values_written: 0 };
    await announceImport(db, app.notificationBus)(
      {
        ...job,
        kind: 'import.field_map',
        status: 'success',
        result: {
          ...counts,
          fields_created: 0,
          years_created: 0,
          stages_written: 0,
          field_years: [],
        },
        errors: [],
      },
      { fileName: 'map.xlsx', language: 'es' },
    );
    const [map, big] = await notificationsOf(alice.headers);
    expect(big?.data).toMatchObject({
      title: 'File «big.xlsx» non importato',
      message: 'Problemi trovati: 1501. Non è stato salvato nulla.',
    });
    expect(map?.data).toMatchObject({
      title: 'Archivo «map.xlsx» importado',
      message: 'Parcelas colocadas en el mapa: 12; filas del mapa: 4.',
      status: 'success',
    });
  });
});
