/**
 * The download's name (RFC 6266): the document's title as `filename*` in UTF-8 (RFC 8187), and an
 * ASCII `filename` for the clients that read only that one: the title transliterated from Uzbek
 * and Russian Cyrillic, Uzbek Latin's ʻ and ʼ as apostrophes dropped, anything else left out.
 */

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
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
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Uzbek Cyrillic
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

/** Characters no file name may hold on common systems. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern removes.
const FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * Characters a file name must not carry although a file system takes them: controls (Cc: C0,
 * DEL, C1) and line or paragraph separators become spaces; invisible format characters (Cf:
 * the bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, the marks
 * U+200E/F and U+061C, zero-width characters, the BOM, soft hyphens …) and lone surrogates
 * are removed. A right-to-left override in a title would show `Invoice\u202Efdp.docx` as
 * "Invoicexcod.pdf": the name must read as what the file is.
 */
const SPACED_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;

/** The title without invisible and control characters (see INVISIBLE). */
export function visibleText(title: string): string {
  return title.replace(INVISIBLE, '').replace(SPACED_CONTROLS, ' ');
}

function transliterate(char: string): string {
  const lower = char.toLowerCase();
  const latin = CYRILLIC[lower];
  if (latin === undefined) return char;
  return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** The title as a file name: no characters a file system refuses, spaces collapsed, at most 120 characters. */
export function fileBaseName(title: string, fallback = 'document'): string {
  const clean = Array.from(visibleText(title).replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim()).slice(0, 120).join('').trim();
  return clean || fallback;
}

/** The ASCII form of a file name. */
export function asciiFileName(name: string, fallback = 'document'): string {
  const ascii = Array.from(visibleText(name).normalize('NFC'))
    .map(transliterate)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u02bb\u02bc\u2018\u2019']/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii || fallback;
}

/** RFC 8187's encoding of a value: UTF-8, percent-encoded beyond the attribute characters. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="Doverennost.pdf"; filename*=UTF-8''%D0%94…pdf` for a title and an extension. */
export function attachmentDisposition(title: string, extension: string): string {
  const name = `${fileBaseName(title)}.${extension}`;
  const ascii = `${asciiFileName(fileBaseName(title))}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
