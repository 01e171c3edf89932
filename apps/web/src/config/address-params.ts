/** The address parameter carrying the selected crop (`?cultureId=`), kept across pages. */
export const CULTURE_ID_PARAM = 'cultureId';
