import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './send-workbook.ts';

describe('attachmentDisposition', () => {
  it('gives an ASCII filename and the exact name as RFC 5987 filename*', () => {
    expect(attachmentDisposition('2024_Pole.xlsx')).toBe(
      `attachment; filename="2024_Pole.xlsx"; filename*=UTF-8''2024_Pole.xlsx`,
    );
    expect(attachmentDisposition("2024 Поле 'A'.xlsx")).toBe(
      `attachment; filename="2024 ____ 'A'.xlsx"; ` +
        "filename*=UTF-8''2024%20%D0%9F%D0%BE%D0%BB%D0%B5%20%27A%27.xlsx",
    );
  });
});
