import { VALIDATION_KEYS } from '@plotline/contract/rules';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import it_ from './it.json';
import ru from './ru.json';

type Catalogue = Record<string, unknown>;

/** Flattens nested catalogue objects into `a.b.c` → value pairs. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, innerValue] of flatten(value as Catalogue, path)) {
        result.set(inner, innerValue);
      }
    } else {
      result.set(path, value);
    }
  }
  return result;
}

const CATALOGUES = { ru, en, it: it_, es } as const;
const flat = Object.fromEntries(
  Object.entries(CATALOGUES).map(([language, catalogue]) => [language, flatten(catalogue)]),
);
const ruKeys = [...(flat.ru?.keys() ?? [])].sort();

/** Every source file of the SPA, read as text by Vite's glob import. */
const SOURCES = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Literal keys of `t('…')` and `i18n.t('…')` calls. */
function findLiteralKeys(source: string): string[] {
  const pattern = /(?<![\w$])t\(\s*(['"])([^'"`$\n]+)\1/g;
  return [...source.matchAll(pattern)].map((match) => match[2] ?? '');
}

describe('message catalogues', () => {
  it('have the same keys in ru, en, it and es', () => {
    for (const [language, entries] of Object.entries(flat)) {
      expect([...entries.keys()].sort(), `keys of ${language}.json`).toEqual(ruKeys);
    }
  });

  it('have no empty or non-string messages', () => {
    for (const [language, entries] of Object.entries(flat)) {
      for (const [key, value] of entries) {
        expect(typeof value, `${language}: ${key}`).toBe('string');
        expect((value as string).trim(), `${language}: ${key}`).not.toBe('');
      }
    }
  });

  it('use the same interpolation variables in every language', () => {
    const variables = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const key of ruKeys) {
      const expected = variables(flat.ru?.get(key));
      for (const [language, entries] of Object.entries(flat)) {
        expect(variables(entries.get(key)), `${language}: ${key}`).toEqual(expected);
      }
    }
  });

  it('translate every validation key of the contract', () => {
    for (const key of Object.values(VALIDATION_KEYS)) expect(ruKeys).toContain(key);
  });

  it('contain every key the source code passes to t() as a literal', () => {
    const files = Object.entries(SOURCES);
    expect(files.length).toBeGreaterThan(20);
    const missing = files.flatMap(([file, source]) =>
      findLiteralKeys(source)
        .filter((key) => !flat.ru?.has(key))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
