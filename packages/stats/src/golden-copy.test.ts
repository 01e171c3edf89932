import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN_DIR } from './testing/golden.ts';

/** The shared golden cases, next to the repository when the workplace has them. */
const SHARED = join(GOLDEN_DIR, '..', '..', '..', '..', 'shared', 'golden');

/** Every file under a folder, its subfolders included (case 10 keeps plink's output in one). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

describe.skipIf(!existsSync(SHARED))('the golden copy', () => {
  it("is byte for byte the workplace's shared golden cases", () => {
    const cases = readdirSync(GOLDEN_DIR).filter((name) => /^\d\d_/.test(name));
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const name of cases) {
      const ours = filesUnder(join(GOLDEN_DIR, name)).map((path) => relative(GOLDEN_DIR, path));
      const theirs = filesUnder(join(SHARED, name)).map((path) => relative(SHARED, path));
      expect(ours.sort(), name).toEqual(theirs.sort());
      for (const file of ours) {
        // Buffer.equals: vitest's deep equality walks a buffer byte by byte, too slow for case 10
        expect(
          readFileSync(join(GOLDEN_DIR, file)).equals(readFileSync(join(SHARED, file))),
          file,
        ).toBe(true);
      }
    }
  });
});
