/**
 * The validation rules and limits of product-spec §5 and §9, shared by the server's route
 * schemas and the web forms so that both sides reject exactly the same input.
 */

/** Languages of the interface; ru is the default and the fallback (spec §9). */
export const LANGUAGES = ['ru', 'en', 'it', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** Generic text input limit when nothing narrower is set (spec §5). */
export const INPUT_MAX_LENGTH = 260;
/** Culture (crop) name length, 1 to 250 (spec §5). */
export const CULTURE_NAME_MAX_LENGTH = 250;
/** Login length; Django's default username limit. */
export const LOGIN_MAX_LENGTH = 150;
/** Person name parts (first, last, patronymic). */
export const PERSON_NAME_MAX_LENGTH = 150;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
/** Longest JWT accepted in a body (ours are a few hundred characters). */
export const TOKEN_MAX_LENGTH = 4096;
export const YEAR_MIN = 1900;
/** Bounds of PostgreSQL's int4, the type of every id and whole number the database stores. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
export const YEAR_MAX = 2100;
/** Allowed special characters in passwords (spec §5: #?!@$%^&*-_). */
export const PASSWORD_SPECIALS = '#?!@$%^&*-_.';

/** Login: only Latin letters, digits and _ . -, with at least one Latin letter. */
export const LOGIN_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9_.-]+$/;
/** Phone: a plus followed by 10 to 15 digits, as in +79991234567. */
export const PHONE_PATTERN = /^\+\d{10,15}$/;
/** Up to 4 digits after the decimal dot (spec §5 numeric inputs). */
export const DECIMAL_PATTERN = /^-?\d+(\.\d{1,4})?$/;

/** Message keys of validation failures; the web and the server translate them. */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  loginPattern: 'validation.loginPattern',
  passwordDigit: 'validation.passwordDigit',
  passwordSpecial: 'validation.passwordSpecial',
  passwordCase: 'validation.passwordCase',
  passwordSpaces: 'validation.noSpaces',
  passwordsMismatch: 'validation.passwordsMismatch',
  phone: 'validation.phone',
  email: 'validation.email',
  year: 'validation.year',
  cultureWithNameExists: 'validation.cultureWithNameExists',
  cultureWithLatinNameExists: 'validation.cultureWithLatinNameExists',
  userExists: 'validation.userExists',
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** True when the login matches the spec's pattern. */
export function isValidLogin(value: string): boolean {
  return LOGIN_PATTERN.test(value);
}

/**
 * Lists which password rules a candidate breaks, in a stable order; an empty list means
 * the password is acceptable (length is checked separately by min/max).
 */
export function listPasswordProblems(value: string): ValidationKey[] {
  const problems: ValidationKey[] = [];
  if (/\s/.test(value)) problems.push(VALIDATION_KEYS.passwordSpaces);
  if (!/\d/.test(value)) problems.push(VALIDATION_KEYS.passwordDigit);
  if (![...value].some((ch) => PASSWORD_SPECIALS.includes(ch))) {
    problems.push(VALIDATION_KEYS.passwordSpecial);
  }
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value)) problems.push(VALIDATION_KEYS.passwordCase);
  return problems;
}

/** True for +7999…-style phone numbers. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(value));
}

/** Longest phone as typed (spaces, dashes, brackets around `+` and up to 15 digits). */
export const PHONE_INPUT_MAX_LENGTH = 32;

/**
 * A phone as stored: what a person types with spaces, dashes, dots or brackets
 * (`+7 (999) 123-45-67`) becomes `+79991234567`; anything else is kept for the check to refuse.
 */
export function normalizePhone(value: string): string {
  return value.trim().replace(/[\s\-().\u00a0]/g, '');
}

/** True for a whole year in 1900..2100. */
export function isValidYear(value: number): boolean {
  return Number.isInteger(value) && value >= YEAR_MIN && value <= YEAR_MAX;
}

/**
 * Normalises a name for duplicate checks: trimmed, lower-cased, ё folded to е, inner runs
 * of white space collapsed (spec §5: trimmed, case-insensitive).
 */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase().replaceAll('ё', 'е');
}

