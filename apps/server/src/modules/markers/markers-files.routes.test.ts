import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildXlsx, readXlsx } from '../imports/imports-test-kit.ts';
import { uploadWeatherFile } from '../weather-files/weather-files-test-kit.ts';
import { createMarker, FLANK_L, FLANK_R, setUpCatalogue } from './markers-test-kit.ts';

/**
 * The catalogue's file (issue 17): an .xlsx or CSV upload as an import job, all or nothing,
 * updating markers at a chr+pos the crop has; the download uploads back unchanged.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpCatalogue>>;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpCatalogue(app);
});
afterEach(() => app.close());

const upload = (file: string | Buffer, api = world.head, language = 'en') =>
  uploadWeatherFile(
    api,
    'upload_file/upload_mutation_table/',
    { spec_id: world.cropId },
    file,
    language,
  );

/** The crop's catalogue as `name chr:pos ref/alt flanks gene|description` lines. */
async function catalogue(): Promise<string[]> {
  const { db } = await getTestDatabase();
  const rows = await queryRows<{ line: string }>(
    db,
    sql`select concat_ws(' ', name, chr || ':' || pos, ref_allele || '/' || alt_allele,
        forward_primer || '/' || reverse_primer, length(flank_left) || '+' || length(flank_right),
        gene || '|' || description) as line
      from mutations where crop_id = ${world.cropId} order by chr, pos`,
  );
  return rows.map((row) => row.line);
}

type Problems = { errors: { row: number | null; column: string | null; message: string }[] };
const problemsOf = (job: Problems | undefined) =>
  (job?.errors ?? []).map((p) => `${p.row ?? '-'} ${p.column ?? '-'}: ${p.message}`);

describe('marker catalogue files', () => {
  it('adds markers from an .xlsx with Russian headers, numbers as chromosomes', async () => {
    const file = await buildXlsx([
      [
        'Маркер',
        'Хромосома',
        'Позиция',
        'Референсный аллель',
        'Альтернативный аллель',
        'Левый фланк',
        'Правый фланк',
        'Ген',
        'Заметки',
      ],
      ['Rht-B1', '4B', 30_861_268, 'c', 't', FLANK_L, FLANK_R, 'Rht-B1', 'не читается'],
      ['m2', 1, '100', null, null, null, null, null, null],
    ]);
    const { response, job } = await upload(file);
    expect(response.statusCode, response.body).toBe(201);
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(job?.result).toMatchObject({ rows: 2, markers_created: 2, markers_updated: 0 });
    expect(await catalogue()).toEqual([
      'm2 1:100 / / 0+0 |',
      'Rht-B1 4B:30861268 C/T / 34+34 Rht-B1|',
    ]);
  });

  it('writes nothing from a CSV with a bad row, naming every problem by row and column', async () => {
    await createMarker(world.head, { spec_id: world.cropId, mut_name: 'keep', chr: '1A', pos: 5 });
    const csv =
      'Marker;Chromosome;Position;Reference allele;Alternative allele;Left flank\n' +
      'a;1A;10;A;G;\n' +
      'b;1A;x;A;;ACGT\n' +
      'c;1A;10;A;AT;\n' +
      ';2B;7;A;Z;\n';
    const { response, job } = await upload(csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(job?.status).toBe('failed');
    expect(problemsOf(job)).toEqual([
      '3 C: A position is a whole number from 1 to 2147483647.',
      '3 F: A flanking sequence needs at least 30 bases.',
      '4 C: This chromosome and position are already in row 2.',
      '5 A: This field is required.',
      '5 E: An allele is written with the bases A, C, G, T only (e.g. "A", or "AT" for an indel).',
    ]);
    expect(await catalogue()).toEqual(['keep 1A:5 / / 0+0 |']);
    const half = await upload('chr,pos,name,ref\n1A,11,h,A\n', world.head, 'ru');
    expect(problemsOf(half.job)).toEqual([
      '2 D: Укажите оба аллеля, референсный и альтернативный, или ни одного.',
    ]);
    const missing = await upload('Marker,Position\nm,1\n');
    expect(problemsOf(missing.job)).toEqual(['1 -: The column «Chromosome» is missing.']);
  });

  it('updates markers at a chr+pos the crop has: present columns rewritten, missing ones kept', async () => {
    await createMarker(world.head, {
      spec_id: world.cropId,
      mut_name: 'old',
      chr: '1A',
      pos: 5,
      ref_allele: 'A',
      alt_allele: 'G',
      gene: 'G1',
      description: 'keep me',
    });
    const csv = 'name\tchr\tpos\tgene\tref\talt\nnew\t1A\t5\t\tA\tC\nother\t2A\t6\tG2\t\t\n';
    const { job } = await upload(csv);
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(job?.result).toMatchObject({ rows: 2, markers_created: 1, markers_updated: 1 });
    expect(await catalogue()).toEqual(['new 1A:5 A/C / 0+0 |keep me', 'other 2A:6 / / 0+0 G2|']);
  });

  it('downloads the catalogue as an .xlsx that uploads back unchanged; the template is empty', async () => {
    await createMarker(world.head, {
      spec_id: world.cropId,
      mut_name: 'Rht-B1',
      chr: '4B',
      pos: 30_861_268,
      ref_allele: 'C',
      alt_allele: 'T',
      forward_primer: 'GGCAAG',
      reverse_primer: 'TTGCNR',
      flank_left: FLANK_L,
      flank_right: FLANK_R,
      gene: '007',
      description: 'строка; с "кавычками"',
    });
    await createMarker(world.head, { spec_id: world.cropId, mut_name: 'm', chr: '1', pos: 1 });
    const before = await catalogue();
    const answer = await world.plain(
      'GET',
      `download_mutation_table/?spec_id=${world.cropId}`,
      undefined,
      {
        'accept-language': 'it',
      },
    );
    expect(answer.statusCode).toBe(200);
    const read = await readXlsx(answer.rawPayload);
    expect(read.name).toBe('Marcatori');
    expect(read.rows[0]?.slice(0, 3)).toEqual(['Marcatore', 'Cromosoma', 'Posizione']);
    expect(read.rows[1]?.slice(0, 3)).toEqual(['m', '1', 1]);
    const again = await upload(answer.rawPayload);
    expect(again.job?.status, JSON.stringify(again.job?.errors)).toBe('success');
    expect(again.job?.result).toMatchObject({ rows: 2, markers_created: 0, markers_updated: 0 });
    expect(await catalogue()).toEqual(before);
    const template = await world.plain('GET', 'mutation_table_template/', undefined, {
      'accept-language': 'es',
    });
    const empty = await readXlsx(template.rawPayload);
    expect(empty.rows).toHaveLength(1);
    expect(empty.rows[0]?.[0]).toBe('Marcador');
  });

  it('lets only heads and owners upload; another tenant’s crop is 404; not a table is 400', async () => {
    const csv = 'name,chr,pos\nm,1A,1\n';
    expect((await upload(csv, world.plain)).response.statusCode).toBe(403);
    expect((await upload(csv, world.editor)).response.statusCode).toBe(403);
    expect((await upload(csv, world.stranger)).response.statusCode).toBe(404);
    const download = await world.stranger(
      'GET',
      `download_mutation_table/?spec_id=${world.cropId}`,
    );
    expect(download.statusCode).toBe(404);
    const binary = await upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]));
    expect(binary.response.statusCode).toBe(400);
    expect(Object.keys(binary.response.json())).toEqual(['file']);
    const byHod = await upload(csv, world.hod);
    expect(byHod.job?.status).toBe('success');
  });
});
