import { describe, expect, it } from 'vitest';
import {
  interactionPairs,
  isUsableFactorName,
  keepInteractions,
  parseAnovaType,
  splitInteraction,
  termLabel,
} from './anova-terms.ts';

describe('interactions of the chosen factors', () => {
  it('offers every pair of the chosen factors once, in the order they were chosen', () => {
    expect(interactionPairs(['line', 'удобрение', 'repetition'])).toEqual([
      'line:удобрение',
      'line:repetition',
      'удобрение:repetition',
    ]);
    expect(interactionPairs(['line'])).toEqual([]);
  });

  it('keeps the asked interactions of chosen factors only, in the factors’ order, once', () => {
    const factors = ['line', 'удобрение', 'repetition'];
    expect(
      keepInteractions(
        ['удобрение:line', 'line:удобрение', 'line:сорт', 'line:line', 'line', 'a:b:c'],
        factors,
      ),
    ).toEqual(['line:удобрение']);
    expect(keepInteractions(['line:удобрение'], ['line'])).toEqual([]);
  });

  it('splits a two-factor term and refuses anything else', () => {
    expect(splitInteraction('line:удобрение')).toEqual(['line', 'удобрение']);
    expect(splitInteraction('line')).toBeNull();
    expect(splitInteraction('a:b:c')).toBeNull();
    expect(splitInteraction(':b')).toBeNull();
  });

  it('leaves out factors whose name the server would read as a term', () => {
    expect(isUsableFactorName('окраска семянок')).toBe(true);
    expect(isUsableFactorName('N:P')).toBe(false);
    expect(isUsableFactorName('a*b')).toBe(false);
  });
});

describe('terms and types', () => {
  it('labels an interaction with its factors’ labels joined by ×', () => {
    const label = (key: string) => (key === 'line' ? 'Линия (сорт)' : key.replace(/_/g, ' '));
    expect(termLabel('line:доза_азота', label)).toBe('Линия (сорт) × доза азота');
    expect(termLabel('line', label)).toBe('Линия (сорт)');
  });

  it('reads only I, II and III as a type (else the server’s default)', () => {
    expect(parseAnovaType('III')).toBe('III');
    expect(parseAnovaType('IV')).toBeNull();
    expect(parseAnovaType(undefined)).toBeNull();
  });
});
