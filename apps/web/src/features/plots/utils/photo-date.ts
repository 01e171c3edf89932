import { PHOTO_DATE_MAX, PHOTO_DATE_MIN } from '@plotline/contract/rules';
import type { Dayjs } from 'dayjs';

/** Spec §5: photo dates are `YYYY-MM-DD`. */
export const PHOTO_DATE_FORMAT = 'YYYY-MM-DD';

/** True outside 1990-01-01..2050-12-31 (the date pickers grey these days out). */
export function isPhotoDateOutOfRange(day: Dayjs): boolean {
  const text = day.format(PHOTO_DATE_FORMAT);
  return text < PHOTO_DATE_MIN || text > PHOTO_DATE_MAX;
}
