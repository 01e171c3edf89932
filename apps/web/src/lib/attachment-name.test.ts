import { describe, expect, it } from 'vitest';
import { readAttachmentName } from './attachment-name.ts';

describe('readAttachmentName', () => {
  it('reads a quoted and an unquoted file name', () => {
    expect(readAttachmentName('attachment; filename="2025_pole_krasnodar.xlsx"')).toBe(
      '2025_pole_krasnodar.xlsx',
    );
    expect(readAttachmentName('attachment; filename=plots.xlsx')).toBe('plots.xlsx');
  });

  it('prefers the UTF-8 extended name', () => {
    const header = `attachment; filename="pole.xlsx"; filename*=UTF-8''${encodeURIComponent('Поле.xlsx')}`;
    expect(readAttachmentName(header)).toBe('Поле.xlsx');
  });

  it('answers null without a header or a name', () => {
    expect(readAttachmentName(null)).toBeNull();
    expect(readAttachmentName('inline')).toBeNull();
  });
});
