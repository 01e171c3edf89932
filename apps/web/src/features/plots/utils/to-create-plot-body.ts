import type { CreatePlotBody } from '@plotline/contract/plots';

/** What the add-plot form holds. */
export type PlotFormValues = {
  plot_name: string;
  line_name: string;
  plot_label?: string;
  mother?: string;
  father?: string;
  repetitions?: number | null;
  width?: number | null;
  length?: number | null;
  comment?: string;
  year: number;
};

export const PLOT_FORM_FIELDS = [
  'plot_name',
  'line_name',
  'plot_label',
  'mother',
  'father',
  'repetitions',
  'width',
  'length',
  'comment',
  'year',
] as const;

/** Spec §5: width and length only when filled in; empty repetitions as null. */
export function toCreatePlotBody(
  values: PlotFormValues,
  target: { specId: number; fieldId: number },
): CreatePlotBody {
  const text = (value: string | undefined) => value?.trim() ?? '';
  return {
    plot_name: text(values.plot_name),
    line_name: text(values.line_name),
    field: target.fieldId,
    year: values.year,
    spec_id: target.specId,
    comment: text(values.comment),
    mother: text(values.mother) || null,
    father: text(values.father) || null,
    repetitions: values.repetitions ?? null,
    ...(typeof values.width === 'number' ? { width: values.width } : {}),
    ...(typeof values.length === 'number' ? { length: values.length } : {}),
    ...(text(values.plot_label) ? { plot_label: text(values.plot_label) } : {}),
  };
}
