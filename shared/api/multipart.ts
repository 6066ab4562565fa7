/**
 * A body carrying files (a conversation's message, issue 31, ADR 020) as the multipart form the
 * API's upload reader takes (server/api/upload.ts): its text fields, `attach` as "kind:id", each
 * file under `files`. Null for a body without files, which goes as JSON. The browser's caller
 * (client/platform/api.ts) and the loaders' HTTP transport (server/api-client/http.ts) both send
 * through it; FormData and Blob are the platform's in both.
 */
export function multipartOf(body: unknown): FormData | null {
  if (body === null || typeof body !== 'object') return null;
  const { files, attach, ...fields } = body as { files?: unknown; attach?: unknown } & Record<string, unknown>;
  if (!Array.isArray(files) || files.length === 0) return null;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  if (Array.isArray(attach)) for (const ref of attach as Array<{ kind: string; id: number }>) form.append('attach', `${ref.kind}:${ref.id}`);
  for (const file of files as Array<{ name: string; type: string; bytes: Uint8Array }>) {
    // A copy whose buffer is a plain ArrayBuffer, as Blob's type asks.
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
}
