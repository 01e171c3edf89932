/** Russian letters in Latin, after the passport (ICAO 9303) table most readers know. */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/**
 * A name written in safe Latin for a file name: Cyrillic transliterated (capitals kept),
 * every run of other characters that are not letters or digits turned into one `_`.
 */
export function transliterate(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const latin = LATIN[lower];
    if (latin === undefined) out += char;
    else if (char !== lower && latin) out += latin[0]?.toUpperCase() + latin.slice(1);
    else out += latin;
  }
  return out.replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^_+|_+$/g, '');
}
