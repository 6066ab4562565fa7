/**
 * The main sections, in the order a visitor looks for them. Keys are in common:nav; `bar` names
 * the shorter label the header's row uses where the full one would not fit on one line beside
 * the others (Russian "Юридические фирмы", "Исковое заявление"); the menu and the footer keep `key`.
 */
export const MAIN_NAV: readonly { to: string; key: string; bar?: string }[] = [
  { to: '/services', key: 'services' },
  { to: '/specialists', key: 'specialists' },
  { to: '/lawfirms', key: 'lawfirms', bar: 'lawfirmsBar' },
  { to: '/documents', key: 'documents' },
  { to: '/statement-of-claim', key: 'claims', bar: 'claimsBar' },
  { to: '/reference', key: 'reference' },
  { to: '/support', key: 'support' },
];

/**
 * The `name` the header's disclosures (the menu, the account menu) share: details elements of
 * one name are exclusive, so only one is open at a time (Header.tsx adds Escape and outside taps).
 */
export const HEADER_MENU_GROUP = 'header-menu';
