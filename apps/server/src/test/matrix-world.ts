import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { companies, divisions, jobs, notifications, users } from '../db/schema.ts';
import {
  buildGenomeAnalysis,
  buildRunningGwas,
} from '../modules/genome-analyses/genome-analysis-fixture.ts';
import { buildPrediction } from '../modules/genome-analyses/prediction-fixture.ts';
import { buildGenomeFileWorld } from '../modules/genome-files/genome-file-fixture.ts';
import { buildGenotypeMatrix } from '../modules/genotype-matrices/genotype-matrix-fixture.ts';
import { buildKnowledgeEntry } from '../modules/knowledge-base/knowledge-base-fixture.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { buildAgroWorld } from './agro-world.ts';
import { bearer, logInAs, TEST_PASSWORD } from './factories.ts';
import { buildMeteoWorld } from './meteo-world.ts';
import { multipart, TINY_PNG } from './multipart.ts';
import { getTestDatabase, resetDatabase } from './test-app.ts';
import { buildWarehouseWorld } from './warehouse-world.ts';

/** The actors of the policy matrix (issue 4). */
export const MATRIX_ACTORS = [
  'other', // head of another company
  'stranger', // a company-less user
  'employee', // an employee of the company without any group
  'reader', // an employee with a view-only group on the 2025 season
  'writer', // an employee with a view-and-edit group on the 2025 season
  'hod', // head of a division (the nursery belongs to the head of company, no division)
  'hoc', // head of the company, owner of the nursery
  'admin', // the platform's super admin
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];

type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Call = (
  method: Method,
  url: string,
  payload?: object | Buffer,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** Ids of the world's objects, for the requests of the matrix. */
export type World = Awaited<ReturnType<typeof buildNurseryWorld>>;

let passwordHash: string | undefined;

/**
 * Inserts the matrix's companies and people, always in the same order so that ids repeat
 * after a reset (identities restart) and signed-in tokens stay valid.
 */
async function seedPeople() {
  const { db } = await getTestDatabase();
  passwordHash ??= await hashPassword(TEST_PASSWORD);
  const [company, rival] = await db
    .insert(companies)
    .values([{ name: 'Агро' }, { name: 'Rival' }])
    .returning({ id: companies.id });
  if (!company || !rival) throw new Error('no companies');
  const [division] = await db
    .insert(divisions)
    .values({ companyId: company.id, name: 'Селекция' })
    .returning({ id: divisions.id });
  if (!division) throw new Error('no division');
  const person = (username: string, values: Partial<typeof users.$inferInsert> = {}) => ({
    username,
    passwordHash: passwordHash as string,
    companyId: company.id,
    role: 'employee' as const,
    ...values,
  });
  const rows = await db
    .insert(users)
    .values([
      person('admin', { isSuperAdmin: true, companyId: null, role: null }),
      person('hoc', { role: 'head_of_company' }),
      person('hod', { role: 'head_of_division', divisionId: division.id }),
      person('employee'),
      person('reader'),
      person('writer'),
      person('other', { companyId: rival.id, role: 'head_of_company' }),
      person('stranger', { companyId: null, role: null }),
    ])
    .returning({ id: users.id, username: users.username });
  const ids = Object.fromEntries(rows.map((row) => [row.username, row.id])) as Record<
    MatrixActor,
    number
  >;
  return { ids, companyId: company.id, divisionId: division.id, rivalId: rival.id };
}

/** The people of the matrix, signed in once per test file. */
export async function buildPeople(app: FastifyInstance) {
  await resetDatabase(await getTestDatabase());
  const seeded = await seedPeople();
  const headers = {} as Record<MatrixActor, Record<string, string>>;
  for (const actor of MATRIX_ACTORS) headers[actor] = bearer((await logInAs(app, actor)).access);
  const callAs =
    (actor: MatrixActor): Call =>
    (method, url, payload, extra = {}) =>
      app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { ...headers[actor], ...extra },
        payload,
      });
  return { ...seeded, callAs };
}

/** Empties the database and builds people and nursery again, with the same ids. */
export async function rebuildWorld(people: People): Promise<World> {
  await resetDatabase(await getTestDatabase());
  await seedPeople();
  return buildNurseryWorld(people);
}

export type People = Awaited<ReturnType<typeof buildPeople>>;

