import { normalizeName } from '@plotline/contract/rules';

/**
 * Whether a name contains the typed text, ignoring case, extra spaces and ё/е, so typing
 * "орел" finds "Орёл".
 */
export function matchesName(name: string, typed: string): boolean {
  return normalizeName(name).includes(normalizeName(typed));
}

/**
 * The place of `places` called `name`, ignoring case, extra spaces and ё/е (as the server
 * compares names); undefined for a blank name or none of that name.
 */
export function findByName<T extends { name: string }>(
  places: readonly T[],
  name: string,
): T | undefined {
  const key = normalizeName(name);
  return key === '' ? undefined : places.find((place) => normalizeName(place.name) === key);
}

/**
 * The name a typed text would add as a new subregion: the trimmed text, or null when it is
 * blank, longer than `maxLength`, or already the name of one of `places` (ignoring case and
 * ё/е, as the server does).
 */
export function findNewName(
  typed: string,
  places: readonly { name: string }[],
  maxLength: number,
): string | null {
  const name = typed.trim();
  if (name === '' || name.length > maxLength) return null;
  return findByName(places, name) ? null : name;
}
