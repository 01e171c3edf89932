import { describe, expect, it } from 'vitest';
import { AlleleCounter, addCounts, type CatalogueMarker } from './allele-counter.ts';
import { randomBases, seededRandom, simulateGenome, simulateReads } from './simulate-reads.ts';

const random = seededRandom(17);
const text = (length: number) => new TextDecoder().decode(randomBases(random, length));
const bytes = (s: string) => new TextEncoder().encode(s);
const reverseComplement = (s: string) =>
  [...s]
    .reverse()
    .map((c) => ({ A: 'T', C: 'G', G: 'C', T: 'A', a: 't', c: 'g', g: 'c', t: 'a' })[c] ?? c)
    .join('');

const left = text(60);
const right = text(60);
const marker: CatalogueMarker = { id: 7, ref: 'A', alt: 'G', flankLeft: left, flankRight: right };
const refRead = `${left}A${right}`;
const altRead = `${left}G${right}`;

function countOf(counter: AlleleCounter, id: number) {
  return counter.counts().find((c) => c.id === id) ?? { id, ref: 0, alt: 0 };
}

function add(counter: AlleleCounter, read: string) {
  const buf = bytes(`xx${read}yy`);
  counter.addRead(buf, 2, buf.length - 2);
}

describe('AlleleCounter', () => {
  it('counts a read once per marker, on either strand, in any case', () => {
    const counter = new AlleleCounter([marker]);
    expect(counter.indexed).toBe(1);
    expect(counter.skipped).toEqual([]);
    add(counter, refRead);
    add(counter, reverseComplement(refRead));
    add(counter, altRead.toLowerCase());
    add(counter, reverseComplement(altRead).toLowerCase());
    add(counter, altRead.slice(10, 60 + 1 + 10)); // the site 10 bases from the read's end
    expect(countOf(counter, 7)).toEqual({ id: 7, ref: 2, alt: 3 });
  });

  it('reads with N: an N beside the site leaves the k-mers past it; an N on the site counts nothing', () => {
    const counter = new AlleleCounter([marker]);
    add(counter, `${left.slice(0, 55)}N${left.slice(56)}A${right}`); // k-mers to the right still span the site
    add(counter, `${left}N${right}`);
    add(counter, `${left.slice(0, 40)}NNNNNNNNNNNNNNNNNNNNA${'N'.repeat(24)}${right.slice(24)}`); // no k-mer spans the site
    expect(countOf(counter, 7)).toEqual({ id: 7, ref: 1, alt: 0 });
    // line ends are not bases: the k-mers run across them
    add(counter, `${left}\r\nG\n${right}`);
    add(counter, `${left}\tG ${right}`);
    expect(countOf(counter, 7)).toEqual({ id: 7, ref: 1, alt: 1 });
  });

  it('a read carrying both alleles counts for neither; reads elsewhere count nothing', () => {
    const counter = new AlleleCounter([marker]);
    add(counter, `${refRead}${altRead}`);
    add(counter, text(150));
    add(counter, 'ACGT');
    add(counter, '');
    expect(counter.counts()).toEqual([]);
    const empty = new AlleleCounter([]);
    add(empty, refRead);
    expect([empty.indexed, empty.counts()]).toEqual([0, []]);
  });

  it('skips markers it cannot count, with the reason', () => {
    const shared = text(40);
    const counter = new AlleleCounter([
      marker,
      { id: 1, ref: 'A', alt: 'G', flankLeft: '', flankRight: right },
      { id: 2, ref: 'A', alt: 'G', flankLeft: left.slice(0, 20), flankRight: right },
      { id: 3, ref: 'A', alt: 'R', flankLeft: left, flankRight: right },
      { id: 4, ref: 'a', alt: 'A', flankLeft: left, flankRight: right },
      // a repeated flank: two catalogue markers (a paralog) sharing their flanks and the reference allele
      { id: 5, ref: 'C', alt: 'T', flankLeft: shared, flankRight: shared },
      { id: 6, ref: 'C', alt: 'A', flankLeft: shared, flankRight: shared },
      // IUPAC codes of neighbouring SNPs right beside the site: no k-mer spans it
      { id: 8, ref: 'C', alt: 'T', flankLeft: `${left}R`, flankRight: `Y${right}` },
      // an indel inside a repeat longer than k: both alleles read alike
      { id: 9, ref: 'A', alt: 'AA', flankLeft: 'A'.repeat(40), flankRight: 'A'.repeat(40) },
    ]);
    expect(counter.indexed).toBe(1);
    expect(counter.skipped).toEqual([
      { id: 1, reason: 'no_flank' },
      { id: 2, reason: 'short_flank' },
      { id: 3, reason: 'bad_allele' },
      { id: 4, reason: 'same_alleles' },
      { id: 5, reason: 'ambiguous_kmers' },
      { id: 6, reason: 'ambiguous_kmers' },
      { id: 8, reason: 'no_kmers' },
      { id: 9, reason: 'no_kmers' },
    ]);
    add(counter, `${shared}C${shared}`);
    add(counter, `${shared}T${shared}`);
    add(counter, altRead);
    expect(counter.counts()).toEqual([{ id: 7, ref: 0, alt: 1 }]);
  });

  it('drops only the k-mers two nearby markers share: both still count', () => {
    // two SNPs 10 bases apart: each one's window holds the other's reference base
    const seq = text(200);
    const a: CatalogueMarker = {
      id: 1,
      ref: seq[80] as string,
      alt: 'N',
      flankLeft: seq.slice(0, 80),
      flankRight: seq.slice(81),
    };
    a.alt = 'ACGT'.replace(a.ref, '')[0] as string;
    const b: CatalogueMarker = {
      id: 2,
      ref: seq[90] as string,
      alt: 'N',
      flankLeft: seq.slice(0, 90),
      flankRight: seq.slice(91),
    };
    b.alt = 'ACGT'.replace(b.ref, '')[1] as string;
    const counter = new AlleleCounter([a, b]);
    expect(counter.indexed).toBe(2);
    const both = `${seq.slice(0, 80)}${a.alt}${seq.slice(81, 90)}${b.alt}${seq.slice(91)}`;
    add(counter, seq);
    add(counter, both);
    expect(counter.counts()).toEqual([
      { id: 1, ref: 1, alt: 1 },
      { id: 2, ref: 1, alt: 1 },
    ]);
  });

  it('short indels: the haplotypes’ k-mers tell an insertion and a deletion apart', () => {
    const deletion: CatalogueMarker = {
      id: 9,
      ref: 'CAT',
      alt: '-',
      flankLeft: left,
      flankRight: right,
    };
    const insertion: CatalogueMarker = {
      id: 10,
      ref: 'G',
      alt: 'GTTACA',
      flankLeft: right,
      flankRight: left,
    };
    const counter = new AlleleCounter([deletion, insertion]);
    expect(counter.indexed).toBe(2);
    add(counter, `${left}CAT${right}`);
    add(counter, `${left}${right}`);
    add(counter, reverseComplement(`${left}${right}`));
    add(counter, `${right}GTTACA${left}`);
    expect(counter.counts()).toEqual([
      { id: 9, ref: 1, alt: 2 },
      { id: 10, ref: 0, alt: 1 },
    ]);
    expect(new AlleleCounter([{ ...deletion, ref: 'A'.repeat(30) }]).skipped).toEqual([
      { id: 9, reason: 'bad_allele' },
    ]);
  });

  it('k from 17 to 31', () => {
    for (const k of [17, 21, 31]) {
      const counter = new AlleleCounter([marker], { k });
      add(counter, altRead);
      add(counter, reverseComplement(refRead));
      expect(countOf(counter, 7)).toEqual({ id: 7, ref: 1, alt: 1 });
    }
    expect(() => new AlleleCounter([marker], { k: 32 })).toThrow(RangeError);
  });
});

