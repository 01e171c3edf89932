import { describe, expect, it } from 'vitest';
import { findByName, findNewName, matchesName } from './match-name.ts';

describe('matchesName', () => {
  it('finds names by any part, ignoring case, spaces and ё/е', () => {
    expect(matchesName('Орёл', 'орел')).toBe(true);
    expect(matchesName('Краснодарский край', '  КРАЙ ')).toBe(true);
    expect(matchesName('Ейский  район', 'ейский район')).toBe(true);
    expect(matchesName('Piemonte', 'lomb')).toBe(false);
  });
});

describe('findByName', () => {
  const regions = [
    { id: 1, name: 'Краснодарский край' },
    { id: 2, name: 'Орловская область' },
    { id: 3, name: 'Республика Марий Эл' },
  ];

  it('finds the place of a stored name, ignoring case, extra spaces and ё/е', () => {
    expect(findByName(regions, 'Краснодарский край')?.id).toBe(1);
    expect(findByName(regions, ' республика  марий эл ')?.id).toBe(3);
    expect(findByName([{ id: 4, name: 'Орёл' }], 'ОРЕЛ')?.id).toBe(4);
  });

  it('finds nothing for a part of a name, another name or a blank one', () => {
    expect(findByName(regions, 'Краснодарский')).toBeUndefined();
    expect(findByName(regions, 'Lombardia')).toBeUndefined();
    expect(findByName([{ id: 5, name: ' ' }], '')).toBeUndefined();
  });
});

describe('findNewName', () => {
  const subregions = [{ name: 'Тёплый' }, { name: 'Динской район' }];

  it('offers the trimmed text when no subregion has that name', () => {
    expect(findNewName('  Северский ', subregions, 255)).toBe('Северский');
    expect(findNewName('Динской', subregions, 255)).toBe('Динской');
  });

  it('offers nothing for a blank, too long or existing name (any case, ё = е)', () => {
    expect(findNewName('   ', subregions, 255)).toBeNull();
    expect(findNewName('я'.repeat(256), subregions, 255)).toBeNull();
    expect(findNewName('теплый', subregions, 255)).toBeNull();
    expect(findNewName('ДИНСКОЙ  РАЙОН', subregions, 255)).toBeNull();
  });
});
