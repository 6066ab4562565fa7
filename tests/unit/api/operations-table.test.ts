// The one table of the API (ADR 019): the browser's generated copy of its routes is current, the
// callers derived from it split arguments by the path, and the mapped types refuse a wrong
// parameter, a missing body or a body where none is taken (checked by tsc: @ts-expect-error fails
// the type-check when the line is not an error).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_OPERATIONS, clientOver, operationRequest, type OperationName, type OperationResult } from '../../../shared/api';
import type { ApiOf, OperationCall } from '../../../shared/api/caller';
import { routesSource } from '../../../shared/api/routes-source';
import type { ServiceDetail } from '../../../shared/api/types';
import type { PublicReview } from '../../../shared/api/reviews/contract';

type Ctx = { lang: 'uz' | 'ru' | 'en' };

function recordingClient() {
  const calls: Array<{ name: OperationName; call: OperationCall; ctx: unknown }> = [];
  const api = clientOver<ApiOf<Ctx>>((name, call, ctx) => {
    calls.push({ name, call, ctx });
    return Promise.resolve(undefined);
  });
  return { api, calls };
}

test('shared/api/routes.ts is what `npm run api:routes` writes from the table', () => {
  const written = readFileSync(path.resolve('shared/api/routes.ts'), 'utf8');
  expect(written).toBe(routesSource(API_OPERATIONS));
});

test('every path parameter of an operation has its schema', () => {
  for (const [name, spec] of Object.entries(API_OPERATIONS)) {
    const names = [...spec.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
    if (names.length === 0) continue;
    expect({ name, keys: Object.keys((spec as { params?: { shape: object } }).params?.shape ?? {}).sort() }).toEqual({ name, keys: [...names].sort() });
  }
});

test('one name per method and path', () => {
  const routes = Object.values(API_OPERATIONS).map((spec) => `${spec.method} ${spec.path}`);
  expect(new Set(routes).size).toBe(routes.length);
});

test('a call names its operation; path parameters and query come apart by the path', async () => {
  const { api, calls } = recordingClient();
  await api.listOwnDocumentVersions({ id: 7, pageSize: 5 }, { lang: 'ru' });
  await api.createReview({ orderId: 3, itemId: 9 }, { stars: 5, text: 'Good work, thank you.' }, { lang: 'uz' });
  await api.listRegions({}, { lang: 'en' });
  expect(calls).toEqual([
    { name: 'listOwnDocumentVersions', call: { args: { id: 7, pageSize: 5 } }, ctx: { lang: 'ru' } },
    { name: 'createReview', call: { args: { orderId: 3, itemId: 9 }, body: { stars: 5, text: 'Good work, thank you.' } }, ctx: { lang: 'uz' } },
    { name: 'listRegions', call: { args: {} }, ctx: { lang: 'en' } },
  ]);
  expect(operationRequest('listOwnDocumentVersions', { id: 7, pageSize: 5 })).toEqual({
    method: 'GET',
    path: '/me/documents/7/versions',
    query: { pageSize: 5 },
  });
  expect(operationRequest('getSpecialist', { nickname: 'a b/c' }).path).toBe('/specialists/a%20b%2Fc');
  expect(() => operationRequest('getService', {})).toThrow('getService needs the path parameter "id"');
});

test('the mapped types follow the table', () => {
  const { api } = recordingClient();
  const ctx: Ctx = { lang: 'uz' };
  const read: Promise<ServiceDetail> = api.getService({ id: 1 }, ctx);
  const written: Promise<PublicReview> = api.editReview({ id: 2 }, { stars: 4, text: 'Changed my mind.' }, ctx);
  const answer: OperationResult<'deleteDocument'> = undefined;
  // @ts-expect-error a parameter the path does not have
  api.getService({ serviceId: 1 }, ctx);
  // @ts-expect-error a parameter of the wrong type
  api.getSpecialist({ nickname: 5 }, ctx);
  // @ts-expect-error a write without its body
  api.createReview({ orderId: 1, itemId: 2 }, ctx);
  // @ts-expect-error a body where the operation takes none
  api.deleteDocument({ id: 1 }, { version: 1 }, ctx);
  // @ts-expect-error a required argument missing (the duty needs its template)
  api.getStateDuty({ claimValue: 5 }, ctx);
  expect([read, written, answer].length).toBe(3);
});
