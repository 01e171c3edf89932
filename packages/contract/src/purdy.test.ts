import { describe, expect, it } from 'vitest';
import { parsePurdy, purdyCrosses } from './purdy.ts';

/** The crosses of a string, or its problem key. */
function crossesOf(text: string) {
  const parsed = parsePurdy(text);
  if (!parsed.ok) throw new Error(`not Purdy: ${parsed.problem.key}`);
  return purdyCrosses(parsed.node);
}

function problemOf(text: string) {
  const parsed = parsePurdy(text);
  if (parsed.ok) throw new Error(`parsed: ${parsed.node.name}`);
  return parsed.problem;
}

describe('parsePurdy: well-formed strings', () => {
  it('reads a single cross: mother first', () => {
    expect(crossesOf('A/B')).toEqual([{ name: 'A/B', mother: 'A', father: 'B' }]);
  });

  it('reads a three-way cross: the cross A/B is the mother of C', () => {
    expect(crossesOf('A/B//C')).toEqual([
      { name: 'A/B', mother: 'A', father: 'B' },
      { name: 'A/B//C', mother: 'A/B', father: 'C' },
    ]);
  });

  it('reads an unbalanced cross whose deeper side is the father', () => {
    expect(crossesOf('C//A/B')).toEqual([
      { name: 'A/B', mother: 'A', father: 'B' },
      { name: 'C//A/B', mother: 'C', father: 'A/B' },
    ]);
  });

  it('reads a double cross', () => {
    expect(crossesOf('A/B//C/D')).toEqual([
      { name: 'A/B', mother: 'A', father: 'B' },
      { name: 'C/D', mother: 'C', father: 'D' },
      { name: 'A/B//C/D', mother: 'A/B', father: 'C/D' },
    ]);
  });

  it('reads numbered levels /3/ and canonicalises /// to /3/', () => {
    const expected = [
      { name: 'B/C', mother: 'B', father: 'C' },
      { name: 'B/C//D', mother: 'B/C', father: 'D' },
      { name: 'A/3/B/C//D', mother: 'A', father: 'B/C//D' },
    ];
    expect(crossesOf('A/3/B/C//D')).toEqual(expected);
    expect(crossesOf('A///B/C//D')).toEqual(expected);
  });

  it('reads the CIMMYT-style four-level string', () => {
    const crosses = crossesOf('Kavkaz/Buho//Kalyan/Bluebird/3/Chil');
    expect(crosses.at(-1)).toEqual({
      name: 'Kavkaz/Buho//Kalyan/Bluebird/3/Chil',
      mother: 'Kavkaz/Buho//Kalyan/Bluebird',
      father: 'Chil',
    });
    expect(crosses).toHaveLength(4);
  });

  it('reads a backcross A*3/B: A/B, then A*2/B = A × A/B, then A*3/B = A × A*2/B', () => {
    expect(crossesOf('A*3/B')).toEqual([
      { name: 'A/B', mother: 'A', father: 'B' },
      { name: 'A*2/B', mother: 'A', father: 'A/B' },
      { name: 'A*3/B', mother: 'A', father: 'A*2/B' },
    ]);
  });

  it('reads a backcross B/A*2 with the recurrent parent as father', () => {
    expect(crossesOf('B/A*2')).toEqual([
      { name: 'B/A', mother: 'B', father: 'A' },
      { name: 'B/A*2', mother: 'B/A', father: 'A' },
    ]);
  });

  it('reads A*1/B as A/B, and a backcross inside a higher cross', () => {
    expect(crossesOf('A*1/B')).toEqual([{ name: 'A/B', mother: 'A', father: 'B' }]);
    expect(crossesOf('A*2/B//C').at(-1)).toEqual({
      name: 'A*2/B//C',
      mother: 'A*2/B',
      father: 'C',
    });
  });

  it('reads a backcross at level 2: A*2//B/C', () => {
    expect(crossesOf('A*2//B/C')).toEqual([
      { name: 'B/C', mother: 'B', father: 'C' },
      { name: 'A//B/C', mother: 'A', father: 'B/C' },
      { name: 'A*2//B/C', mother: 'A', father: 'A//B/C' },
    ]);
  });

  it('ignores spaces around separators and keeps names with spaces', () => {
    expect(crossesOf('  Bezostaya 1 / Mironovskaya  808 // Skala ')).toEqual([
      { name: 'Bezostaya 1/Mironovskaya 808', mother: 'Bezostaya 1', father: 'Mironovskaya 808' },
      {
        name: 'Bezostaya 1/Mironovskaya 808//Skala',
        mother: 'Bezostaya 1/Mironovskaya 808',
        father: 'Skala',
      },
    ]);
    expect(crossesOf('A * 2 / B').at(-1)?.name).toBe('A*2/B');
  });

  it('names the whole cross by its canonical text', () => {
    const parsed = parsePurdy('Безостая 1 /Скала');
    expect(parsed.ok && parsed.node.name).toBe('Безостая 1/Скала');
  });
});

describe('parsePurdy: malformed strings', () => {
  it('refuses an empty side or an empty string', () => {
    expect(problemOf('A/')).toEqual({ key: 'purdy.emptyName' });
    expect(problemOf('/B')).toEqual({ key: 'purdy.emptyName' });
    expect(problemOf('A//  /B')).toEqual({ key: 'purdy.emptyName' });
    expect(problemOf('   ')).toEqual({ key: 'purdy.emptyName' });
  });

  it('refuses two separators of the same, highest level', () => {
    expect(problemOf('A/B/C')).toEqual({ key: 'purdy.sameLevel', params: { separator: '/' } });
    expect(problemOf('A/B//C//D')).toEqual({
      key: 'purdy.sameLevel',
      params: { separator: '//' },
    });
  });

  it('refuses a level that skips one (unbalanced levels)', () => {
    expect(problemOf('A//B')).toEqual({
      key: 'purdy.levelGap',
      params: { separator: '//', expected: '/' },
    });
    expect(problemOf('A/3/B/C')).toEqual({
      key: 'purdy.levelGap',
      params: { separator: '/3/', expected: '//' },
    });
    expect(problemOf('A/B/4/C//D')).toMatchObject({ key: 'purdy.levelGap' });
  });

  it('refuses bad backcross counts', () => {
    expect(problemOf('A*/B')).toEqual({ key: 'purdy.backcross', params: { text: 'A*' } });
    expect(problemOf('A*0/B')).toEqual({ key: 'purdy.backcross', params: { text: 'A*0' } });
    expect(problemOf('A*x/B')).toEqual({ key: 'purdy.backcross', params: { text: 'A*x' } });
    expect(problemOf('A*99/B')).toMatchObject({ key: 'purdy.backcross' });
    expect(problemOf('A*2/B*2')).toMatchObject({ key: 'purdy.twoBackcrosses' });
    expect(problemOf('A*3')).toEqual({ key: 'purdy.backcrossAlone', params: { text: 'A*3' } });
  });

  it('refuses a level beyond the highest', () => {
    expect(problemOf('A/99/B')).toEqual({ key: 'purdy.level', params: { level: '99', max: 30 } });
    expect(problemOf('A/0/B')).toMatchObject({ key: 'purdy.level' });
  });
});
