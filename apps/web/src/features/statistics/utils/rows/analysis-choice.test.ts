import { describe, expect, it } from 'vitest';
import { readAnalysisChoice, writeControl, writeFeature, writeYearIds } from './analysis-choice.ts';

const CROP_YEARS = new Map([
  [11, 2023],
  [12, 2025],
  [13, 2024],
]);
const read = (query: string) => readAnalysisChoice(new URLSearchParams(query), CROP_YEARS);

describe('readAnalysisChoice', () => {
  it('reads the seasons, feature and control of the address', () => {
    expect(read('yearIds=12,11&feature=урожайность&controlYearId=11&control=Д-1')).toEqual({
      yearIds: [12, 11],
      feature: 'урожайность',
      controlYearId: 11,
      controlPlot: 'Д-1',
    });
  });

  it('keeps only seasons of the crop, once each', () => {
    expect(read('yearIds=12,99,x,12,13').yearIds).toEqual([12, 13]);
  });

  it("starts from the Fields screen's season until seasons are chosen", () => {
    expect(read('yearId=13').yearIds).toEqual([13]);
    expect(read('yearId=99').yearIds).toEqual([]);
    expect(read('yearId=13&yearIds=').yearIds).toEqual([]);
  });

  it('defaults the control season to the latest chosen one, without a control plot', () => {
    expect(read('yearIds=13,12,11&control=Д-1')).toMatchObject({
      controlYearId: 12,
      controlPlot: null,
    });
    expect(read('yearIds=13&controlYearId=12&control=Д-1')).toMatchObject({
      controlYearId: 13,
      controlPlot: null,
    });
    expect(read('feature=%20%20').feature).toBeNull();
  });
});

describe('choice writers', () => {
  it('drops the control when its season is no longer chosen', () => {
    const params = new URLSearchParams('yearIds=11,12&controlYearId=12&control=Д-1');
    writeYearIds(params, [11]);
    expect(params.toString()).toBe('yearIds=11');
    const kept = new URLSearchParams('controlYearId=12&control=Д-1');
    writeYearIds(kept, [12, 13]);
    expect(kept.get('control')).toBe('Д-1');
  });

  it('writes an empty season list as an explicit empty choice', () => {
    const params = new URLSearchParams('yearId=11');
    writeYearIds(params, []);
    expect(readAnalysisChoice(params, CROP_YEARS).yearIds).toEqual([]);
  });

  it('writes and clears the feature and the control', () => {
    const params = new URLSearchParams();
    writeFeature(params, 'масличность');
    writeControl(params, 12, 'Д-3');
    expect(params.toString()).toBe(
      'feature=%D0%BC%D0%B0%D1%81%D0%BB%D0%B8%D1%87%D0%BD%D0%BE%D1%81%D1%82%D1%8C&controlYearId=12&control=%D0%94-3',
    );
    writeControl(params, 11, null);
    writeFeature(params, null);
    expect(params.toString()).toBe('controlYearId=11');
  });
});
