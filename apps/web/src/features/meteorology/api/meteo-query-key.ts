/** Every query of the meteorology page starts with this key; invalidate it after changes. */
export const METEO_QUERY_KEY = ['meteorology'] as const;

/** The detail address of a collection path (`sector/` → `sector/7/`). */
export const detailPath = (base: string, id: number) => `${base}${id}/`;
