/** The catalogue lookup table builders take (i18next's `t`, or a stub in tests). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
