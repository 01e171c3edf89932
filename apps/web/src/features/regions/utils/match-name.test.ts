import { describe, expect, it } from 'vitest';
import { findNewName, matchesName } from './match-name.ts';

describe('matchesName', () => {
  it('finds names by any part, ignoring case, spaces and ё/е', () => {
    expect(matchesName('Орёл', 'орел')).toBe(true);
    expect(matchesName('Краснодарский край', '  КРАЙ ')).toBe(true);
    expect(matchesName('Ейский  район', 'ейский район')).toBe(true);
    expect(matchesName('Piemonte', 'lomb')).toBe(false);
  });
});

describe('findNewName', () => {
  const names = ['Тёплый', 'Динской район'];

  it('offers the trimmed text when no subregion has that name', () => {
    expect(findNewName('  Северский ', names, 255)).toBe('Северский');
  });

  it('offers nothing for a blank, too long or existing name (any case, ё = е)', () => {
    expect(findNewName('   ', names, 255)).toBeNull();
    expect(findNewName('я'.repeat(256), names, 255)).toBeNull();
    expect(findNewName('теплый', names, 255)).toBeNull();
    expect(findNewName('ДИНСКОЙ  РАЙОН', names, 255)).toBeNull();
  });
});
