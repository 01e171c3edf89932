import { describe, expect, it } from 'vitest';
import { toScanTarget } from './scan-target.ts';

describe('toScanTarget', () => {
  it('opens the location of a Plotline storage URL', () => {
    expect(toScanTarget('https://plotline.example/varieties/storage?location=42')).toBe(
      '/varieties/storage?location=42',
    );
    expect(toScanTarget(' http://127.0.0.1:5173/varieties/storage/?location=7&x=1 ')).toBe(
      '/varieties/storage?location=7',
    );
  });

  it('refuses other pages, other schemes and bad ids', () => {
    expect(toScanTarget('https://plotline.example/fields?location=42')).toBeNull();
    expect(toScanTarget('javascript:alert(1)//varieties/storage?location=1')).toBeNull();
    expect(toScanTarget('https://x.example/varieties/storage?location=0')).toBeNull();
    expect(toScanTarget('https://x.example/varieties/storage?location=1e3')).toBeNull();
    expect(toScanTarget('LOT-000123')).toBeNull();
  });
});
