import { UnreadableWorkbookError, WORKBOOK_LIMITS, WorkbookLimitError } from './workbook-limits.ts';

/**
 * How a part is read, and so which limits its XML is held to: a worksheet (rows, cells,
 * text per cell, bytes per row), the shared strings (count, text per string, bytes per
 * string), or a part read whole into memory (workbook, styles, relationships: elements).
 */
export type XmlRole = 'sheet' | 'sharedStrings' | 'settings';

/** Counters shared by every part of one workbook. */
export type WorkbookTally = { cells: number };

// lexer states
const TEXT = 0;
const LT = 1; // after "<"
const OPEN_NAME = 2;
const CLOSE_NAME = 3;
const IN_TAG = 4; // attributes of an open tag
const IN_QUOTE = 5;
const CLOSE_TAG = 6; // rest of a close tag
const BANG = 7; // after "<!"
const BANG_DASH = 8; // after "<!-"
const COMMENT = 9;
const CDATA = 10;
const PI = 11;

const LESS = 0x3c;
const GREATER = 0x3e;
const SLASH = 0x2f;
const AMP = 0x26;
const SEMICOLON = 0x3b;
const DASH = 0x2d;
const BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUESTION = 0x3f;
const BANG_MARK = 0x21;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/** Up to four bytes of a tag name as one number (exact); longer names are OTHER. */
const OTHER = -1;
function nameCode(name: string): number {
  let code = 0;
  for (const char of name) code = code * 256 + char.charCodeAt(0);
  return code;
}
const ROW = nameCode('row');
const CELL = nameCode('c');
const STRING = nameCode('si');

/**
 * The index of `byte` from `from` on, or the chunk's length. A plain loop: the runs between
 * tags and in attribute values are short, where a native indexOf costs more per call.
 */
function indexOfByte(chunk: Uint8Array, byte: number, from: number): number {
  let at = from;
  while (at < chunk.length && chunk[at] !== byte) at++;
  return at;
}

function isNameEnd(byte: number): boolean {
  return (
    byte === 0x20 ||
    byte === 0x09 ||
    byte === 0x0a ||
    byte === 0x0d ||
    byte === SLASH ||
    byte === GREATER
  );
}

/**
 * Reads the XML of one part as it is inflated, without building anything, and refuses it as
 * soon as it goes over WORKBOOK_LIMITS: so exceljs (and its XML parser, which buffers a whole
 * token, and a whole row before handing it out) never holds more than the limits allow.
 * A small lexer over bytes, state kept across chunks: tags (quoted attribute values may hold
 * `>`), text, comments, CDATA, processing instructions. A DTD is refused (no workbook part
 * has one; it could declare entities). Not a validator: malformed XML is left to the parser.
 */
export class XmlMeter {
  readonly #role: XmlRole;
  readonly #tally: WorkbookTally;
  #state = TEXT;
  /** Bytes seen before the current chunk. */
  #offset = 0;
  /** Where the current token (text run, tag, comment…) started. */
  #tokenStart = 0;
  /** Where the current row or shared string started, or -1. */
  #elementStart = -1;
  #code = 0;
  #nameLength = 0;
  #quote = 0;
  #previous = 0;
  #marks = 0;
  #tagStart = 0;
  /** Counting the text of a cell or a shared string. */
  #inText = false;
  #textLength = 0;
  #inEntity = false;
  #rows = 0;
  #strings = 0;
  #elements = 0;

  constructor(role: XmlRole, tally: WorkbookTally) {
    this.#role = role;
    this.#tally = tally;
  }

