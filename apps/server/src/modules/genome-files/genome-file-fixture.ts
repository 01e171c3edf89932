import { API_PATHS } from '@plotline/contract/api-paths';
import type { Call } from '../../test/matrix-world.ts';
import { multipart } from '../../test/multipart.ts';
import { zipOf } from './genome-files-test-kit.ts';

/** A FastQC result archive of one module, as FastQC lays it out. */
export async function tinyFastqcArchive(name = 'lane1'): Promise<Buffer> {
  return zipOf({
    [`${name}_fastqc/fastqc_data.txt`]: `##FastQC\t0.11.9\n>>Basic Statistics\tpass\n#Measure\tValue\nFilename\t${name}.fastq\n>>END_MODULE\n`,
  });
}

/**
 * The policy matrix's sequencing file (issue 17, decision 047): a FastQC archive the head
 * uploads for the plot, so the file's routes have a row with stored bytes.
 */
export async function buildGenomeFileWorld(hoc: Call, ids: { plotId: number }) {
  const body = multipart({
    plot_id: String(ids.plotId),
    file: [{ filename: 'lane1_fastqc.zip', content: await tinyFastqcArchive() }],
  });
  const answer = await hoc('POST', API_PATHS.uploadFastqcFiles, body.payload, body.headers);
  if (answer.statusCode !== 201) throw new Error(`genome file: ${answer.body}`);
  return { genomeFileId: (answer.json() as { id: number }[])[0]?.id ?? 0 };
}
