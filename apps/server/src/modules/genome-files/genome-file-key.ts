import { randomUUID } from 'node:crypto';

/** Where a sequencing file's bytes are kept: `genome-files/<file id>/<uuid>.reads`. */
export function genomeFileKeyOf(fileId: number): string {
  return `genome-files/${fileId}/${randomUUID()}.reads`;
}
