/**
 * A p value for people: three significant digits from 0.001 up ("0,0123" in Russian), below it
 * the mantissa and the power of ten ("1,23e-8"), the interface language's decimal mark.
 */
export function formatPValue(p: number, language: string): string {
  if (p === 0) return '0';
  if (p >= 0.001) return p.toLocaleString(language, { maximumSignificantDigits: 3 });
  const [mantissa = '', exponent = ''] = p.toExponential(2).split('e');
  return `${Number(mantissa).toLocaleString(language, { maximumFractionDigits: 2 })}e${exponent}`;
}
