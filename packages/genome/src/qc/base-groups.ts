/**
 * FastQC 0.11.9's default grouping of read positions (Graphs/BaseGroup, linear): positions 1–9
 * alone, then groups of the first of 2, 5, 10, 20, 50, 100… bases that keeps fewer than 75 groups;
 * reads of ≤ 75 bases are not grouped. Ranges are 1-based and inclusive.
 */
export type BaseGroup = { from: number; to: number; label: string };

function group(from: number, to: number): BaseGroup {
  return { from, to, label: from === to ? String(from) : `${from}-${to}` };
}

function linearInterval(length: number): number {
  for (let multiplier = 1; multiplier < 10_000_000; multiplier *= 10) {
    for (const base of [2, 5, 10]) {
      const interval = base * multiplier;
      let groups = 9 + Math.trunc((length - 9) / interval);
      if ((length - 9) % interval !== 0) groups += 1;
      if (groups < 75) return interval;
    }
  }
  throw new Error(`no base grouping for length ${length}`);
}

export function makeBaseGroups(maxLength: number): BaseGroup[] {
  const groups: BaseGroup[] = [];
  if (maxLength <= 75) {
    for (let base = 1; base <= maxLength; base += 1) groups.push(group(base, base));
    return groups;
  }
  const interval = linearInterval(maxLength);
  let start = 1;
  while (start <= maxLength) {
    let end = start + interval - 1;
    if (start < 10) end = start;
    if (start === 10 && interval > 10) end = interval - 1;
    groups.push(group(start, Math.min(end, maxLength)));
    if (start < 10) start += 1;
    else if (start === 10 && interval > 10) start = interval;
    else start += interval;
  }
  return groups;
}
