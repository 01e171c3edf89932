import { describe, expect, it } from 'vitest';
import { readHeritabilityChoice, writeEnvironments, writeTraits } from './heritability-choice.ts';

const AVAILABLE = new Set(['урожайность', 'высота, см', 'цветение']);
const read = (query: string) => readHeritabilityChoice(new URLSearchParams(query), AVAILABLE);

describe('readHeritabilityChoice', () => {
  it('reads the traits in the chosen order and the environments kind', () => {
    const query = 'trait=цветение&trait=высота,+см&environments=random';
    expect(read(query)).toEqual({ traits: ['цветение', 'высота, см'], environments: 'random' });
  });

  it('keeps only offered traits, once each; fixed environments by default', () => {
    expect(read('trait=урожайность&trait=масса&trait=урожайность&trait=+')).toEqual({
      traits: ['урожайность'],
      environments: 'fixed',
    });
    expect(read('environments=something').environments).toBe('fixed');
  });
});

describe('writeTraits and writeEnvironments', () => {
  it('write the traits repeated and leave the default kind out of the address', () => {
    const params = new URLSearchParams('yearIds=1,2&trait=old&environments=random');
    writeTraits(params, ['высота, см', 'урожайность']);
    writeEnvironments(params, 'fixed');
    expect(params.toString()).toBe(
      'yearIds=1%2C2&trait=%D0%B2%D1%8B%D1%81%D0%BE%D1%82%D0%B0%2C+%D1%81%D0%BC' +
        '&trait=%D1%83%D1%80%D0%BE%D0%B6%D0%B0%D0%B9%D0%BD%D0%BE%D1%81%D1%82%D1%8C',
    );
    writeEnvironments(params, 'random');
    expect(params.get('environments')).toBe('random');
    writeTraits(params, []);
    expect(params.has('trait')).toBe(false);
  });
});
