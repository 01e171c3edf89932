import { gzipSync } from 'node:zlib';
import type { FastqUploadUrl, GenomeFileItem, GenomeFileQc } from '@plotline/contract/genome-files';
import { writeFastqcData, writeSummary } from '@plotline/genome/qc/fastqc-text';
import { QcAccumulator } from '@plotline/genome/qc/qc-accumulator';
import { forEachRead } from '@plotline/genome/reads/for-each-read';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { genomeFiles } from '../../db/schema/genome.ts';
import { plotGenotypes } from '../../db/schema/plots.ts';
import { notifications } from '../../db/schema.ts';
import { multipart } from '../../test/multipart.ts';
import { buildTestApp } from '../../test/test-app.ts';
import {
  addCatalogue,
  createTusUpload,
  fastqOf,
  type GenomeWorld,
  listFiles,
  PATHS,
  patchTus,
  settled,
  setUpGenomeWorld,
  tarOf,
  uploadReads,
  zipOf,
} from './genome-files-test-kit.ts';

/**
 * Sequencing files of a plot (issue 17, decision 047): uploads (tus, the contract's form),
 * one processing pass (QC, allele counts, calls), archives, FastQC archives, deletion, access.
 */
let app: FastifyInstance;
let world: GenomeWorld;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpGenomeWorld(app);
});
afterEach(() => app.close());

/** A few FASTQ records of made-up reads (no catalogue needed). */
function smallFastq(prefix = 'r', count = 50): string {
  const bases = 'ACGTTGCAACGTAGCTAGCTAGGATCCATGCAAGTCGATCGTAGCTAGCA';
  let text = '';
  for (let i = 0; i < count; i++)
    text += `@${prefix}${i}\n${bases}\n+\n${'I'.repeat(bases.length)}\n`;
  return text;
}

async function* toAsync(bytes: Buffer) {
  yield bytes;
}

async function readsGenotypes(plotId: number) {
  return world.db
    .select()
    .from(plotGenotypes)
    .where(and(eq(plotGenotypes.plotId, plotId), eq(plotGenotypes.source, 'reads')));
}

