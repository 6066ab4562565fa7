import { serializeForScript } from '../../../shared/serialize.js';
import { useNonce } from '../../app-state.js';

/** A schema.org object (or a list of them) as search engines read it. */
export type StructuredData = Record<string, unknown> | Record<string, unknown>[];

/**
 * Structured data for search engines: `<script type="application/ld+json">` with the JSON
 * escaped for an inline script (no visitor text can close the element). It is data, not code,
 * so the nonce is only there to keep strict-CSP reports quiet.
 */
export function JsonLd({ data }: { data: StructuredData }) {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON through serializeForScript, which escapes what could close the element (docs/design.md); React would escape it into invalid JSON
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
