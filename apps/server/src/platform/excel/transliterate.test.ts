import { describe, expect, it } from 'vitest';
import { transliterate } from './transliterate.ts';

describe('transliterate', () => {
  it.each([
    ['Поле Южное', 'Pole_Iuzhnoe'],
    ['Краснодарский край', 'Krasnodarskii_krai'],
    ['Щёлково-2 (КСИ)', 'Shchelkovo-2_KSI'],
    ['Field № 5', 'Field_5'],
    ['ЖЁЛТОЕ', 'ZhELTOE'],
  ])('%s → %s', (text, latin) => {
    expect(transliterate(text)).toBe(latin);
  });
});