  /** What was counted so far: rows holding cells, shared strings, elements of a settings part. */
  get counts(): { rows: number; strings: number; elements: number } {
    return { rows: this.#rows, strings: this.#strings, elements: this.#elements };
  }

  /**
   * Reads the next bytes of the part.
   * @throws WorkbookLimitError over a limit; UnreadableWorkbookError for a DTD
   */
  write(chunk: Uint8Array): void {
    const length = chunk.length;
    let at = 0;
    while (at < length) {
      switch (this.#state) {
        case TEXT:
          at = this.#inText ? this.#countText(chunk, at) : indexOfByte(chunk, LESS, at);
          if (at < length) {
            const position = this.#offset + at;
            this.#checkToken(position);
            this.#tagStart = position;
            this.#tokenStart = position;
            this.#state = LT;
            at++;
          }
          break;
        case LT:
          this.#afterLess(chunk[at] as number);
          at++;
          break;
        case OPEN_NAME:
        case CLOSE_NAME:
          at = this.#readName(chunk, at);
          break;
        case IN_TAG:
          at = this.#readAttributes(chunk, at);
          break;
        case IN_QUOTE: {
          const next = indexOfByte(chunk, this.#quote, at);
          if (next < length) {
            this.#state = IN_TAG;
            this.#previous = this.#quote;
            at = next + 1;
          } else at = length;
          break;
        }
        case CLOSE_TAG: {
          const next = indexOfByte(chunk, GREATER, at);
          if (next < length) {
            this.#endToken(this.#offset + next);
            at = next + 1;
          } else at = length;
          break;
        }
        default:
          this.#readMarkup(chunk[at] as number, this.#offset + at);
          at++;
      }
    }
    this.#offset += length;
    this.#checkToken(this.#offset);
    this.#checkElement(this.#offset);
  }

  /** Reads a tag name; at its end, tells the element opened or closed. @returns next index */
  #readName(chunk: Uint8Array, from: number): number {
    let code = this.#code;
    let nameLength = this.#nameLength;
    let at = from;
    for (; at < chunk.length; at++) {
      const byte = chunk[at] as number;
      if (isNameEnd(byte)) break;
      nameLength++;
      if (nameLength <= 4) code = code * 256 + byte;
    }
    this.#nameLength = nameLength;
    this.#code = code;
    if (at === chunk.length) return at;
    if (nameLength > 4) this.#code = OTHER;
    const byte = chunk[at] as number;
    const position = this.#offset + at;
    if (this.#state === CLOSE_NAME) {
      this.#closeElement(position);
      this.#state = CLOSE_TAG;
      if (byte === GREATER) this.#endToken(position);
    } else {
      this.#openElement();
      this.#state = IN_TAG;
      this.#previous = byte;
      if (byte === GREATER) this.#endOpenTag(false, position);
    }
    return at + 1;
  }

  /** Reads attributes up to a quote or the tag's end. @returns next index */
  #readAttributes(chunk: Uint8Array, from: number): number {
    let previous = this.#previous;
    let at = from;
    for (; at < chunk.length; at++) {
      const byte = chunk[at] as number;
      if (byte === GREATER || byte === DOUBLE_QUOTE || byte === SINGLE_QUOTE) break;
      previous = byte;
    }
    this.#previous = previous;
    if (at === chunk.length) return at;
    const byte = chunk[at] as number;
    if (byte === GREATER) this.#endOpenTag(previous === SLASH, this.#offset + at);
    else {
      this.#quote = byte;
      this.#state = IN_QUOTE;
    }
    return at + 1;
  }

  /** One byte of `<!…`, a comment, CDATA or a processing instruction. */
  #readMarkup(byte: number, position: number): void {
    switch (this.#state) {
      case BANG:
        if (byte === DASH) this.#state = BANG_DASH;
        else if (byte === BRACKET) this.#enter(CDATA);
        else throw new UnreadableWorkbookError('a document type declaration');
        break;
      case BANG_DASH:
        if (byte !== DASH) throw new UnreadableWorkbookError('a malformed comment');
        this.#enter(COMMENT);
        break;
      case COMMENT:
      case CDATA: {
        const closer = this.#state === COMMENT ? DASH : CLOSE_BRACKET;
        if (byte === GREATER && this.#marks >= 2) this.#endToken(position);
        else this.#marks = byte === closer ? this.#marks + 1 : 0;
        break;
      }
      case PI:
        if (byte === GREATER && this.#previous === QUESTION) this.#endToken(position);
        this.#previous = byte;
        break;
    }
  }

  #afterLess(byte: number): void {
    this.#code = 0;
    this.#nameLength = 0;
    if (byte === SLASH) this.#state = CLOSE_NAME;
    else if (byte === BANG_MARK) this.#state = BANG;
    else if (byte === QUESTION) this.#enter(PI);
    else {
      this.#state = OPEN_NAME;
      this.#nameLength = 1;
      this.#code = byte;
    }
  }

