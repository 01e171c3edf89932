import type { GenomeFilesSummary } from '@plotline/contract/genome-files-summary';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { genomeFiles } from '../../db/schema/genome.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { type GenomeWorld, setUpGenomeWorld } from './genome-files-test-kit.ts';

/** The plot table's Files column (issue 17): per plot of a season, count and worst status. */
let app: FastifyInstance;
let world: GenomeWorld;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpGenomeWorld(app);
});
afterEach(() => app.close());

const summaryOf = (yearId: number) => `genome_files/summary/?year_id=${yearId}`;

/** Rows of files in the given statuses on a plot (their bytes do not matter here). */
async function addFiles(plotId: number, statuses: (typeof genomeFiles.$inferInsert)['status'][]) {
  await world.db.insert(genomeFiles).values(
    statuses.map((status, index) => ({
      plotId,
      originalName: `r${index}.fq`,
      kind: 'fastq' as const,
      status,
      createdBy: world.head.id,
    })),
  );
}

describe('GET genome_files/summary/', () => {
  it('counts each plot’s files and names the most concerning status', async () => {
    await addFiles(world.plotId, ['success', 'failed', 'processing']);
    await addFiles(world.otherPlotId, ['success', 'processing']);
    const answer = await world.headApi('GET', summaryOf(world.nursery.fieldYear.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<GenomeFilesSummary>()).toEqual([
      { plot_id: world.plotId, count: 3, worst_status: 'failed' },
      { plot_id: world.otherPlotId, count: 2, worst_status: 'processing' },
    ]);
  });

  it('leaves out plots without files and puts uploading before processing', async () => {
    await addFiles(world.otherPlotId, ['processing', 'uploading', 'success']);
    const answer = await world.headApi('GET', summaryOf(world.nursery.fieldYear.id));
    expect(answer.json<GenomeFilesSummary>()).toEqual([
      { plot_id: world.otherPlotId, count: 3, worst_status: 'uploading' },
    ]);
  });

  it('answers a reader of the season, and 404 to another tenant', async () => {
    await addFiles(world.plotId, ['success']);
    const read = await world.readerApi('GET', summaryOf(world.nursery.fieldYear.id));
    expect(read.statusCode).toBe(200);
    expect(read.json<GenomeFilesSummary>()).toHaveLength(1);
    const stranger = await world.strangerApi('GET', summaryOf(world.nursery.fieldYear.id));
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses a season id that is not one with a 400 naming year_id', async () => {
    const answer = await world.headApi('GET', 'genome_files/summary/?year_id=abc');
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json())).toContain('year_id');
  });
});
