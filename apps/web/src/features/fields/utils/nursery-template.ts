import {
  NURSERY_HEADERS,
  type NurseryColumn,
  PHENOTYPE_HEADER_PREFIX,
  REQUIRED_NURSERY_COLUMNS,
  STAGE_HEADER_PREFIX,
} from '@plotline/contract/imports';

/** The two nursery uploads that read headers (a field-map file has a layout of its own). */
export type TemplateKind = 'plot_result' | 'field_file';

/** One expected column of an upload: its header text, what it is, whether it is required. */
export type ExpectedHeader = {
  /** The text of the header cell, exactly as the upload reads it. */
  header: string;
  /** Message key of its meaning (`fields.upload.headers.<role>`). */
  role: NurseryColumn | 'phenotype' | 'stage';
  isRequired: boolean;
  /** A value of the template's example row. */
  example: string | number;
};

const EXAMPLE: Record<NurseryColumn, string | number> = {
  label: '101',
  field: 'КСИ-1',
  year: 2026,
  region: 'Краснодарский край',
  plot: 'К-1',
  line: 'Алая заря',
  repetition: 1,
  mother: 'Безостая 1',
  father: 'Гром',
  comment: '',
};

const PLOT_COLUMNS: NurseryColumn[] = [
  'label',
  'field',
  'year',
  'region',
  'plot',
  'line',
  'repetition',
];

/**
 * The columns an upload reads, in the order of its download (decision 010): the plot
 * columns, then parents and comment (field file) or one phenotype and one stage as examples
 * of their `Фенотип;<name>;<unit>` and `Стадия развития;<stage>;` headers (plot results).
 */
export function expectedHeaders(kind: TemplateKind): ExpectedHeader[] {
  const columns: NurseryColumn[] =
    kind === 'field_file' ? [...PLOT_COLUMNS, 'mother', 'father', 'comment'] : PLOT_COLUMNS;
  const fixed = columns.map((column) => ({
    header: NURSERY_HEADERS[column],
    role: column,
    isRequired: REQUIRED_NURSERY_COLUMNS.includes(column),
    example: EXAMPLE[column],
  }));
  if (kind === 'field_file') return fixed;
  return [
    ...fixed,
    {
      header: `${PHENOTYPE_HEADER_PREFIX};урожайность;ц/га`,
      role: 'phenotype',
      isRequired: false,
      example: 52.4,
    },
    {
      header: `${STAGE_HEADER_PREFIX};всходы;`,
      role: 'stage',
      isRequired: false,
      example: '2026-04-28',
    },
  ];
}

/** The template's file name: Latin, and different for the two uploads. */
export function templateFileName(kind: TemplateKind): string {
  return kind === 'field_file'
    ? 'plotline_template_nursery.xlsx'
    : 'plotline_template_results.xlsx';
}
