import { describe, expect, it } from 'vitest';
import {
  AgroFileForm,
  archiveKindOf,
  headerForms,
  MeteoFileForm,
  matchAgroFileHeader,
  paramHeader,
} from './meteo-files.ts';

/** Header matching and the upload forms of the weather and soil files (decision 044). */
describe('weather file headers', () => {
  it('folds a header and drops a unit in parentheses or after the last comma', () => {
    expect(headerForms(' Осадки (мм) ')).toEqual(['осадки (мм)', 'осадки']);
    expect(headerForms('Tmax, °C')).toEqual(['tmax, °c', 'tmax']);
    expect(headerForms('Ёмкость')).toEqual(['емкость']);
    expect(headerForms(paramHeader({ name: 'Temperature, max', unit: '°C' }))).toContain(
      'temperature, max',
    );
  });

  it('reads the archive names as kinds', () => {
    expect(archiveKindOf('temperature_2m_max (°C)')).toBe('t_max');
    expect(archiveKindOf('T2M_MIN')).toBe('t_min');
    expect(archiveKindOf('PRECTOTCORR')).toBe('precipitation');
    expect(archiveKindOf('Tср')).toBe('t_mean');
    expect(archiveKindOf('Осадки, мм')).toBe('precipitation');
    expect(archiveKindOf('wdir')).toBeUndefined();
  });

  it('reads the soil file columns in the four languages', () => {
    expect(['Питомник', 'Nursery', 'vivaio', 'VIVERO'].map(matchAgroFileHeader)).toEqual([
      'nursery',
      'nursery',
      'nursery',
      'nursery',
    ]);
    expect(matchAgroFileHeader('Fecha')).toBe('date');
    expect(matchAgroFileHeader('Гумус')).toBeUndefined();
  });
});

describe('upload forms', () => {
  const file = { key: 'jobs/x.upload', filename: 'a.csv', bytes: 3, isZip: false };
  it('parses the mapping JSON text and refuses a bad one', () => {
    expect(MeteoFileForm.parse({ file, sector: '3', mapping: '{"Солнце": 5, "B": null}' })).toEqual(
      { file, sector: 3, mapping: { Солнце: 5, B: null } },
    );
    expect(MeteoFileForm.parse({ file, sector: '3', mapping: '' }).mapping).toBeUndefined();
    expect(MeteoFileForm.safeParse({ file, sector: 3, mapping: '{"a": "x"}' }).success).toBe(false);
    expect(MeteoFileForm.safeParse({ file, sector: 3, mapping: 'not json' }).success).toBe(false);
    expect(AgroFileForm.safeParse({ file, year: '1800' }).success).toBe(false);
  });
});
