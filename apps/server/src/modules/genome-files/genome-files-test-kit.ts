import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeFileItem } from '@plotline/contract/genome-files';
import {
  readsAsFastq,
  type SimulatedGenome,
  simulateGenome,
  simulateReads,
} from '@plotline/genome/calling/simulate-reads';
import type { FastifyInstance } from 'fastify';
import { pack } from 'tar-stream';
import yazl from 'yazl';
import { mutations } from '../../db/schema/plots.ts';
import { bearer, buildCompany, buildUser, logInAs } from '../../test/factories.ts';
import { apiAs } from '../../test/nursery-api.ts';
import { buildNursery } from '../../test/nursery-factories.ts';
import { getTestDatabase } from '../../test/test-app.ts';

/** Paths relative to `/api/v1/plotline_db/`. */
export const PATHS = {
  files: API_PATHS.genomeFiles.replace('plotline_db/', ''),
  list: API_PATHS.fastqcArchives.replace('plotline_db/', ''),
  download: API_PATHS.downloadFastqcArchive.replace('plotline_db/', ''),
  url: API_PATHS.fastqUploadUrl.replace('plotline_db/', ''),
  save: API_PATHS.saveFastqFile.replace('plotline_db/', ''),
  fastqc: API_PATHS.uploadFastqcFiles.replace('plotline_db/', ''),
  delete: API_PATHS.deleteFastqcFile.replace('plotline_db/', ''),
};

/**
 * A company with a head, an employee who only reads the season, a stranger of another
 * tenant; a nursery with plots A/1 and B/1.
 */
export async function setUpGenomeWorld(app: FastifyInstance) {
  const { db } = await getTestDatabase();
  const company = await buildCompany(db);
  const head = await buildUser(db, {
    username: 'head',
    companyId: company.id,
    role: 'head_of_company',
  });
  const reader = await buildUser(db, {
    username: 'reader',
    companyId: company.id,
    role: 'employee',
  });
  await buildUser(db, { username: 'stranger' });
  const nursery = await buildNursery(db, { companyId: company.id });
  const as = async (username: string) => apiAs(app, bearer((await logInAs(app, username)).access));
  const headApi = await as('head');
  const grant = await headApi('POST', 'field_year_permissions/', {
    year_ids: [nursery.fieldYear.id],
    name: 'Readers',
    write: false,
    user_ids: [reader.id],
  });
  if (grant.statusCode !== 201) throw new Error(`grant: ${grant.body}`);
  return {
    db,
    head,
    nursery,
    plotId: nursery.plots[0]?.id as number,
    otherPlotId: nursery.plots[1]?.id as number,
    headApi,
    readerApi: await as('reader'),
    strangerApi: await as('stranger'),
    headToken: (await logInAs(app, 'head')).access,
  };
}
export type GenomeWorld = Awaited<ReturnType<typeof setUpGenomeWorld>>;

/** A small simulated genome with known genotypes, its markers put in the crop's catalogue. */
export async function addCatalogue(world: GenomeWorld, seed = 7) {
  const genome = simulateGenome({ seed, length: 30_000, markerCount: 12 });
  const rows = await world.db
    .insert(mutations)
    .values(
      genome.markers.map((marker, i) => ({
        cropId: world.nursery.crop.id,
        name: `m${i + 1}`,
        chr: '1',
        pos: marker.position,
        refAllele: marker.ref,
        altAllele: marker.alt,
        flankLeft: marker.flankLeft,
        flankRight: marker.flankRight,
      })),
    )
    .returning({ id: mutations.id });
  const truth = new Map(
    rows.map((row, i) => {
      const marker = genome.markers[i];
      if (!marker) throw new Error('marker');
      return [row.id, { ref: marker.ref, alt: marker.alt, truth: marker.truth }] as const;
    }),
  );
  return { genome, truth };
}

/** FASTQ text of simulated reads of a genome (at `depth`). */
export function fastqOf(genome: SimulatedGenome, depth = 25, seed = 3): string {
  return readsAsFastq(simulateReads(genome, { seed, depth, errorRate: 0.005 }));
}

/** A tar (gzip when `gzip`) of named files. */
export async function tarOf(
  entries: Record<string, string | Buffer>,
  gzip = false,
): Promise<Buffer> {
  const tar = pack();
  for (const [name, content] of Object.entries(entries)) tar.entry({ name }, content);
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  return gzip ? gzipSync(bytes) : bytes;
}

/** A zip of named files. */
export async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(zip.outputStream) as AsyncIterable<Buffer>)
    chunks.push(chunk);
  return Buffer.concat(chunks);
}

type Api = GenomeWorld['headApi'];

/** Creates a tus upload of `size` bytes named `filename`. @returns its id */
export async function createTusUpload(api: Api, filename: string, size: number): Promise<string> {
  const created = await api('POST', '/uploads/', undefined, {
    'tus-resumable': '1.0.0',
    'upload-length': String(size),
    'upload-metadata': `filename ${btoa(filename)},purpose ${btoa('genome.fastq')}`,
  });
  if (created.statusCode !== 201)
    throw new Error(`tus create: ${created.statusCode} ${created.body}`);
  const location = created.headers.location as string;
  return location.replace(/\/$/, '').split('/').pop() as string;
}

/** Sends bytes of an upload from `offset`. */
export async function patchTus(
  app: FastifyInstance,
  token: string,
  id: string,
  offset: number,
  bytes: Buffer,
) {
  const answer = await app.inject({
    method: 'PATCH',
    url: `/api/v1/uploads/${id}/`,
    headers: {
      ...bearer(token),
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
  if (answer.statusCode !== 204) throw new Error(`tus patch: ${answer.statusCode} ${answer.body}`);
}

/** The plot's files. */
export async function listFiles(api: Api, plotId: number): Promise<GenomeFileItem[]> {
  const answer = await api('GET', `${PATHS.list}?plot_id=${plotId}`);
  if (answer.statusCode !== 200) throw new Error(`list: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

/** Waits until the file has left `processing` (the job ran in this process). */
export async function settled(api: Api, plotId: number, fileId: number): Promise<GenomeFileItem> {
  for (let i = 0; i < 300; i++) {
    const file = (await listFiles(api, plotId)).find((item) => item.id === fileId);
    if (!file) throw new Error('file gone');
    if (file.status !== 'processing' && file.status !== 'uploading') return file;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('file still processing');
}

/** Uploads bytes through tus and registers them as a file of the plot; waits for the result. */
export async function uploadReads(
  app: FastifyInstance,
  world: GenomeWorld,
  filename: string,
  bytes: Buffer,
  options: { paired?: boolean; plotId?: number } = {},
): Promise<GenomeFileItem> {
  const id = await createTusUpload(world.headApi, filename, bytes.length);
  await patchTus(app, world.headToken, id, 0, bytes);
  const plotId = options.plotId ?? world.plotId;
  const answer = await world.headApi('POST', PATHS.files, {
    upload: id,
    plot_id: plotId,
    paired: options.paired ?? false,
  });
  if (answer.statusCode !== 201) throw new Error(`register: ${answer.statusCode} ${answer.body}`);
  return settled(world.headApi, plotId, answer.json<GenomeFileItem>().id);
}