/** Capitalises the first letter, as the server stores Russian crop names. */
export function capitalizeFirst(value: string): string {
  const trimmed = value.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** Plot name and line name length (spec §9). */
export const PLOT_NAME_MAX_LENGTH = 255;
export const LINE_NAME_MAX_LENGTH = 255;
/** Field (nursery) name and region length. */
export const FIELD_NAME_MAX_LENGTH = 255;
/** Plot label: letters, digits and - # № / . only, at most 10 characters (spec §5). */
export const PLOT_LABEL_MAX_LENGTH = 10;
export const PLOT_LABEL_PATTERN = /^[\p{L}\p{N}\-#№/.]+$/u;
/** Field width in plots per map row: 2..150, default 20 (spec §5, §9). */
export const FIELD_WIDTH_MIN = 2;
export const FIELD_WIDTH_MAX = 150;
export const FIELD_WIDTH_DEFAULT = 20;
/**
 * Largest row or column index (0-based) a request may name on a field map: a place's
 * position, row × width + column + 1, stays well inside int4.
 */
export const MAP_INDEX_MAX = 1_000_000;
/** Repetitions of a new plot: 1..100, default 1. */
export const REPETITIONS_MIN = 1;
export const REPETITIONS_MAX = 100;
/** Photo dates (spec §5). */
export const PHOTO_DATE_MIN = '1990-01-01';
export const PHOTO_DATE_MAX = '2050-12-31';
/** The emergence stage from which days after sowing count (api-contract §5). */
export const EMERGENCE_STAGE = 'всходы';
/** Plot table page sizes. */
export const PLOT_PAGE_SIZE_DEFAULT = 250;
export const PLOT_PAGE_SIZE_MAX = 1000;

/** True when a name holds at least one letter or digit (not only special characters). */
export function hasLetterOrDigit(value: string): boolean {
  return /[\p{L}\p{N}]/u.test(value);
}

/**
 * Reads a phenotype value as entered: a number (comma or dot decimal separator) becomes its
 * number, anything else stays text. `"75.0"` and `"75"` are the same number.
 */
export function parsePhenotypeValue(value: string | number): {
  number: number | null;
  text: string;
} {
  if (typeof value === 'number') return { number: value, text: formatNumber(value) };
  const text = value.trim();
  const candidate = text.replace(',', '.');
  if (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(candidate)) {
    const number = Number(candidate);
    if (Number.isFinite(number)) return { number, text: formatNumber(number) };
  }
  return { number: null, text };
}

/** The shortest text of a number: `75`, never `75.0`; `75.91` stays. */
export function formatNumber(value: number): string {
  return String(Number(value.toPrecision(15)));
}

/** Units breeders write after a phenotype's name (`Высота, см`), in lower case. */
const UNIT_WORDS = new Set([
  'см',
  'мм',
  'м',
  'г',
  'кг',
  'т',
  'ц',
  'мг',
  'мл',
  'л',
  'га',
  'шт',
  'балл',
  'баллы',
  'баллов',
  'дни',
  'дней',
  'сут',
  'ед',
  'cm',
  'mm',
  'm',
  'g',
  'kg',
  'pcs',
  'score',
  'days',
  'ppm',
]);

/** True for a word that reads as a unit: a known one, or one with `/ % ° ² ³`. */
function looksLikeUnit(text: string): boolean {
  const word = text.toLowerCase().replace(/\.$/, '');
  return UNIT_WORDS.has(word) || /[/%°²³]/.test(word);
}

/**
 * A phenotype's name and unit, apart (decision 030). The plot table shows a phenotype as
 * `<name>, <unit>`; typed back as a name (`Урожай, ц/га`), the part after the last comma is
 * the unit when it reads as one and no other unit is given (or the same one is), so the
 * settings popup, the table and the upload's `Фенотип;урожай;ц/га` all reach one feature.
 * The name comes back trimmed, in its case; the unit trimmed.
 */
export function splitPhenotypeName(name: string, unit: string): { name: string; unit: string } {
  const given = unit.trim();
  const match = /^(.+),\s*([^\s,]{1,12})$/u.exec(name.trim());
  const tail = match?.[2] ?? '';
  if (
    match?.[1] &&
    looksLikeUnit(tail) &&
    (given === '' || given.toLowerCase() === tail.toLowerCase())
  ) {
    return { name: match[1].trim(), unit: given || tail };
  }
  return { name: name.trim(), unit: given };
}

/*
 * Batch limits (decision 027): the most items one request may carry. Above a limit the
 * request is a 400 naming the field (`Ensure this field has no more than N elements.`); at
 * the limit the writes underneath run as a few statements over arrays (`unnest`, `= any`),
 * never one bind parameter per item. Sized for the product's largest real batches: a
 * season of the web's plot table or of the mobile app's sync (the benches use 20,000 plots),
 * with room to spare.
 */
/** Plots one batch may name or create (plot ids, plot names, moves to a season, map moves). */
export const BATCH_PLOTS_MAX = 50_000;
/**
 * Phenotype values in one batch. Reading, checking and answering a batch are synchronous work
 * on the server's event loop (100,000 values: ~0.5 s in which nobody else is answered); at
 * 20,000 each such step stays well under the 200 ms responsiveness goal (decision 024). Larger
 * sets go as several batches, or as an upload (a job).
 */
export const BATCH_RESULTS_MAX = 20_000;
/**
 * Harvest technology entries in one `harvest_technology/add_multiple|edit_multiple/`. Like
 * values, each entry is read, checked and answered on the event loop: at 50,000 the other
 * users waited 250–500 ms (decision 024's bench, under load); at 20,000 they stay under 200 ms.
 */
export const BATCH_HARVEST_MAX = BATCH_RESULTS_MAX;
/** Stage dates in one `edit_multiple_plot_stages/` (the same measure as harvest entries). */
export const BATCH_STAGES_MAX = BATCH_RESULTS_MAX;
/** Allele pairs in one `genotype_mutation_update/multiple/` (items of the same weight). */
export const BATCH_GENOTYPES_MAX = BATCH_RESULTS_MAX;
/**
 * Feature renames in one `edit_multiple_features/`: each runs its own statements in turn (a
 * rename may merge into another feature), and a crop has tens of features, not thousands.
 */
export const BATCH_FEATURE_RENAMES_MAX = 500;
/** Members (user ids) and seasons (year ids) of one access-group request. */
export const GROUP_MEMBERS_MAX = 10_000;
export const GROUP_SEASONS_MAX = 10_000;
/** Countries of one person (registration, a new employee). */
export const PERSON_COUNTRIES_MAX = 300;
