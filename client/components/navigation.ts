/** The main sections, in the order a visitor looks for them. Keys are in common:nav. */
export const MAIN_NAV = [
  { to: '/services', key: 'services' },
  { to: '/specialists', key: 'specialists' },
  { to: '/lawfirms', key: 'lawfirms' },
  { to: '/documents', key: 'documents' },
  { to: '/statement-of-claim', key: 'claims' },
  { to: '/reference', key: 'reference' },
  { to: '/support', key: 'support' },
] as const;
