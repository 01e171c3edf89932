import { z } from 'zod';
import { Id } from './common.ts';
import { GENOME_FILE_STATUSES } from './genome-files.ts';

/** `GET genome_files/summary/?year_id=`: the season's plots that have sequencing files. */
export const GenomeFilesSummaryQuery = z.object({
  year_id: Id.describe('the season (field year)'),
});
export type GenomeFilesSummaryQuery = z.input<typeof GenomeFilesSummaryQuery>;

/** A plot's files in a word: how many, and the most concerning status among them. */
export const PlotFilesSummary = z.object({
  plot_id: z.number().int(),
  count: z.number().int(),
  /** failed before uploading before processing before success. */
  worst_status: z.enum(GENOME_FILE_STATUSES),
});
export type PlotFilesSummary = z.infer<typeof PlotFilesSummary>;

/** Only plots with at least one file, by plot id. */
export const GenomeFilesSummary = z.array(PlotFilesSummary);
export type GenomeFilesSummary = z.infer<typeof GenomeFilesSummary>;
