import { normalizeName } from '@plotline/contract/rules';

/**
 * Whether a name contains the typed text, ignoring case, extra spaces and ё/е, so typing
 * "орел" finds "Орёл".
 */
export function matchesName(name: string, typed: string): boolean {
  return normalizeName(name).includes(normalizeName(typed));
}

/**
 * The name a typed text would add as a new subregion: the trimmed text, or null when it is
 * blank, longer than `maxLength`, or already a name of `names` (ignoring case and ё/е, as
 * the server does).
 */
export function findNewName(
  typed: string,
  names: readonly string[],
  maxLength: number,
): string | null {
  const name = typed.trim();
  if (name === '' || name.length > maxLength) return null;
  const key = normalizeName(name);
  return names.some((existing) => normalizeName(existing) === key) ? null : name;
}
