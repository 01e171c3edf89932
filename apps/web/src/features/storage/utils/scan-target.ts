/** The page a location's QR code opens (decision 042, COMMON brief). */
export const STORAGE_PATH = '/varieties/storage';

/**
 * The in-app address a scanned QR code stands for: a Plotline storage URL (this origin or
 * another Plotline origin) keeps its path and `location`; anything else is refused.
 * @returns `/varieties/storage?location=<id>`, or null for a code that is not ours
 */
export function toScanTarget(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.pathname.replace(/\/+$/, '') !== STORAGE_PATH) return null;
  const location = url.searchParams.get('location') ?? '';
  if (!/^[1-9]\d{0,15}$/.test(location)) return null;
  return `${STORAGE_PATH}?location=${location}`;
}
