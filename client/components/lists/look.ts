/**
 * How a piece of the list toolkit is drawn and worded. The catalogue (/services, /specialists, a
 * profile, a service) and the directory (/lawfirms, /reference, /support, and the pages that
 * borrowed its pieces: /documents, the claims) were drawn apart before their pieces became one,
 * and their pages' HTML stays as it was: the pieces whose HTML differed (Breadcrumbs, NoResults,
 * ResultsLine, Rating, SearchField) keep both looks in one table, so making them one later is
 * an edit of that table. A look's words come from its area's namespace, which its pages load (a
 * directory rating's from the law firms'). Without a look, a piece is drawn as the directory's.
 */
export type ListLook = 'catalogue' | 'directory';
