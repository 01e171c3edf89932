/** Longest uploaded file name kept; longer names lose their beginning (the extension stays). */
export const FILE_NAME_MAX_LENGTH = 255;

/** Control characters, NUL included (PostgreSQL text cannot hold it). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * An uploaded file's name as it may be stored, shown and put in a header: control characters
 * dropped, lone surrogates replaced by U+FFFD, at most FILE_NAME_MAX_LENGTH characters
 * counted by code point (a cut never splits a surrogate pair); `fallback` when nothing is
 * left. The client chooses the name, so it is cleaned rather than refused (decision 027).
 */
export function keptFileName(name: string | undefined, fallback: string): string {
  const clean = (name ?? '').replace(CONTROL, '').replace(LONE_SURROGATE, '\ufffd');
  const kept = Array.from(clean).slice(-FILE_NAME_MAX_LENGTH).join('').trim();
  return kept === '' ? fallback : kept;
}
