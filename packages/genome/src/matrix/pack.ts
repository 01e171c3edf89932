import { MISSING } from './calls.ts';

/**
 * The 2-bit layout of a matrix chunk (encoding `gt2`, decision 046): a chunk holds `m` markers
 * of all `samples` samples, SAMPLE-MAJOR: sample s's calls of the chunk are the bytes
 * [s·stride, (s+1)·stride) with stride = ceil(m / 4); call j of the chunk is in byte
 * s·stride + ⌊j/4⌋ at bits 2·(j mod 4) (the low bits first). Values 0, 1, 2; 3 missing.
 */

/** Bytes of one sample's calls in a chunk of `markers` markers. */
export function strideOf(markers: number): number {
  return Math.ceil(markers / 4);
}

/**
 * Fills a chunk marker by marker: `add` writes one site's calls (one byte per sample), `finish`
 * answers the chunk's bytes, shortened to the stride of the markers actually added.
 */
export class ChunkPacker {
  readonly samples: number;
  readonly capacity: number;
  private bytes: Buffer;
  private count = 0;

  constructor(samples: number, capacity: number) {
    if (capacity % 4 !== 0) throw new Error('a chunk holds a multiple of 4 markers');
    this.samples = samples;
    this.capacity = capacity;
    this.bytes = Buffer.alloc(samples * strideOf(capacity));
  }

  /** Markers added so far. */
  get markers(): number {
    return this.count;
  }

  get full(): boolean {
    return this.count === this.capacity;
  }

  /** Adds the next marker's calls (values 0..3, one per sample). */
  add(calls: Uint8Array): void {
    if (this.count >= this.capacity) throw new Error('the chunk is full');
    const stride = this.capacity >> 2;
    const j = this.count;
    const byte = j >> 2;
    const shift = (j & 3) << 1;
    const bytes = this.bytes;
    for (let s = 0, at = byte; s < this.samples; s++, at += stride) {
      bytes[at] = (bytes[at] as number) | (((calls[s] as number) & 3) << shift);
    }
    this.count++;
  }

  /** The chunk's bytes (a new packer is needed for the next chunk). */
  finish(): Buffer {
    const full = this.capacity >> 2;
    const stride = strideOf(this.count);
    if (stride === full) return this.bytes;
    const out = Buffer.alloc(this.samples * stride);
    for (let s = 0; s < this.samples; s++)
      this.bytes.copy(out, s * stride, s * full, s * full + stride);
    return out;
  }
}

/**
 * Unpacks `count` calls starting at call `first` of packed bytes (one sample's stride, or a
 * part of it starting at a byte boundary) into `out` from `at`.
 */
export function unpackCalls(
  packed: Uint8Array,
  first: number,
  count: number,
  out: Uint8Array,
  at = 0,
): void {
  for (let i = 0; i < count; i++) {
    const j = first + i;
    const byte = packed[j >> 2];
    out[at + i] = byte === undefined ? MISSING : (byte >> ((j & 3) << 1)) & 3;
  }
}
