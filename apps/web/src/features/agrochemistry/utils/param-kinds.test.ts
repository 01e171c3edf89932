import { AGRO_PARAM_KINDS } from '@plotline/contract/meteo';
import { describe, expect, it } from 'vitest';
import { KIND_UNITS, paramTitle } from './param-kinds.ts';

describe('paramTitle', () => {
  it('names a parameter with its unit after a comma, and without one when it has none', () => {
    expect(paramTitle({ name: 'Гумус', unit: '%' })).toBe('Гумус, %');
    expect(paramTitle({ name: 'pH', unit: '' })).toBe('pH');
  });
});

describe('KIND_UNITS', () => {
  it('offers a unit for every kind of the contract: mg/kg for the nutrients, none for pH', () => {
    expect(Object.keys(KIND_UNITS).sort()).toEqual([...AGRO_PARAM_KINDS].sort());
    expect([KIND_UNITS.n, KIND_UNITS.p2o5, KIND_UNITS.k2o]).toEqual([
      'mgPerKg',
      'mgPerKg',
      'mgPerKg',
    ]);
    expect(KIND_UNITS.ph).toBeNull();
  });
});
