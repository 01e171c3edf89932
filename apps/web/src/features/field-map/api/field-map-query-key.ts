/** Every query of a season's field map starts with this key. */
export const FIELD_MAP_QUERY_KEY = ['field-map'] as const;
