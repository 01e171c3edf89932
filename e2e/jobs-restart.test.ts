import type { ImportJob } from '@plotline/contract/imports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/start-server.ts';

/**
 * `npm start` as shipped (embedded PostgreSQL owned by the server process) killed with SIGKILL
 * in the middle of an import: after a restart the import runs again from its stored upload and
 * completes once, nothing half-written (decision 032).
 */
const USER = { username: 'restart.breeder', password: 'Strong-pass1' } as const;
// enough rows that the write phase outlasts a few progress writes (0.5 s apart) on a fast machine
const ROWS = 120_000;
let server: RunningServer;
let headers: Record<string, string>;
let cropId: number;

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${server.url}/api/v1/${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string>) },
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Результаты');
  sheet.addRow([
    'Название питомника',
    'Год',
    'Регион',
    'Название делянки',
    'Название сорта',
    'Номер повторности',
    'Фенотип;урожайность;ц/га',
    'Фенотип;высота;см',
    'Фенотип;масса;г',
  ]);
  for (let i = 0; i < ROWS; i++) {
    sheet.addRow([
      'Рестарт',
      2025,
      'Краснодарский край',
      `Р-${i}`,
      `Линия ${i % 300}`,
      1,
      i % 90,
      80,
      7,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  server = await startServer({
    SEED_DEMO: 'false',
    JOBS_HEARTBEAT_SECONDS: '0.5',
    JOBS_STALE_SECONDS: '3',
    JOBS_RETRY_DELAY_SECONDS: '0',
  });
  const { username, password } = USER;
  const registration = await fetch(`${server.url}/api/v1/users/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password1: password,
      password2: password,
      first_name: 'Пётр',
      last_name: 'Рестартов',
      email: 'restart@example.org',
    }),
  });
  expect(registration.status).toBe(201);
  headers = {};
  const login = await api<{ access: string }>('login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  headers = { authorization: `Bearer ${login.body.access}` };
  const crop = await api<{ spec_id: number }>('plotline_db/species_table/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ russian_name: 'Пшеница' }),
  });
  expect(crop.status).toBe(201);
  cropId = crop.body.spec_id;
}, 180_000);
afterAll(() => server?.stop());

/** Polls `jobs/{id}/` until `until` holds. */
async function pollJob(id: number, until: (job: ImportJob) => boolean): Promise<ImportJob> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const { body } = await api<ImportJob>(`plotline_db/jobs/${id}/`);
    if (until(body)) return body;
    if (Date.now() > deadline) throw new Error(`job stuck: ${JSON.stringify(body)}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('an import survives a killed server', () => {
  it('runs again after the restart and completes once', async () => {
    const form = new FormData();
    form.set('spec_id', String(cropId));
    form.set('file', new Blob([new Uint8Array(await workbook())]), 'restart.xlsx');
    const upload = await api<ImportJob>('plotline_db/upload_custom_file/plot_result/', {
      method: 'POST',
      body: form,
    });
    expect(upload.status).toBe(201);
    const id = upload.body.job_id;
    const halfway = await pollJob(
      id,
      (job) => job.progress >= 65 || (job.status !== 'processing' && job.status !== 'pending'),
    );
    expect(halfway.status).toBe('processing');

    await server.crash();
    await server.restart();
    const job = await pollJob(id, (job) => !['pending', 'processing'].includes(job.status));
    // every plot created by the second run: the first one left nothing behind
    expect(job).toMatchObject({
      status: 'success',
      result: { rows: ROWS, plots_created: ROWS, plots_updated: 0, values_written: ROWS * 3 },
    });
    const notices = await api<{ data: { title: string } }[]>(
      'notice_app/notifications/?status__neq=pending',
    );
    expect(notices.body.filter((n) => n.data.title.includes('restart.xlsx'))).toHaveLength(1);
  }, 300_000);
});
