import { describe, expect, it } from 'vitest';
import { detectAttachmentKind } from './detect-attachment-kind.ts';
import { buildWorkbook, buildZip, JPEG, PNG } from './feedback-test-files.ts';

describe('detectAttachmentKind', () => {
  it('recognises PNG and JPEG by their signatures', () => {
    expect(detectAttachmentKind(PNG)).toBe('png');
    expect(detectAttachmentKind(JPEG)).toBe('jpeg');
  });

  it('recognises a workbook written by exceljs as xlsx', async () => {
    expect(detectAttachmentKind(await buildWorkbook())).toBe('xlsx');
  });

  it('recognises a zip listing [Content_Types].xml and an xl/ part as xlsx', () => {
    expect(detectAttachmentKind(buildZip(['[Content_Types].xml', 'xl/workbook.xml']))).toBe('xlsx');
  });

  it.each([
    ['a Word document', ['[Content_Types].xml', 'word/document.xml']],
    ['a zip of other files', ['photo.png', 'xl/readme.txt']],
    ['an empty zip', []],
  ])('refuses %s', (_name, entries) => {
    expect(detectAttachmentKind(buildZip(entries))).toBeUndefined();
  });

  it('refuses a workbook cut short (no central directory left)', async () => {
    const workbook = await buildWorkbook();
    expect(detectAttachmentKind(workbook.subarray(0, workbook.length - 30))).toBeUndefined();
  });

  it.each([
    ['text', Buffer.from('plain text, named .png')],
    ['a GIF', Buffer.from('GIF89a……')],
    ['a zip signature alone', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectAttachmentKind(bytes)).toBeUndefined();
  });
});