describe('processing a sequencing file', () => {
  it('calls the plot’s genotypes at the catalogue markers from a FASTQ of simulated reads', async () => {
    const { genome, truth } = await addCatalogue(world);
    const file = await uploadReads(app, world, 'plot_R1.fastq', Buffer.from(fastqOf(genome)));
    expect(file.status, JSON.stringify(file)).toBe('success');
    expect(file.reads).toBeGreaterThan(4000);
    expect(file.note).toBeNull();
    expect(file.qc_summary).toHaveLength(1);
    expect(file.qc_summary[0]?.file).toBe('plot_R1.fastq');
    expect(file.qc_summary[0]?.modules.map((m) => m.module)).toContain('Basic Statistics');
    expect(file.has_archive).toBe(true);
    const calls = await readsGenotypes(world.plotId);
    expect(calls.length).toBeGreaterThanOrEqual(10);
    let agree = 0;
    for (const call of calls) {
      const marker = truth.get(call.mutationId);
      if (!marker) throw new Error('a call at a marker not in the catalogue');
      const alts = [call.firstAllele, call.secondAllele].filter((a) => a === marker.alt).length;
      expect(
        [call.firstAllele, call.secondAllele].every((a) => a === marker.ref || a === marker.alt),
      ).toBe(true);
      if (alts === marker.truth) agree++;
      expect(call.depth).toBeGreaterThan(0);
      expect(call.quality).toBeGreaterThanOrEqual(20);
    }
    expect(agree / calls.length).toBeGreaterThanOrEqual(0.9);
    // the end is announced to the uploader
    const notes = await world.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, world.head.id));
    expect(notes.some((n) => n.eventType === 'file_upload' && n.status === 'success')).toBe(true);
  });

  it('gives the full QC report and its FastQC-layout archive', async () => {
    const file = await uploadReads(app, world, 'reads.fq.gz', gzipSync(smallFastq()));
    expect(file.status, JSON.stringify(file)).toBe('success');
    expect(file.reads).toBe(50);
    const qc = await world.headApi('GET', `${PATHS.files}${file.id}/qc/`);
    expect(qc.statusCode).toBe(200);
    const body = qc.json<GenomeFileQc>();
    expect(body.reports[0]?.format).toBe('plotline');
    expect(body.reports[0]?.file).toBe('reads.fq');
    const zip = await world.headApi('GET', `${PATHS.download}${file.id}/`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.rawPayload.includes(Buffer.from('reads_fastqc/fastqc_data.txt'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('reads_fastqc/summary.txt'))).toBe(true);
  });

  it('reads a crop without a catalogue: QC runs, the note says there is no data yet', async () => {
    const file = await uploadReads(app, world, 'reads.fastq', Buffer.from(smallFastq()));
    expect(file.status).toBe('success');
    expect(file.note).toMatch(/No data for this culture yet/);
    expect(file.qc_summary).toHaveLength(1);
  });

  it('reads a paired .tar.gz (R1 and R2), a .zip and a FASTA', async () => {
    const tar = await tarOf(
      {
        'run/s_R1_001.fastq.gz': gzipSync(smallFastq('a')),
        'run/s_R2_001.fastq': smallFastq('b'),
        'run/README.txt': 'notes',
      },
      true,
    );
    const paired = await uploadReads(app, world, 'run.tar.gz', tar, { paired: true });
    expect(paired.status, JSON.stringify(paired)).toBe('success');
    expect(paired.qc_summary.map((s) => s.file).sort()).toEqual([
      's_R1_001.fastq',
      's_R2_001.fastq',
    ]);
    expect(paired.reads).toBe(100);
    const zip = await zipOf({ 'one.fq': smallFastq('z', 30) });
    const zipped = await uploadReads(app, world, 'one.zip', zip);
    expect(zipped.status, JSON.stringify(zipped)).toBe('success');
    expect(zipped.reads).toBe(30);
    const fasta = await uploadReads(
      app,
      world,
      'contigs.fasta',
      Buffer.from('>c1\nACGTACGT\nACGT\n>c2\nGGCC\n'),
    );
    expect(fasta.status, JSON.stringify(fasta)).toBe('success');
    expect(fasta.reads).toBe(2);
  });

  it('fails an archive lacking R2 for paired reads, with the reason', async () => {
    const tar = await tarOf({ 's_R1.fastq': smallFastq() });
    const file = await uploadReads(app, world, 'pair.tar', tar, { paired: true });
    expect(file.status).toBe('failed');
    expect(file.error).toBe(
      'File not processed: The archive lacks the required files: an R1 and an R2 FASTQ file.',
    );
  });

  it('fails a corrupt FASTQ, naming the record', async () => {
    const text = `${smallFastq('r', 3)}@bad\nACGT\n-\nIIII\n`;
    const file = await uploadReads(app, world, 'bad.fastq', Buffer.from(text));
    expect(file.status).toBe('failed');
    expect(file.error).toMatch(/^File not processed: record 4 of bad.fastq is malformed/);
  });

  it('fails a file that holds no reads', async () => {
    const file = await uploadReads(app, world, 'text.fastq', Buffer.from('hello\n'));
    expect(file.status).toBe('failed');
    expect(file.error).toBe('File not processed: the file holds no FASTQ or FASTA reads.');
  });
});

