import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Id, integerInput, numberInput, patchBody, requiredText, text } from './common.ts';
import { INT4_MAX } from './rules.ts';

/** The first issue of a failed parse: its message (a catalogue key) and parameters. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  const { code, message, params } = issue as { code: string; message: string; params?: object };
  return { code, message, ...(params ? { params } : {}) };
}

describe('Id (the one id type: int4, numbers or digits)', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [' 7 ', 7],
    ['7.0', 7],
    [INT4_MAX, INT4_MAX],
    [String(INT4_MAX), INT4_MAX],
  ])('%j → %j', (input, output) => {
    expect(Id.parse(input)).toBe(output);
  });

  it.each([
    [2_147_483_648, 'too_big'],
    ['2147483648', 'too_big'],
    [1e20, 'too_big'],
    ['99999999999999999999999', 'too_big'],
    [0, 'too_small'],
    ['-1', 'too_small'],
  ])('%j is out of range (%s)', (input, code) => {
    expect(firstIssue(Id, input)?.code).toBe(code);
  });

  it.each([1.5, '1.5', 'abc', '', '0x10', '1e3', true, [], {}, [1]])(
    '%j is not a valid integer',
    (input) => {
      expect(firstIssue(Id, input)?.message).toBe('errors.integer');
    },
  );

  it('says "required" for an absent id and "null" for null', () => {
    expect(firstIssue(z.object({ id: Id }), {})?.message).toBe('errors.required');
    expect(firstIssue(Id, null)?.message).toBe('errors.null');
  });

  it('keeps any whole number inside int4 by default', () => {
    expect(integerInput().parse(-5)).toBe(-5);
    expect(firstIssue(integerInput(), 2_147_483_648)?.code).toBe('too_big');
    expect(firstIssue(integerInput(), -2_147_483_649)?.code).toBe('too_small');
  });
});

describe('text (the one text type)', () => {
  it('accepts any Unicode text, surrogate pairs included', () => {
    expect(text().parse('Пшеница 😀 é')).toBe('Пшеница 😀 é');
  });

  it.each(['\u0000', 'a\u0000b', ' \u0000 '])('%j holds a NUL character', (value) => {
    expect(firstIssue(requiredText(10), value)?.message).toBe('errors.nullCharacters');
  });

  it.each([
    ['\ud800', 'D800'],
    ['a\udfff', 'DFFF'],
    ['x\ud83d', 'D83D'],
    ['\udc00\ud800', 'DC00'],
  ])('%j holds a lone surrogate (U+%s)', (value, codePoint) => {
    expect(firstIssue(text(), value)).toEqual({
      code: 'custom',
      message: 'errors.surrogateCharacters',
      params: { code_point: codePoint },
    });
  });

  it('trims required texts and refuses blank ones', () => {
    expect(requiredText(5).parse('  ab ')).toBe('ab');
    expect(firstIssue(requiredText(5), '   ')?.code).toBe('too_small');
  });

  it('keeps the length issues of a text apart from its type issue', () => {
    expect(firstIssue(requiredText(2), 'abc')).toMatchObject({ code: 'too_big' });
    expect(firstIssue(requiredText(2), 'abc')?.message).not.toMatch(/^errors\./);
    expect(firstIssue(text(), 5)?.message).toBe('errors.string');
  });
});

describe('numberInput', () => {
  it.each([
    [1.5, 1.5],
    ['1.5', 1.5],
    ['1,5', 1.5],
    [' 2 ', 2],
  ])('%j → %j', (input, output) => {
    expect(numberInput().parse(input)).toBe(output);
  });

  it.each(['', 'abc', 'Infinity', '1e400', true, {}])('%j is not a number', (input) => {
    expect(firstIssue(numberInput(), input)?.message).toBe('errors.number');
  });
});

describe('patchBody (a PATCH names at least one of its fields)', () => {
  const Body = patchBody({ name: text().optional(), width: Id.optional() }, { id: Id });

  it.each([[{ id: 1 }], [{ id: 1, colour: 'red' }]])('%j names no field to change', (body) => {
    expect(firstIssue(Body, body)).toEqual({
      code: 'custom',
      message: 'errors.noFieldToUpdate',
      params: { fields: 'name, width' },
    });
  });

  it('accepts a body with one field given', () => {
    expect(Body.parse({ id: '2', width: '3' })).toEqual({ id: 2, width: 3 });
  });
});
