import type { CombinedPlot } from '@plotline/contract/plots';
import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

type PlotRow = {
  plot_id: number;
  plot_name: string;
  plot_label: string | null;
  comment: string;
  width: number | null;
  length: number | null;
  position: number;
  plot_group: string | null;
  line_id: number;
  line_name: string;
  is_sort: boolean;
  mother_id: number | null;
  mother: string | null;
  father_id: number | null;
  father: string | null;
  cross_id: number | null;
  cross_name: string | null;
};

/**
 * The plot-table rows of these plots, in the given order, with their phenotypes, stages
 * (days after sowing counted from the emergence stage), harvest, genotypes and plant rows.
 * Six bulk queries whatever the page size.
 */
export async function loadPlotDetails(db: Db, ids: readonly number[]): Promise<CombinedPlot[]> {
  if (ids.length === 0) return [];
  const idList = sql`${sql.param([...ids])}::int[]`;
  const [base, results, stages, harvest, genotypes, brushes] = await Promise.all([
    queryRows<PlotRow>(
      db,
      sql`select p.id as plot_id, p.name as plot_name, p.label as plot_label, p.comment,
          p.width, p.length, p.position, p.plot_group, l.id as line_id, l.name as line_name,
          l.is_sort, m.id as mother_id, m.name as mother, f.id as father_id, f.name as father,
          c.id as cross_id, c.name as cross_name
        from plots p join lines l on l.id = p.line_id
        left join lines m on m.id = l.mother_id left join lines f on f.id = l.father_id
        left join lines c on c.id = p.crossbreeding_line_id
        where p.id = any(${idList})`,
    ),
    queryRows<{ plot_id: number; id: number; feature: string; value: string; unit: string }>(
      db,
      sql`select r.plot_id, r.id, f.name as feature, r.value_entered as value, r.unit
        from plot_results r join features f on f.id = r.feature_id
        where r.plot_id = any(${idList}) and r.brush_id is null order by f.name`,
    ),
    queryRows<{
      plot_id: number;
      id: number;
      stage: string;
      date: string | null;
      days: number | null;
    }>(
      db,
      sql`select s.plot_id, s.id, s.stage, s.date::text as date,
          (s.date - e.date)::int as days
        from plot_stages s left join plot_stages e on e.plot_id = s.plot_id
          and e.brush_id is null and e.stage = ${EMERGENCE_STAGE}
        where s.plot_id = any(${idList}) and s.brush_id is null order by s.date nulls last, s.stage`,
    ),
    queryRows<{
      plot_id: number;
      id: number;
      technology: string;
      planned: string | null;
      real: string | null;
      comment: string;
    }>(
      db,
      sql`select plot_id, id, technology, date_planned::text as planned,
          date_real::text as real, comment
        from harvest_technologies where plot_id = any(${idList}) order by technology`,
    ),
    queryRows<{
      plot_id: number;
      id: number;
      mutation_id: number;
      name: string;
      a1: string;
      a2: string;
      source: 'manual' | 'reads';
      depth: number | null;
      quality: number | null;
    }>(
      db,
      sql`select g.plot_id, g.id, g.mutation_id, m.name, g.first_allele as a1, g.second_allele as a2,
          g.source, g.depth, g.quality
        from plot_genotypes g join mutations m on m.id = g.mutation_id
        where g.plot_id = any(${idList}) and g.brush_id is null order by m.name`,
    ),
    queryRows<{ plot_id: number; id: number; name: string }>(
      db,
      sql`select plot_id, id, name from brushes where plot_id = any(${idList}) order by name, id`,
    ),
  ]);
  const group = <T extends { plot_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const list = map.get(row.plot_id);
      if (list) list.push(row);
      else map.set(row.plot_id, [row]);
    }
    return map;
  };
  const [r, s, h, g, b] = [
    group(results),
    group(stages),
    group(harvest),
    group(genotypes),
    group(brushes),
  ];
  const byId = new Map(base.map((row) => [row.plot_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const plotBrushes = b.get(id) ?? [];
    return [
      {
        plot_order_priority: row.position,
        line_id: row.line_id,
        line_name: row.line_name,
        parent_line_id_1: row.mother_id,
        parent_name_1: row.mother,
        parent_line_id_2: row.father_id,
        parent_name_2: row.father,
        plot_id: row.plot_id,
        plot_name: row.plot_name,
        comment: row.comment,
        length: row.length,
        width: row.width,
        square: row.width !== null && row.length !== null ? row.width * row.length : null,
        plot_group: row.plot_group ?? '',
        is_sort: row.is_sort,
        plot_label: row.plot_label,
        is_existed_brush: plotBrushes.length > 0,
        crossbreeding_line_id: row.cross_id,
        crossbreeding_line_name: row.cross_name,
        plot_results: (r.get(id) ?? []).map((x) => ({
          plot_final_id: x.id,
          plot_final_feature: x.feature,
          plot_final_value: x.value,
          plot_final_unit: x.unit,
        })),
        plot_stages: (s.get(id) ?? []).map((x) => ({
          plot_stage_id: x.id,
          stage_of_vegetation: x.stage,
          date_of_stage: x.date,
          days_after_sowing: x.days,
        })),
        plot_harvest: (h.get(id) ?? []).map((x) => ({
          harvest_id: x.id,
          harvest_technology: x.technology,
          harvest_date_planned: x.planned,
          harvest_date_real: x.real,
          harvest_comment: x.comment,
        })),
        genotype: (g.get(id) ?? []).map((x) => ({
          mutation_table_id: x.mutation_id,
          plot_genotype_id: x.id,
          mut_name: x.name,
          first_allele: x.a1,
          second_allele: x.a2,
          source: x.source,
          depth: x.depth,
          quality: x.quality,
        })),
        brushes: plotBrushes.map((x) => ({ brush_id: x.id, brush_name: x.name })),
      },
    ];
  });
}
