import type { FieldList } from '@plotline/contract/fields';
import { describe, expect, it } from 'vitest';
import { buildSeasonNodes, listCropRegions, listSeasonIds, listTraits } from './gwas-choices.ts';

const FIELDS = [
  {
    field_id: 1,
    field_name: 'Питомник 1',
    region: 'Краснодарский край',
    english_name_region: 'Krasnodar Krai',
    fieldyear_set: [
      { id: 11, year: 2024 },
      { id: 12, year: 2025 },
    ],
  },
  {
    field_id: 2,
    field_name: 'Пустой',
    region: 'Где-то',
    english_name_region: 'Somewhere',
    fieldyear_set: [],
  },
] as unknown as FieldList;

describe('GWAS form choices', () => {
  it('lists the seasons and the nursery tree, newest season first', () => {
    expect(listSeasonIds(FIELDS)).toEqual([11, 12]);
    const [first, empty] = buildSeasonNodes(FIELDS, 'нет сезонов');
    expect(first?.children?.map((node) => node.label)).toEqual([
      'Питомник 1 · 2025',
      'Питомник 1 · 2024',
    ]);
    expect(empty).toMatchObject({ disabled: true, title: 'Пустой (нет сезонов)' });
  });

  it('offers quantitative features, then stages not listed as a feature', () => {
    const variables = {
      quantitative: ['Урожайность', 'Высота растения', 'Цветение'],
      stages: ['Цветение', 'Всходы'],
      qualitative: ['Окраска'],
      technologies: [],
      season_indices: [],
    };
    expect(listTraits(variables)).toEqual({
      features: ['Высота растения', 'Урожайность', 'Цветение'],
      stages: ['Всходы'],
    });
    expect(listTraits(undefined)).toEqual({ features: [], stages: [] });
  });

  it('offers the regions of the crop’s nurseries, or every region when none matches', () => {
    const regions = [
      { id: 1, code: 'RU-KDA', name: 'Krasnodar krai' },
      { id: 2, code: 'RU-ROS', name: 'Rostov Oblast' },
    ];
    expect(listCropRegions(regions, FIELDS)).toEqual([regions[0]]);
    expect(listCropRegions(regions, [])).toEqual(regions);
  });
});