describe('uploads', () => {
  it('lists a resumable upload while it arrives, then processes it once told it finished', async () => {
    const bytes = Buffer.from(smallFastq());
    const id = await createTusUpload(world.headApi, 'late.fastq', bytes.length);
    const registered = await world.headApi('POST', PATHS.files, {
      upload: id,
      plot_id: world.plotId,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const file = registered.json<GenomeFileItem>();
    expect(file.status).toBe('uploading');
    expect(file.uploaded_bytes).toBe(0);
    await patchTus(app, world.headToken, id, 0, bytes.subarray(0, 100));
    expect((await listFiles(world.headApi, world.plotId))[0]?.uploaded_bytes).toBe(100);
    const early = await world.headApi('POST', `${PATHS.files}${file.id}/uploaded/`);
    expect(early.statusCode).toBe(400);
    await patchTus(app, world.headToken, id, 100, bytes.subarray(100));
    const done = await world.headApi('POST', `${PATHS.files}${file.id}/uploaded/`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await settled(world.headApi, world.plotId, file.id)).status).toBe('success');
  });

  it('uploads through the contract’s form (local storage) and save_fastq_file/', async () => {
    const url = await world.headApi(
      'GET',
      `${PATHS.url}?name=${encodeURIComponent('my reads.fq')}`,
    );
    expect(url.statusCode, url.body).toBe(200);
    const form = url.json<FastqUploadUrl>();
    expect(form.url).toBe('/api/v1/plotline_db/genome_files/form_upload/');
    const body = multipart({
      ...form.fields,
      file: { filename: 'my reads.fq', content: Buffer.from(smallFastq()) },
    });
    const posted = await app.inject({
      method: 'POST',
      url: form.url,
      headers: { ...body.headers, authorization: `Bearer ${world.headToken}` },
      payload: body.payload,
    });
    expect(posted.statusCode, posted.body).toBe(204);
    // a forged signature is refused
    const forged = multipart({
      ...form.fields,
      signature: '00'.repeat(32),
      file: { filename: 'x.fq', content: Buffer.from(smallFastq()) },
    });
    const refused = await app.inject({
      method: 'POST',
      url: form.url,
      headers: { ...forged.headers, authorization: `Bearer ${world.headToken}` },
      payload: forged.payload,
    });
    expect(refused.statusCode).toBe(400);
    // another user cannot save the head's key
    const stolen = await world.readerApi('POST', PATHS.save, {
      key: form.fields.key,
      original_name: 'my reads.fq',
      plot_id: world.plotId,
    });
    expect(stolen.statusCode).toBe(403);
    const saved = await world.headApi('POST', PATHS.save, {
      key: form.fields.key,
      original_name: 'my reads.fq',
      plot_id: world.plotId,
      paired: false,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const file = await settled(world.headApi, world.plotId, saved.json<GenomeFileItem>().id);
    expect(file.status).toBe('success');
    expect(file.reads).toBe(50);
    const again = await world.headApi('POST', PATHS.save, {
      key: form.fields.key,
      original_name: 'my reads.fq',
      plot_id: world.plotId,
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a file name of another format or too long', async () => {
    const wrong = await world.headApi('GET', `${PATHS.url}?name=table.xlsx`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().name[0]).toMatch(/Wrong file format/);
    const long = await world.headApi('GET', `${PATHS.url}?name=${'a'.repeat(300)}.fq`);
    expect(long.statusCode).toBe(400);
    expect(long.json().name[0]).toMatch(/too long/);
  });

  it('reads uploaded FastQC result archives into the QC, refusing other zips', async () => {
    const qc = new QcAccumulator('lane1.fastq');
    await forEachRead(toAsync(Buffer.from(smallFastq())), 'fastq', (read) => qc.add(read));
    const report = qc.report();
    const archive = await zipOf({
      'lane1_fastqc/fastqc_data.txt': writeFastqcData(report),
      'lane1_fastqc/summary.txt': writeSummary(report),
    });
    const body = multipart({
      plot_id: String(world.plotId),
      file: [{ filename: 'lane1_fastqc.zip', content: archive }],
    });
    const answer = await world.headApi('POST', PATHS.fastqc, body.payload, body.headers);
    expect(answer.statusCode, answer.body).toBe(201);
    const [item] = answer.json<GenomeFileItem[]>();
    expect(item?.kind).toBe('fastqc');
    expect(item?.status).toBe('success');
    expect(item?.qc_summary[0]?.file).toBe('lane1.fastq');
    expect(item?.qc_summary[0]?.modules[0]).toEqual({ module: 'Basic Statistics', status: 'pass' });
    const download = await world.headApi('GET', `${PATHS.download}${item?.id}/`);
    expect(download.rawPayload.equals(archive)).toBe(true);
    const bad = multipart({
      plot_id: String(world.plotId),
      file: [{ filename: 'other.zip', content: await zipOf({ 'a.txt': 'x' }) }],
    });
    const refused = await world.headApi('POST', PATHS.fastqc, bad.payload, bad.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().file[0]).toMatch(/other.zip is not a FastQC result archive/);
  });
});

describe('deleting and access', () => {
  it('deletes a file and its calls from reads; a typed pair stays', async () => {
    const { genome } = await addCatalogue(world);
    const file = await uploadReads(app, world, 'r.fastq', Buffer.from(fastqOf(genome)));
    const calls = await readsGenotypes(world.plotId);
    expect(calls.length).toBeGreaterThan(0);
    // the user types a pair at one marker: it becomes manual, and a new file never overwrites it
    const typed = calls[0];
    await world.db
      .update(plotGenotypes)
      .set({ source: 'manual', firstAllele: 'N', secondAllele: 'N', depth: null, quality: null })
      .where(eq(plotGenotypes.id, typed?.id as number));
    const second = await uploadReads(app, world, 'r2.fastq', Buffer.from(fastqOf(genome, 10, 9)));
    expect(second.status).toBe('success');
    const [kept] = await world.db
      .select()
      .from(plotGenotypes)
      .where(eq(plotGenotypes.id, typed?.id as number));
    expect(kept?.firstAllele).toBe('N');
    expect((await world.readerApi('DELETE', `${PATHS.delete}${file.id}/`)).statusCode).toBe(403);
    expect((await world.strangerApi('DELETE', `${PATHS.delete}${file.id}/`)).statusCode).toBe(404);
    expect((await world.headApi('DELETE', `${PATHS.delete}${file.id}/`)).statusCode).toBe(204);
    expect((await world.headApi('DELETE', `${PATHS.delete}${second.id}/`)).statusCode).toBe(204);
    expect(await world.db.select().from(genomeFiles)).toEqual([]);
    expect(await readsGenotypes(world.plotId)).toEqual([]);
    const [still] = await world.db
      .select()
      .from(plotGenotypes)
      .where(eq(plotGenotypes.id, typed?.id as number));
    expect(still?.source).toBe('manual');
  });

  it('answers another tenant 404 and a reader 403 on writes, 200 on reads', async () => {
    const file = await uploadReads(app, world, 'r.fastq', Buffer.from(smallFastq()));
    expect(
      (await world.strangerApi('GET', `${PATHS.list}?plot_id=${world.plotId}`)).statusCode,
    ).toBe(404);
    expect((await world.strangerApi('GET', `${PATHS.files}${file.id}/qc/`)).statusCode).toBe(404);
    expect((await world.strangerApi('GET', `${PATHS.download}${file.id}/`)).statusCode).toBe(404);
    const list = await listFiles(world.readerApi, world.plotId);
    expect(list.map((item) => [item.id, item.can_delete])).toEqual([[file.id, false]]);
    const id = await createTusUpload(world.readerApi, 'x.fastq', 10);
    const refused = await world.readerApi('POST', PATHS.files, {
      upload: id,
      plot_id: world.plotId,
    });
    expect(refused.statusCode).toBe(403);
    const headsUpload = await createTusUpload(world.headApi, 'y.fastq', 10);
    const notHis = await world.headApi('POST', PATHS.files, {
      upload: headsUpload,
      plot_id: world.plotId,
    });
    expect(notHis.statusCode).toBe(201);
    const stolen = await world.strangerApi('POST', PATHS.files, {
      upload: headsUpload,
      plot_id: world.plotId,
    });
    expect(stolen.statusCode).toBe(404);
  });
});
