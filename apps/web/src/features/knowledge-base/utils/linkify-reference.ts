/** A piece of a reference: plain text, or a link (a URL, or a DOI resolved at doi.org). */
export type ReferencePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

/**
 * URLs (http, https) and DOIs (`doi:10.1007/…`, `https://doi.org/10.…`, a bare `10.1007/…`).
 * A DOI is `10.` + a 4–9 digit registrant + `/` + a suffix without spaces (Crossref's pattern).
 */
const LINK = /(https?:\/\/[^\s<>"]+)|(?:doi:\s*)?(10\.\d{4,9}\/[^\s<>"]+)/gi;

/** Punctuation that ends a citation sentence rather than the link. */
const TRAILING = /[.,;:)\]]+$/;

/**
 * Splits a literature reference into text and links, so the page can make its DOI and URLs
 * clickable: a DOI links to `https://doi.org/<doi>`, a URL to itself; sentence punctuation right
 * after a link stays text.
 */
export function linkifyReference(reference: string): ReferencePart[] {
  const parts: ReferencePart[] = [];
  let last = 0;
  for (const match of reference.matchAll(LINK)) {
    const whole = match[0];
    const trailing = TRAILING.exec(whole)?.[0] ?? '';
    const linkText = whole.slice(0, whole.length - trailing.length);
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: reference.slice(last, start) });
    const url = match[1];
    const href = url
      ? url.slice(0, url.length - trailing.length)
      : `https://doi.org/${(match[2] ?? '').slice(0, (match[2] ?? '').length - trailing.length)}`;
    parts.push({ kind: 'link', text: linkText, href });
    last = start + linkText.length;
  }
  if (last < reference.length) parts.push({ kind: 'text', text: reference.slice(last) });
  return parts;
}
