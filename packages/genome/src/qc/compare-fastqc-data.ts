/**
 * Test support: compares two fastqc_data.txt texts module by module — names, statuses, header
 * lines and every cell, numbers to 1e-9 relative (Java's Double.toString may print a digit more
 * than JavaScript, and FastQC sums some values in hash-map order). Returns the differences.
 */
type Module = { title: string; lines: string[][] };

function parseModules(text: string): Module[] {
  const modules: Module[] = [];
  let current: Module | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('>>END_MODULE')) {
      if (current) modules.push(current);
      current = null;
    } else if (line.startsWith('>>')) current = { title: line, lines: [] };
    else if (current) current.lines.push(line.split('\t'));
  }
  return modules;
}

function sameCell(expected: string, actual: string): boolean {
  if (expected === actual) return true;
  const e = Number(expected);
  const a = Number(actual);
  if (expected === '' || actual === '' || Number.isNaN(e) || Number.isNaN(a)) return false;
  return Math.abs(e - a) <= 1e-9 * Math.max(1, Math.abs(e));
}

export function compareFastqcData(
  expectedText: string,
  actualText: string,
): { differences: string[]; cells: number; exactCells: number } {
  const expected = parseModules(expectedText);
  const actual = parseModules(actualText);
  const differences: string[] = [];
  let cells = 0;
  let exactCells = 0;
  if (expected.length !== actual.length)
    differences.push(`modules: ${expected.map((m) => m.title)} vs ${actual.map((m) => m.title)}`);
  for (const e of expected) {
    const a = actual.find((m) => m.title.split('\t')[0] === e.title.split('\t')[0]);
    if (!a) {
      differences.push(`missing ${e.title}`);
      continue;
    }
    if (a.title !== e.title) differences.push(`status: ${e.title} vs ${a.title}`);
    const rows = (m: Module) =>
      m.title.startsWith('>>Overrepresented')
        ? [...m.lines].sort(
            (x, y) => Number(y[1]) - Number(x[1]) || ((x[0] ?? '') < (y[0] ?? '') ? -1 : 1),
          )
        : m.lines;
    const eRows = rows(e);
    const aRows = rows(a);
    if (eRows.length !== aRows.length)
      differences.push(`${e.title}: ${eRows.length} lines vs ${aRows.length}`);
    for (let r = 0; r < Math.min(eRows.length, aRows.length); r += 1) {
      const eRow = eRows[r] ?? [];
      const aRow = aRows[r] ?? [];
      for (let c = 0; c < Math.max(eRow.length, aRow.length); c += 1) {
        cells += 1;
        const x = eRow[c] ?? '';
        const y = aRow[c] ?? '';
        if (x === y) exactCells += 1;
        if (!sameCell(x, y))
          differences.push(`${e.title} line ${r + 1} column ${c + 1}: ${x} vs ${y}`);
      }
    }
  }
  return { differences, cells, exactCells };
}
