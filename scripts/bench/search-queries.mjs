// What visitors type into the landing search, as the box sends it while they type (every query
// at least MIN_QUERY_LENGTH = 2 characters): prefixes of 2–12 characters, Latin and Cyrillic,
// typos, one and two words, in Uzbek, Russian and English, each with the page's language.
// npm run bench:api cycles through them for the "search as you type" row, asking what the box
// asks (client/components/landing/suggestions.ts: limit=4, kinds=services,specialists,reference).
export const SEARCH_AS_YOU_TYPE = [
  // Uzbek (Latin), prefixes as typed
  ['aj', 'uz'], ['ajra', 'uz'], ['ajralish', 'uz'], ['nikohdan aj', 'uz'], ['aliment', 'uz'], ['aliment und', 'uz'],
  ['ish', 'uz'], ['ishonchnoma', 'uz'], ['mehnat', 'uz'], ['mehnat niz', 'uz'], ['meros', 'uz'],
  ['soliq', 'uz'], ['soliq tek', 'uz'], ['tovar belgi', 'uz'], ['qarz', 'uz'], ['qarzni und', 'uz'], ['bo‘yicha', 'uz'],
  ["o'z", 'uz'], ['sud', 'uz'], ['kvartira', 'uz'], ['karimov', 'uz'], ['aziz kar', 'uz'], ['otabek', 'uz'],
  // Uzbek typed in Cyrillic
  ['ажралиш', 'uz'], ['алимент', 'uz'], ['мерос', 'uz'], ['солиқ', 'uz'],
  // Uzbek typos
  ['ajrlish', 'uz'], ['alimnt', 'uz'], ['ishonchnma', 'uz'], ['mehant', 'uz'],
  // Russian
  ['ра', 'ru'], ['раз', 'ru'], ['разв', 'ru'], ['развод', 'ru'], ['алименты', 'ru'], ['алим', 'ru'], ['взыскание ал', 'ru'],
  ['наследство', 'ru'], ['насле', 'ru'], ['товарный знак', 'ru'], ['договор аренды', 'ru'], ['трудовой', 'ru'],
  ['каримов', 'ru'], ['азиз', 'ru'], ['банкрот', 'ru'], ['налог', 'ru'], ['долг', 'ru'], ['ооо', 'ru'],
  // Russian typos and Latin transliteration
  ['развд', 'ru'], ['алементы', 'ru'], ['наследсвто', 'ru'], ['razvod', 'ru'], ['karimov', 'ru'],
  // English
  ['di', 'en'], ['div', 'en'], ['divorce', 'en'], ['child main', 'en'], ['trademark', 'en'], ['trade', 'en'],
  ['inheritance', 'en'], ['employment', 'en'], ['lease', 'en'], ['tax audit', 'en'], ['debt', 'en'], ['appeal', 'en'],
  // English typos
  ['divorse', 'en'], ['inheritence', 'en'], ['trademrk', 'en'], ['emplyment', 'en'],
];
