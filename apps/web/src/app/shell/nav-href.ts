import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** Query parameters that follow the user between pages: field, year and crop choices. */
const CARRIED_PARAM_PREFIXES = ['field', 'year', 'culture'] as const;

/** Appends to `target` the parameters of `search` whose names start with field/year/culture. */
export function withCarriedQuery(target: string, search: string): string {
  const carried = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (CARRIED_PARAM_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      carried.append(name, value);
    }
  }
  const query = carried.toString();
  return query ? `${target}?${query}` : target;
}

/** A link is active when the current path is its target ("/" counts as the field map). */
export function isActivePath(target: string, pathname: string, fieldsHome: string): boolean {
  const current = pathname === '/' ? fieldsHome : pathname.replace(/\/+$/, '') || '/';
  return current === target;
}

/** Returns a builder of navigation addresses that keep the carried query parameters. */
export function useCarriedHref(): (target: string) => string {
  const { search } = useLocation();
  return useCallback((target: string) => withCarriedQuery(target, search), [search]);
}
