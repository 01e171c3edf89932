import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN_DIR } from './testing/golden.ts';

/** The shared golden cases, next to the repository when the workplace has them. */
const SHARED = join(GOLDEN_DIR, '..', '..', '..', '..', 'shared', 'golden');

describe.skipIf(!existsSync(SHARED))('the golden copy', () => {
  it("is byte for byte the workplace's shared golden cases", () => {
    const cases = readdirSync(GOLDEN_DIR).filter((name) => /^\d\d_/.test(name));
    expect(cases.length).toBeGreaterThanOrEqual(8);
    for (const name of cases) {
      for (const file of readdirSync(join(GOLDEN_DIR, name))) {
        expect(readFileSync(join(GOLDEN_DIR, name, file)), `${name}/${file}`).toEqual(
          readFileSync(join(SHARED, name, file)),
        );
      }
    }
  });
});
