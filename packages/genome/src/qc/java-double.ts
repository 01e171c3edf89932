/**
 * A number as Java's `Double.toString` writes it (FastQC's fastqc_data.txt): "NaN" (null here),
 * "38.0", "0.0015", "1.0E-4", "2.5E7". Java 17 sometimes prints one digit more than the shortest
 * round-trip form JavaScript uses; readers compare such values numerically.
 */
export function javaDouble(value: number | null): string {
  if (value === null || Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return 'Infinity';
  if (value === Number.NEGATIVE_INFINITY) return '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa = '', exponent = ''] = value.toExponential().split('e');
  const digits = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
  return `${digits}E${exponent.startsWith('+') ? exponent.slice(1) : exponent}`;
}
