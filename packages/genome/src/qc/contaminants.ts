/**
 * FastQC's "Possible Source" of an overrepresented sequence: the contaminant (forward or reverse
 * complement) with the longest stretch matching the sequence with at most one mismatch per
 * stretch, stretches over 20 bp; short sequences (8–19 bp) contained whole in a contaminant
 * match 100 %. Written as FastQC writes it: "Name (97% over 36bp)", or "No Hit".
 * The list is the caller's (FastQC's own is GPL data, e.g. /etc/fastqc/Configuration/
 * contaminant_list.txt where fastqc is installed; read it with parseContaminantList).
 */
export type Contaminant = { name: string; sequence: string };

type Hit = { name: string; length: number; percentId: number };

const COMPLEMENT: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A' };

/** FastQC's list format: `name<tabs>sequence` per line, '#' comments, blank lines skipped. */
export function parseContaminantList(text: string): Contaminant[] {
  const list: Contaminant[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const parts = line.split(/\t+/);
    if (parts.length !== 2) continue;
    list.push({ name: parts[0] as string, sequence: (parts[1] as string).trim().toUpperCase() });
  }
  return list;
}

function reverseComplement(sequence: string): string {
  let out = '';
  for (let i = sequence.length - 1; i >= 0; i -= 1) out += COMPLEMENT[sequence.charAt(i)] ?? 'N';
  return out;
}

/** The best stretch of `contaminant` laid at `offset` along `query` (one mismatch allowed each). */
function alignAt(name: string, contaminant: string, query: string, offset: number): Hit | null {
  let best: Hit | null = null;
  let mismatches = 0;
  let start = 0;
  let end = 0;
  const consider = (allowed: number) => {
    const length = 1 + end - start;
    if (length <= 20) return;
    const percentId = Math.trunc(((length - allowed) * 100) / length);
    if (
      best === null ||
      best.length < length ||
      (best.length === length && best.percentId < percentId)
    )
      best = { name, length, percentId };
  };
  for (let i = 0; i < contaminant.length; i += 1) {
    if (i + offset < 0) {
      start = i + 1;
      continue;
    }
    if (i + offset >= query.length) break;
    if (contaminant.charCodeAt(i) === query.charCodeAt(i + offset)) end = i;
    else {
      mismatches += 1;
      if (mismatches > 1) {
        consider(mismatches - 1);
        start = i + 1;
        end = i + 1;
        mismatches = 0;
      }
    }
  }
  consider(mismatches);
  return best;
}

function matchOne(contaminant: Contaminant, query: string): Hit | null {
  const forward = contaminant.sequence;
  const reverse = reverseComplement(forward);
  if (query.length < 20 && query.length >= 8) {
    if (forward.includes(query) || reverse.includes(query))
      return { name: contaminant.name, length: query.length, percentId: 100 };
  }
  let best: Hit | null = null;
  for (const strand of [forward, reverse]) {
    for (let offset = -(forward.length - 20); offset < query.length - 20; offset += 1) {
      const hit = alignAt(contaminant.name, strand, query, offset);
      if (hit !== null && (best === null || hit.length > best.length)) best = hit;
    }
  }
  return best;
}

export function findContaminantSource(query: string, contaminants: readonly Contaminant[]): string {
  const upper = query.toUpperCase();
  let best: Hit | null = null;
  for (const contaminant of contaminants) {
    const hit = matchOne(contaminant, upper);
    if (hit !== null && (best === null || hit.length > best.length)) best = hit;
  }
  return best === null ? 'No Hit' : `${best.name} (${best.percentId}% over ${best.length}bp)`;
}
