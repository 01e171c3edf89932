import type { FormInstance } from 'antd';
import type { Rule, RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildPersonRules, trimmedText } from './person-rules.ts';

/** A `t` that answers the key itself, so the tests read which message a rule gives. */
const t = ((key: string) => key) as unknown as TFunction;

/** Runs the custom validators of `rules` on `value`: the first rejection's message, or null. */
async function validate(
  rules: Rule[],
  value: unknown,
  values: Record<string, unknown> = {},
): Promise<string | null> {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  for (const rule of rules) {
    const object: RuleObject = typeof rule === 'function' ? rule(form) : rule;
    try {
      await object.validator?.(object, value, () => {});
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('buildPersonRules', () => {
  const rules = buildPersonRules(t, 'password1');

  it('checks the login pattern on the trimmed text and lets a blank through', async () => {
    expect(await validate(rules.username, '  petrov ')).toBeNull();
    expect(await validate(rules.username, 'пётр')).toBe('validation.loginPattern');
    expect(await validate(rules.username, '   ')).toBeNull();
  });

  it('names each password problem', async () => {
    expect(await validate(rules.password, 'Secret-1a')).toBeNull();
    expect(await validate(rules.password, 'Secret-aa')).toBe('validation.passwordDigit');
  });

  it('compares the repeat with the named password field', async () => {
    const values = { password1: 'Secret-1a' };
    expect(await validate(rules.passwordRepeat, 'Secret-1a', values)).toBeNull();
    expect(await validate(rules.passwordRepeat, 'Secret-1b', values)).toBe(
      'validation.passwordsMismatch',
    );
  });

  it('checks the phone format only when one is given', async () => {
    expect(await validate(rules.phone, '')).toBeNull();
    expect(await validate(rules.phone, 'call me')).toBe('validation.phone');
  });
});

describe('trimmedText', () => {
  it('trims strings and reads anything else as empty', () => {
    expect(trimmedText('  a ')).toBe('a');
    expect(trimmedText(undefined)).toBe('');
    expect(trimmedText(42)).toBe('');
  });
});
