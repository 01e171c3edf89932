import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH, keptFileName } from './file-name.ts';

describe('keptFileName', () => {
  it.each([
    ['photo.png', 'photo.png'],
    ['a\u0000b.png', 'ab.png'],
    ['line\r\nbreak.xlsx', 'linebreak.xlsx'],
    ['x\ud800.jpg', 'x\ufffd.jpg'],
    ['😀 поле.xlsx', '😀 поле.xlsx'],
    ['', 'fallback'],
    [undefined, 'fallback'],
    ['\u0000', 'fallback'],
  ])('%j → %j', (name, kept) => {
    expect(keptFileName(name, 'fallback')).toBe(kept);
  });

  it('cuts long names from the start by code point, never inside a surrogate pair', () => {
    const name = `${'😀'.repeat(FILE_NAME_MAX_LENGTH)}.png`;
    const kept = keptFileName(name, 'x');
    expect(Array.from(kept)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(kept.endsWith('😀.png')).toBe(true);
    expect(encodeURIComponent(kept)).toBeTypeOf('string'); // throws on a lone surrogate
  });
});