describe('AlleleCounter against a plain string search', () => {
  it('counts what searching each read for each allele’s k-mers counts', () => {
    const genome = simulateGenome({ seed: 5, length: 30_000, markerCount: 50 });
    const reads = simulateReads(genome, {
      seed: 6,
      depth: 15,
      errorRate: 0.02,
      lowercaseShare: 0.3,
      nShare: 0.3,
    });
    const counter = new AlleleCounter(genome.markers);
    const k = 25;
    const kmers = (s: string) =>
      Array.from({ length: s.length - k + 1 }, (_, i) => s.slice(i, i + k));
    const expected = genome.markers.map((m) => {
      const window = (allele: string) =>
        `${m.flankLeft.slice(-(k - 1))}${allele}${m.flankRight.slice(0, k - 1)}`;
      const ref = kmers(window(m.ref));
      const alt = kmers(window(m.alt));
      return {
        id: m.id,
        ref: ref.filter((x) => !alt.includes(x)),
        alt: alt.filter((x) => !ref.includes(x)),
        counts: { id: m.id, ref: 0, alt: 0 },
      };
    });
    // each allele k-mer and its reverse complement, as text
    type Expected = (typeof expected)[number];
    const owners = new Map<string, { e: Expected; allele: 'ref' | 'alt' }>();
    for (const e of expected) {
      for (const allele of ['ref', 'alt'] as const) {
        for (const x of e[allele]) {
          owners.set(x, { e, allele });
          owners.set(reverseComplement(x), { e, allele });
        }
      }
    }
    const decoder = new TextDecoder();
    for (let r = 0; r < reads.count; r++) {
      const start = reads.starts[r] as number;
      const end = reads.starts[r + 1] as number;
      counter.addRead(reads.bases, start, end);
      const read = decoder.decode(reads.bases.subarray(start, end)).toUpperCase();
      const found = new Map<Expected, Set<string>>();
      for (const x of kmers(read)) {
        const owner = owners.get(x);
        if (owner) found.set(owner.e, (found.get(owner.e) ?? new Set()).add(owner.allele));
      }
      for (const [e, alleles] of found) {
        if (alleles.size === 1) e.counts[alleles.has('ref') ? 'ref' : 'alt']++;
      }
    }
    expect(counter.counts()).toEqual(
      expected.map((e) => e.counts).filter((c) => c.ref + c.alt > 0),
    );
  });

  it('a whole haplotype as one read (a FASTA record, its line ends skipped) counts every marker once', () => {
    const genome = simulateGenome({ seed: 8, length: 100_000, markerCount: 300 });
    const counter = new AlleleCounter(genome.markers);
    counter.addRead(genome.haplotypes[0], 0, genome.haplotypes[0].length);
    // the second as FASTA lines of 60 bases
    const lines = new TextDecoder().decode(genome.haplotypes[1]).replace(/(.{60})/g, '$1\r\n');
    add(counter, lines);
    expect(counter.counts()).toEqual(
      genome.markers.map((m) => ({ id: m.id, ref: 2 - m.truth, alt: m.truth })),
    );
  });
});

describe('addCounts', () => {
  it('sums two files of one plot by marker', () => {
    expect(
      addCounts(
        [
          { id: 3, ref: 1, alt: 2 },
          { id: 1, ref: 5, alt: 0 },
        ],
        [
          { id: 3, ref: 4, alt: 0 },
          { id: 2, ref: 0, alt: 1 },
        ],
      ),
    ).toEqual([
      { id: 1, ref: 5, alt: 0 },
      { id: 2, ref: 0, alt: 1 },
      { id: 3, ref: 5, alt: 2 },
    ]);
  });
});
