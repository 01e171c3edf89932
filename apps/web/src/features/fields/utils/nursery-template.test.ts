import { describe, expect, it } from 'vitest';
import { expectedHeaders, templateFileName } from './nursery-template.ts';

describe('nursery upload template', () => {
  it('lists the plot columns, then phenotype and stage examples for plot results', () => {
    const headers = expectedHeaders('plot_result').map((h) => h.header);
    expect(headers).toEqual([
      'Номер делянки',
      'Название питомника',
      'Год',
      'Регион',
      'Название делянки',
      'Название сорта',
      'Номер повторности',
      'Фенотип;урожайность;ц/га',
      'Стадия развития;всходы;',
    ]);
    expect(expectedHeaders('plot_result').filter((h) => h.isRequired).length).toBe(5);
  });

  it('lists parents and comment for a field file, and names the two templates apart', () => {
    expect(
      expectedHeaders('field_file')
        .map((h) => h.header)
        .slice(-3),
    ).toEqual(['Мать', 'Отец', 'Комментарий']);
    expect(templateFileName('field_file')).not.toBe(templateFileName('plot_result'));
  });
});
