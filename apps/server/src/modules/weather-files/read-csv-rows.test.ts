import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSV_LIMITS } from '@plotline/contract/meteo-files';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CsvLimitError, detectDelimiter, readCsvRows, splitCsvLine } from './read-csv-rows.ts';
import { readDay, readValue } from './weather-cells.ts';

/** The CSV reader and the cell readers of weather files, on real files on disk. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'weather-csv-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function rowsOf(text: string | Buffer) {
  const path = join(dir, 'file.csv');
  writeFileSync(path, text);
  const rows: string[] = [];
  for await (const row of readCsvRows(path, detectDelimiter)) {
    rows.push(
      `${row.number}: ${row
        .filled()
        .map(([c, v]) => `${c}=${String(v)}`)
        .join(' ')}`,
    );
  }
  return rows;
}

describe('reading CSV lines', () => {
  it('splits by the delimiter with the most cells, honouring quotes', () => {
    expect(detectDelimiter('Дата;Tmin, °C;R')).toBe(';');
    expect(detectDelimiter('date\ttmin\tprcp')).toBe('\t');
    expect(detectDelimiter('time,temperature_2m_max (°C)')).toBe(',');
    expect(splitCsvLine('"a;b";"say ""hi""";3,5', ';')).toEqual(['a;b', 'say "hi"', '3,5']);
  });

  it('numbers rows by line (blank lines skipped), drops a BOM, reads CR, LF and CRLF', async () => {
    expect(await rowsOf('\uFEFFdate;t\r\n\r\n2025-01-01;1\n2025-01-02;2\r2025-01-03;3')).toEqual([
      '1: 1=date 2=t',
      '3: 1=2025-01-01 2=1',
      '4: 1=2025-01-02 2=2',
      '5: 1=2025-01-03 2=3',
    ]);
  });

  it('keeps lines whole across read chunks (a CRLF split between two)', async () => {
    // 5-byte lines `a;1\r\n`: the 256 KiB chunk (262,144 bytes ≡ 4 mod 5) ends between CR and LF
    const text = Array.from({ length: 60_000 }, () => 'a;1').join('\r\n');
    const rows = await rowsOf(text);
    expect(rows).toHaveLength(60_000);
    expect(rows.at(-1)).toBe('60000: 1=a 2=1');
  });

  it('refuses a line or a row beyond the limits', async () => {
    const long = 'a'.repeat(CSV_LIMITS.lineLength + 1);
    await expect(rowsOf(`date\n${long}\n`)).rejects.toThrow(CsvLimitError);
    const wide = Array.from({ length: CSV_LIMITS.columns + 1 }, () => '1').join(';');
    await expect(rowsOf(wide)).rejects.toThrow(CsvLimitError);
  });
});

describe('reading cells', () => {
  const failures: string[] = [];
  const fail = (key: string) => {
    failures.push(key);
    return undefined;
  };
  beforeEach(() => {
    failures.length = 0;
  });

  it('reads numbers with a dot or a comma; missing marks are null', () => {
    expect(
      ['12,5', ' -3.25 ', '1e2', 7, 'NA', '-999', '', null].map((v) => readValue(v, fail)),
    ).toEqual([12.5, -3.25, 100, 7, null, null, null, null]);
    expect(readValue('12,5,1', fail)).toBeUndefined();
    expect(readValue('1.23456', fail)).toBeUndefined();
    expect(failures).toEqual(['errors.number', 'meteo.valueDecimals']);
  });

  it('reads the date formats of weather files', () => {
    const row = (...cells: (string | number | Date)[]) => ({
      number: 2,
      get: (column: number) => cells[column - 1] ?? null,
      filled: () => [],
    });
    const failAt = () => fail;
    expect(readDay(row('2025-05-01'), { date: 1 }, failAt)).toBe('2025-05-01');
    expect(readDay(row('2025-05-01T00:00'), { date: 1 }, failAt)).toBe('2025-05-01');
    expect(readDay(row('01.05.2025'), { date: 1 }, failAt)).toBe('2025-05-01');
    expect(readDay(row('20250501'), { date: 1 }, failAt)).toBe('2025-05-01');
    expect(readDay(row(20250501), { date: 1 }, failAt)).toBe('2025-05-01');
    expect(readDay(row(new Date(Date.UTC(2025, 4, 1))), { date: 1 }, failAt)).toBe('2025-05-01');
    expect(readDay(row(2024, 366), { year: 1, dayOfYear: 2 }, failAt)).toBe('2024-12-31');
    expect(readDay(row(2025, 5, 1), { year: 1, month: 2, day: 3 }, failAt)).toBe('2025-05-01');
    expect(readDay(row(2025, 366), { year: 1, dayOfYear: 2 }, failAt)).toBeUndefined();
    expect(readDay(row('2025-02-29'), { date: 1 }, failAt)).toBeUndefined();
    expect(failures).toEqual(['weatherFiles.badDate', 'weatherFiles.badDate']);
  });
});