async function json(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  if (answer.statusCode >= 300)
    throw new Error(`world setup failed: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

/**
 * The company's nursery world, built by its head through the API: crop, nursery with the
 * 2024 and 2025 seasons, a plot with a phenotype, stage, harvest, marker, plant row and photo,
 * a line photo, a view-only group (reader) on 2025 and a view-and-edit group (writer) on both
 * seasons (line L grows in 2025 only), an
 * import job of the head and a notification of the head.
 */
export async function buildNurseryWorld(people: People) {
  const hoc = people.callAs('hoc');
  const db = 'plotline_db';
  const cropId: number = (
    await json(hoc('POST', `${db}/species_table/`, { russian_name: 'Пшеница' }))
  ).spec_id;
  const fieldId: number = (
    await json(
      hoc('POST', `${db}/field_table/`, { spec_id: cropId, field_name: 'КСИ', region: 'Юг' }),
    )
  ).field_id;
  const year = async (value: number): Promise<number> =>
    (
      await json(
        hoc('POST', `${db}/field_year_add/`, { field_id: fieldId, year: value, spec_id: cropId }),
      )
    ).id;
  const oldYearId = await year(2024);
  const yearId = await year(2025);
  const [plot] = await json(
    hoc('POST', `${db}/plot_table/`, {
      plot_name: 'P',
      field: fieldId,
      year: 2025,
      spec_id: cropId,
      line_name: 'L',
    }),
  );
  const plotId: number = plot.plot_id;
  const [result] = (
    await json(
      hoc('POST', `${db}/plot_final_results/add_multiple/`, {
        results: [{ plot: plotId, feature: 'высота', unit: 'см', value: 80 }],
      }),
    )
  ).plot_final_result;
  const stage = await json(
    hoc('POST', `${db}/plot_stage/`, {
      plot: plotId,
      stage_of_vegetation: 'всходы',
      date_of_stage: '2025-05-01',
    }),
  );
  const [harvest] = await json(
    hoc('POST', `${db}/harvest_technology/add_multiple/`, {
      harvest_technologies: [
        { plot: plotId, feature: 'комбайн', date_planned: null, date_real: null },
      ],
    }),
  );
  await json(
    hoc('POST', `${db}/genotype_mutation_create_by_pos_and_chr/`, {
      plot_id: plotId,
      in_plot_created: true,
      chr: '1A',
      pos: 100,
      mut_name: 'm1',
      first_allele: 'A',
      second_allele: 'G',
    }),
  );
  const table = await json(
    hoc('GET', `${db}/combined_plot_field_line_genealogy/?year_id=${yearId}`),
  );
  const row = table.data[0];
  const genotypeId: number = row.genotype[0].plot_genotype_id;
  const lineId: number = row.line_id;
  const brush = await json(hoc('POST', `${db}/brush_table/`, { plot: plotId, brush_name: 'Р1' }));
  const photo = async (kind: 'plot' | 'line', subject: number) => {
    const body = multipart({
      [kind]: String(subject),
      photographed_at: '2025-06-01',
      photo: { filename: 'p.png', content: TINY_PNG, type: 'image/png' },
    });
    return (await json(hoc('POST', `${db}/${kind}_photo/`, body.payload, body.headers)))
      .id as number;
  };
  const grant = async (name: string, write: boolean, member: number, yearIds: number[]) =>
    (
      await json(
        hoc('POST', `${db}/field_year_permissions/`, {
          year_ids: yearIds,
          name,
          write,
          user_ids: [member],
        }),
      )
    )[0];
  const readGrant = await grant('Читатели', false, people.ids.reader, [yearId]);
  const writeGrant = await grant('Редакторы', true, people.ids.writer, [yearId, oldYearId]);
  const { db: database } = await getTestDatabase();
  const [job] = await database
    .insert(jobs)
    .values({ kind: 'plot_result', status: 'success', progress: 100, createdBy: people.ids.hoc })
    .returning({ id: jobs.id });
  // a resumable upload of the head's, 6 bytes announced, none sent (decision 033)
  const upload = await hoc('POST', 'uploads/', undefined, {
    'tus-resumable': '1.0.0',
    'upload-length': '6',
    'upload-metadata': `filename ${btoa('reads.fastq')},purpose ${btoa('genome.fastq')}`,
  });
  const [notice] = await database
    .insert(notifications)
    .values({ userId: people.ids.hoc, eventType: 'file_upload', title: 'T', status: 'success' })
    .returning({ id: notifications.id });
  return {
    cropId,
    fieldId,
    oldYearId,
    yearId,
    plotId,
    lineId,
    resultId: result.id as number,
    stageId: stage.id as number,
    harvestId: harvest.id as number,
    genotypeId,
    // a genotype matrix of the crop imported by the head (issue 17, decision 046)
    ...(await (async () => {
      const genotypeMatrixId = await buildGenotypeMatrix(cropId, people.ids.hoc, lineId);
      // a finished structure analysis of it by the head (issue 19, decision 054)
      const genomeAnalysisId = await buildGenomeAnalysis(cropId, genotypeMatrixId, people.ids.hoc);
      // and a GWAS of it still running
      const gwasId = await buildRunningGwas(cropId, genotypeMatrixId, people.ids.hoc);
      const predictionId = await buildPrediction(cropId, genotypeMatrixId, people.ids.hoc);
      return { genotypeMatrixId, genomeAnalysisId, gwasId, predictionId };
    })()),
    // the marker of the catalogue the genotype is at (issue 17)
    markerId: row.genotype[0].mutation_table_id as number,
    // a knowledge-base entry about it by the head, with one manual effect (issue 19)
    knowledgeEntryId: await buildKnowledgeEntry(cropId, people.ids.hoc),
    brushId: brush.brush_id as number,
    plotPhotoId: await photo('plot', plotId),
    linePhotoId: await photo('line', lineId),
    readGroupId: readGrant.user_group_id as number,
    writeGroupId: writeGrant.user_group_id as number,
    readPermissionId: readGrant.id as number,
    jobId: job?.id ?? 0,
    uploadId: String(upload.headers.location).split('/').at(-2) ?? '',
    notificationId: notice?.id ?? 0,
    divisionId: people.divisionId,
    employeeId: people.ids.employee,
    // the seed warehouse (decision 040)
    ...(await buildWarehouseWorld(hoc, { cropId, lineId, plotId, fieldId })),
    // agrochemistry (decision 044)
    ...(await buildAgroWorld(hoc, { fieldId, plotId })),
    // the weather of the nursery (decision 044)
    ...(await buildMeteoWorld(hoc, { fieldId })),
    // a sequencing file of the plot (decision 047)
    ...(await buildGenomeFileWorld(hoc, { plotId })),
    // the 2025 season's field map (decision 018), for the field_maps/{id}/ routes
    fieldMapId: (
      await json(hoc('GET', `${db}/field_maps/?year_id=${yearId}&field_id=${fieldId}`))
    )[0].id as number,
  };
}
