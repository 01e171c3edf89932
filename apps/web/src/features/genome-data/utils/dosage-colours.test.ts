import { describe, expect, it } from 'vitest';
import {
  callRateColour,
  DOSAGE_RGBA,
  dosageIndex,
  formatGenotype,
  frequencyColour,
} from './dosage-colours.ts';

describe('dosage colours', () => {
  it('packs the colours as RGBA words an ImageData reads', () => {
    const bytes = new Uint8Array(DOSAGE_RGBA.buffer);
    // #2f6fb0 opaque
    expect([...bytes.slice(0, 4)]).toEqual([0x2f, 0x6f, 0xb0, 255]);
    // missing: light grey
    expect([...bytes.slice(12, 16)]).toEqual([0xe4, 0xe4, 0xe4, 255]);
  });

  it('reads any byte beyond 2 as missing', () => {
    expect([0, 1, 2, 3, 255].map(dosageIndex)).toEqual([0, 1, 2, 3, 3]);
  });

  it('writes a call with its alleles, or as the VCF does without them', () => {
    expect(formatGenotype(0, 'A', 'G')).toBe('A/A');
    expect(formatGenotype(1, 'A', 'G')).toBe('A/G');
    expect(formatGenotype(2, 'A', 'GT')).toBe('GT/GT');
    expect(formatGenotype(3, 'A', 'G')).toBe('./.');
    expect(formatGenotype(1, '', '')).toBe('0/1');
  });

  it('shades the strips by frequency and call rate, grey without calls', () => {
    expect(frequencyColour(0)).toBe('rgb(255,247,236)');
    expect(frequencyColour(1)).toBe('rgb(165,15,21)');
    expect(frequencyColour(null)).toBe('#d9d9d9');
    expect(callRateColour(1)).toBe('rgb(35,132,67)');
    expect(callRateColour(Number.NaN)).toBe('rgb(240,240,240)');
  });
});
