/** The root of every query of the create-line page (invalidated together after a change). */
export const CREATE_LINE_QUERY_KEY = ['create-line'] as const;
