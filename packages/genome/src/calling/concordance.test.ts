import { describe, expect, it } from 'vitest';
import { AlleleCounter } from './allele-counter.ts';
import { callGenotypes } from './call-genotypes.ts';
import { simulateGenome, simulateReads } from './simulate-reads.ts';

/**
 * Calls from simulated reads against the known genotypes (decision 045): a 200 kb random
 * reference, 200 SNP markers at dosages 0/1/2, 150 bp reads from both haplotypes and strands
 * with 0.5% or 1% substitution errors, a fifth in lower case and one in twenty with N.
 */
const genome = simulateGenome({ seed: 45, length: 200_000, markerCount: 200 });
const truth = new Map(genome.markers.map((m) => [m.id, m.truth]));

function run(depth: number, errorRate: number, seed: number) {
  const reads = simulateReads(genome, {
    seed,
    depth,
    errorRate,
    lowercaseShare: 0.2,
    nShare: 0.05,
  });
  const counter = new AlleleCounter(genome.markers);
  for (let r = 0; r < reads.count; r++) {
    counter.addRead(reads.bases, reads.starts[r] as number, reads.starts[r + 1] as number);
  }
  const calls = callGenotypes(counter.counts());
  const called = calls.filter((c) => c.dosage !== null);
  return {
    depth,
    errorRate,
    indexed: counter.indexed,
    calls,
    called: called.length,
    agree: called.filter((c) => c.dosage === truth.get(c.id)).length,
    meanQuality: called.reduce((s, c) => s + c.quality, 0) / called.length,
    // reads counted at a marker, against the nominal depth
    meanCounted: calls.reduce((s, c) => s + c.depth, 0) / genome.markers.length,
  };
}

describe('genotypes from simulated reads', () => {
  const results = [0.01, 0.005].flatMap((errorRate, e) =>
    [5, 10, 20, 30].map((depth, i) => run(depth, errorRate, 100 + 10 * e + i)),
  );
  console.info(
    `calling concordance (200 markers)\n${results
      .map(
        (r) =>
          `error ${r.errorRate}, depth ${r.depth}: counted ${r.meanCounted.toFixed(1)} reads/marker, called ${r.called}/200, concordance ${((100 * r.agree) / r.called).toFixed(2)}%, mean GQ ${r.meanQuality.toFixed(1)}`,
      )
      .join('\n')}`,
  );

  it('indexes every marker', () => {
    for (const r of results) expect(r.indexed).toBe(200);
  });

  it('agrees with the truth ≥ 99% at depth ≥ 10, and calls nothing below the depth threshold', () => {
    for (const r of results) {
      for (const c of r.calls) if (c.depth < 8) expect(c.dosage).toBeNull();
      if (r.depth >= 10) expect(r.agree / r.called).toBeGreaterThanOrEqual(0.99);
      if (r.depth === 5) expect(r.called).toBeLessThan(50);
      if (r.depth === 20) expect(r.called).toBeGreaterThanOrEqual(195);
      if (r.depth === 30) expect(r.called).toBe(200);
    }
  });

  it('mean genotype quality grows with depth', () => {
    for (let i = 1; i < results.length; i++) {
      const [previous, current] = [results[i - 1], results[i]] as const;
      if (previous?.errorRate !== current?.errorRate) continue;
      expect(current?.meanQuality).toBeGreaterThan(previous?.meanQuality as number);
    }
  });
});
