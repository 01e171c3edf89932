import type { CombinedPlots } from '@plotline/contract/plots';
import { describe, expect, it } from 'vitest';
import { characteristicsOfOverview, featureKinds, resolveDisplayed } from './characteristics.ts';

const overview: CombinedPlots = {
  meta: { total_pages: 1, total_items: 1, current_page: 1, page_size: 250 },
  data: [
    {
      plot_order_priority: 1,
      line_id: 1,
      line_name: 'L',
      parent_line_id_1: null,
      parent_name_1: null,
      parent_line_id_2: null,
      parent_name_2: null,
      plot_id: 1,
      plot_name: 'P/1',
      comment: '',
      length: null,
      width: null,
      square: null,
      plot_group: '',
      is_sort: false,
      plot_label: null,
      is_existed_brush: false,
      crossbreeding_line_id: null,
      crossbreeding_line_name: null,
      plot_results: [
        {
          plot_final_id: 1,
          plot_final_feature: 'масса',
          plot_final_value: '3',
          plot_final_unit: 'г',
        },
      ],
      plot_stages: [
        {
          plot_stage_id: 1,
          stage_of_vegetation: 'цветение',
          date_of_stage: null,
          days_after_sowing: null,
        },
      ],
      plot_harvest: [],
      genotype: [
        {
          mutation_table_id: 1,
          plot_genotype_id: 1,
          mut_name: 'snp1',
          first_allele: 'A',
          second_allele: 'T',
          source: 'manual',
          depth: null,
          quality: null,
        },
      ],
      brushes: [],
    },
  ],
  unique_values: {
    parent: [],
    comment: [],
    phenotypes: { высота: [75, 80.5], окраска: ['red', '3'] },
  },
  characteristics_order: ['окраска', 'высота'],
};

describe('characteristics', () => {
  it('collects phenotypes, stages, markers and units from a page', () => {
    const all = characteristicsOfOverview(overview);
    expect(all.feature).toEqual(['высота', 'масса', 'окраска']);
    expect(all.stage).toEqual(['цветение']);
    expect(all.genotype).toEqual(['snp1']);
    expect(all.units).toEqual({ масса: 'г' });
  });

  it('orders phenotypes by the server default and shows everything else', () => {
    const shown = resolveDisplayed(
      characteristicsOfOverview(overview),
      overview.characteristics_order,
    );
    expect(shown.feature).toEqual(['окраска', 'высота', 'масса']);
    expect(shown.stage).toEqual(['цветение']);
  });

  it('follows a saved configuration exactly', () => {
    const shown = resolveDisplayed(characteristicsOfOverview(overview), [
      'stage:цветение',
      'feature:масса',
      'feature:новый',
    ]);
    expect(shown).toEqual({
      feature: ['масса', 'новый'],
      stage: ['цветение'],
      harvest: [],
      genotype: [],
    });
  });

  it('reads a saved phenotype unit (feature:<name>;<unit>) for a phenotype without values', () => {
    const all = characteristicsOfOverview({
      ...overview,
      characteristics_order: ['feature:урожай;ц/га', 'feature:масса;кг', 'stage:цветение'],
    });
    expect(all.feature).toContain('урожай');
    // the unit of the values wins over a saved one
    expect(all.units).toEqual({ урожай: 'ц/га', масса: 'г' });
    expect(resolveDisplayed(all, ['feature:урожай;ц/га', 'stage:цветение'])).toEqual({
      feature: ['урожай'],
      stage: ['цветение'],
      harvest: [],
      genotype: [],
    });
  });

  it('tells quantitative from qualitative phenotypes by their values', () => {
    expect(featureKinds(overview)).toEqual({ высота: 'quantitative', окраска: 'qualitative' });
  });
});
