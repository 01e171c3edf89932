import { describe, expect, it } from 'vitest';
import { XmlMeter, type XmlRole } from './xml-meter.ts';

const MB = 1024 * 1024;

/** A meter of that role fed `parts` (each a chunk, or repeated `times`). */
function meter(role: XmlRole, parts: (string | [string, number])[], tally = { cells: 0 }) {
  const xml = new XmlMeter(role, tally);
  for (const part of parts) {
    const [text, times] = typeof part === 'string' ? [part, 1] : part;
    const chunk = Buffer.from(text);
    for (let index = 0; index < times; index++) xml.write(chunk);
  }
  return xml;
}

/** Feeds one byte at a time: every state must survive a chunk boundary anywhere. */
function meterByteByByte(role: XmlRole, text: string) {
  const xml = new XmlMeter(role, { cells: 0 });
  for (const byte of Buffer.from(text)) xml.write(Uint8Array.of(byte));
  return xml;
}

const SHEET = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<worksheet><!-- a <row> in a comment --><sheetData>',
  '<row r="1" spans="1:3"><c r="A1" t="s"><v>0</v></c><c r="B1" s="2"/>',
  '<c r="C1" t="inlineStr"><is><t>a &gt; b, &lt;row&gt;</t></is></c></row>',
  '<row r="2" s="1" customFormat="1"/>',
  '<row r="3"><c r="A3" note=">/>"><f><![CDATA[<row>]]></f><v>1</v></c></row>',
  '</sheetData></worksheet>',
].join('\n');

describe('XmlMeter', () => {
  it('counts rows holding cells and cells with content, whatever the chunks', () => {
    for (const xml of [meter('sheet', [SHEET]), meterByteByByte('sheet', SHEET)]) {
      // row 2 is a styled empty row; tags in comments, CDATA and quotes are no tags
      expect(xml.counts.rows).toBe(2);
    }
    const tally = { cells: 0 };
    meter('sheet', [SHEET], tally);
    // B1 is a styled empty cell
    expect(tally.cells).toBe(3);
  });

  it('counts shared strings and the elements of a settings part', () => {
    expect(
      meter('sharedStrings', ['<sst><si><t>a</t></si><si/><si><r><t>b</t></r></si></sst>']).counts
        .strings,
    ).toBe(3);
    expect(
      meter('settings', ['<workbook><sheets><sheet name="a"/></sheets></workbook>']).counts
        .elements,
    ).toBe(3);
  });

  it('allows 32,767 characters in a string or a cell, an entity counting as one', () => {
    const text = `${'я'.repeat(32_765)}&amp;&#x44F;`;
    expect(() =>
      meterByteByByte('sharedStrings', `<sst><si><t>${text}</t></si></sst>`),
    ).not.toThrow();
    expect(() => meterByteByByte('sharedStrings', `<sst><si><t>${text}я</t></si></sst>`)).toThrow(
      expect.objectContaining({ key: 'workbook.textTooLong', params: { n: 32_767 } }),
    );
    const cell = (length: number) =>
      `<c r="A1" t="inlineStr"><is><t>${'ё'.repeat(length)}</t></is></c>`;
    // the count starts again at each cell and each string
    expect(() => meter('sheet', [`<row r="1">${cell(30_000)}${cell(30_000)}</row>`])).not.toThrow();
    expect(() => meter('sheet', [`<row r="1">${cell(32_768)}</row>`])).toThrow(
      expect.objectContaining({ key: 'workbook.textTooLong' }),
    );
    const runs = `<si><r><t>${'a'.repeat(20_000)}</t></r><r><t>${'b'.repeat(20_000)}</t></r></si>`;
    expect(() => meter('sharedStrings', [`<sst>${runs}</sst>`])).toThrow(
      expect.objectContaining({ key: 'workbook.textTooLong' }),
    );
  });

  it('refuses a row, a string or any one token over 16 MB, fed in small chunks', () => {
    const over = 17;
    const element = expect.objectContaining({ key: 'workbook.elementTooLarge', params: { n: 16 } });
    const cells = '<c r="A1"><v>1</v></c>'.repeat(Math.floor(MB / 22));
    expect(() => meter('sheet', ['<sheetData><row r="1">', [cells, over]])).toThrow(element);
    expect(() => meter('sheet', ['<row r="1"><c r="A1" x="', ['>'.repeat(MB), over]])).toThrow(
      element,
    );
    expect(() => meter('settings', ['<styles><!--', ['<a>'.repeat(MB / 4), over * 4]])).toThrow(
      element,
    );
    expect(() => meter('settings', ['<styles><![CDATA[', ['<'.repeat(MB), over]])).toThrow(element);
    expect(() => meter('settings', ['<styles>', [' '.repeat(MB), over]])).toThrow(element);
    // formatting without text: only the string's size grows
    const runs = '<r><rPr><b/><i/></rPr></r>'.repeat(MB / 16);
    expect(() => meter('sharedStrings', ['<sst><si>', [runs, over]])).toThrow(
      expect.objectContaining({ key: 'workbook.elementTooLarge' }),
    );
    // many small rows are fine
    expect(() =>
      meter('sheet', ['<sheetData>', [`<row r="1">${cells.slice(0, 2200)}</row>`, 8000]]),
    ).not.toThrow();
  });

  it('refuses more rows, cells, strings or settings than allowed; styled empty ones are free', () => {
    const rows = '<row r="7"><c r="A7"/></row>'.repeat(1024);
    expect(() => meter('sheet', ['<sheetData>', [rows, 1024]])).not.toThrow();
    expect(() => meter('sheet', ['<sheetData>', [rows, 1024], '<row r="9"></row>'])).toThrow(
      expect.objectContaining({ key: 'workbook.tooManyRows', params: { n: 1_048_576 } }),
    );
    expect(() =>
      meter('sheet', ['<sheetData>', ['<row r="1"/>'.repeat(1024), 2048]]),
    ).not.toThrow();

    const cells = '<c></c>'.repeat(100_000);
    const tally = { cells: 0 };
    expect(() => meter('sheet', [[cells, 50]], tally)).not.toThrow();
    expect(() => meter('sheet', [['<c/>'.repeat(100_000), 60]], tally)).not.toThrow();
    // the count runs over every sheet of the workbook
    expect(() => meter('sheet', [[cells, 51]], tally)).toThrow(
      expect.objectContaining({ key: 'workbook.tooManyCells', params: { n: 10_000_000 } }),
    );

    expect(() => meter('sharedStrings', ['<sst>', ['<si/>'.repeat(1000), 2000]])).not.toThrow();
    expect(() => meter('sharedStrings', ['<sst>', ['<si/>'.repeat(1000), 2000], '<si/>'])).toThrow(
      expect.objectContaining({ key: 'workbook.tooManyStrings', params: { n: 2_000_000 } }),
    );
    expect(() => meter('settings', [['<xf/>'.repeat(1000), 500], '<xf/>'])).toThrow(
      expect.objectContaining({ key: 'workbook.settingsTooLarge', params: { n: 500_000 } }),
    );
  });

  it('refuses a document type declaration', () => {
    expect(() => meter('sheet', ['<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet/>'])).toThrow(
      expect.objectContaining({ name: 'UnreadableWorkbookError' }),
    );
  });
});
