/** Every query of the agrochemistry feature starts with this key; invalidate it after changes. */
export const AGRO_QUERY_KEY = ['agrochemistry'] as const;

/** The address of one record of a collection (`<base><id>/`). */
export const detailPath = (base: string, id: number) => `${base}${id}/`;
