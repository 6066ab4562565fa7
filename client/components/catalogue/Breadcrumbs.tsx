import { Breadcrumbs as ListBreadcrumbs } from '../lists/Breadcrumbs.js';

/**
 * The claim builder's and the document editor's frames still import their breadcrumbs from here
 * (client/components/claims/builder, client/components/documents/editor/frame.tsx), as a path
 * whose last step is the page: the list toolkit's, in the catalogue's look. Remove this file once
 * they import ../lists/Breadcrumbs.js (trail, current, home={false}, look="catalogue").
 */
export function Breadcrumbs({ items }: { items: readonly { to?: string; label: string }[] }) {
  const trail = items.flatMap((item) => (item.to ? [{ to: item.to, label: item.label }] : []));
  return <ListBreadcrumbs trail={trail} current={items.at(-1)?.label ?? ''} home={false} look="catalogue" />;
}
