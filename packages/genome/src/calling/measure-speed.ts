/**
 * Reads per second of AlleleCounter.addRead on simulated 150 bp reads (decision 045).
 * Run: node --import tsx packages/genome/src/calling/measure-speed.ts
 * Two read sets per catalogue size: reads from a genome dense with markers (about a third of the
 * reads cover one: the most lookups) and reads of random bases (a large genome, where almost no
 * read touches a marker: the prefilter's case).
 */
import { AlleleCounter } from './allele-counter.ts';
import { randomBases, seededRandom, simulateGenome, simulateReads } from './simulate-reads.ts';

function measure(
  label: string,
  counter: AlleleCounter,
  reads: { bases: Uint8Array; starts: Int32Array; count: number },
) {
  // warm-up, then the best of three passes
  for (let r = 0; r < Math.min(reads.count, 20_000); r++)
    counter.addRead(reads.bases, reads.starts[r] as number, reads.starts[r + 1] as number);
  // CPU time, not wall time: the machine may be shared; best of three passes
  let best = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 3; pass++) {
    const started = process.cpuUsage();
    for (let r = 0; r < reads.count; r++) {
      counter.addRead(reads.bases, reads.starts[r] as number, reads.starts[r + 1] as number);
    }
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  const perSecond = reads.count / (best / 1000);
  console.info(
    `${label}: ${(perSecond / 1e6).toFixed(2)} M reads/s of CPU (${((perSecond * 150) / 1e6).toFixed(0)} MB of bases/s)`,
  );
}

for (const markerCount of [1_000, 20_000]) {
  const genome = simulateGenome({
    seed: markerCount,
    length: markerCount * 400 + 1_000,
    markerCount,
  });
  const started = process.cpuUsage();
  const counter = new AlleleCounter(genome.markers);
  const built = process.cpuUsage(started);
  const buildMs = (built.user + built.system) / 1000;
  console.info(
    `${markerCount} markers: index built in ${buildMs.toFixed(0)} ms of CPU, ${counter.indexed} indexed, ${(counter.memoryBytes / 1e6).toFixed(1)} MB`,
  );
  const count = 400_000;
  const onTarget = simulateReads(genome, {
    seed: 1,
    depth: (count * 150) / genome.reference.length,
  });
  measure(`  ${onTarget.count} reads from the marker genome`, counter, onTarget);
  const random = seededRandom(2);
  const offTarget = {
    bases: randomBases(random, count * 150),
    starts: Int32Array.from({ length: count + 1 }, (_, i) => i * 150),
    count,
  };
  measure(`  ${count} reads of random bases`, counter, offTarget);
}