  #enter(state: number): void {
    this.#state = state;
    this.#marks = 0;
    this.#previous = 0;
  }

  /** A tag, comment or instruction ended at `position` (its ">"): text follows. */
  #endToken(position: number): void {
    this.#checkToken(position);
    this.#state = TEXT;
    this.#tokenStart = position + 1;
  }

  #endOpenTag(selfClosing: boolean, position: number): void {
    this.#endToken(position);
    if (this.#role === 'sheet' && this.#code === CELL) {
      // a styled empty cell is self-closing: only cells with content count
      if (!selfClosing) {
        this.#tally.cells++;
        if (this.#tally.cells > WORKBOOK_LIMITS.cells)
          this.#over('workbook.tooManyCells', WORKBOOK_LIMITS.cells);
        this.#startText();
      }
    } else if (this.#role === 'sheet' && this.#code === ROW) {
      if (!selfClosing) {
        this.#rows++;
        if (this.#rows > WORKBOOK_LIMITS.rows)
          this.#over('workbook.tooManyRows', WORKBOOK_LIMITS.rows);
        this.#elementStart = this.#tagStart;
      }
    } else if (this.#role === 'sharedStrings' && this.#code === STRING) {
      if (!selfClosing) {
        this.#elementStart = this.#tagStart;
        this.#startText();
      }
    }
  }

  /** An open tag's name is read (before its attributes). */
  #openElement(): void {
    if (this.#role === 'settings') {
      this.#elements++;
      if (this.#elements > WORKBOOK_LIMITS.settingsElements) {
        this.#over('workbook.settingsTooLarge', WORKBOOK_LIMITS.settingsElements);
      }
    } else if (this.#role === 'sharedStrings' && this.#code === STRING) {
      this.#strings++;
      if (this.#strings > WORKBOOK_LIMITS.sharedStrings) {
        this.#over('workbook.tooManyStrings', WORKBOOK_LIMITS.sharedStrings);
      }
    }
  }

  #closeElement(position: number): void {
    const code = this.#code;
    const ends =
      (this.#role === 'sheet' && (code === ROW || code === CELL)) ||
      (this.#role === 'sharedStrings' && code === STRING);
    if (!ends) return;
    if (code === CELL || code === STRING) this.#inText = false;
    if (code === ROW || code === STRING) {
      this.#checkElement(position);
      this.#elementStart = -1;
    }
  }

  #startText(): void {
    this.#inText = true;
    this.#textLength = 0;
    this.#inEntity = false;
  }

  /**
   * Counts the characters of a cell's or string's text up to the next "<": UTF-8 lead
   * bytes, an entity (`&amp;`) as one. @returns the index of that "<", or the chunk's length
   */
  #countText(chunk: Uint8Array, from: number): number {
    let count = this.#textLength;
    let inEntity = this.#inEntity;
    let at = from;
    for (; at < chunk.length; at++) {
      const byte = chunk[at] as number;
      if (byte === LESS) break;
      if (inEntity) inEntity = byte !== SEMICOLON;
      else if (byte === AMP) {
        inEntity = true;
        count++;
      } else if ((byte & 0xc0) !== 0x80) count++;
    }
    this.#textLength = count;
    this.#inEntity = inEntity;
    if (count > WORKBOOK_LIMITS.textLength) {
      this.#over('workbook.textTooLong', WORKBOOK_LIMITS.textLength);
    }
    return at;
  }

  #checkToken(position: number): void {
    if (position - this.#tokenStart > WORKBOOK_LIMITS.elementBytes) this.#overElement();
  }

  #checkElement(position: number): void {
    if (this.#elementStart >= 0 && position - this.#elementStart > WORKBOOK_LIMITS.elementBytes) {
      this.#overElement();
    }
  }

  #overElement(): never {
    return this.#over('workbook.elementTooLarge', WORKBOOK_LIMITS.elementBytes / 1024 / 1024);
  }

  #over(key: WorkbookLimitError['key'], n: number): never {
    throw new WorkbookLimitError(key, { n });
  }
}
