/** The product API's contract, shared by the server, the API client and the browser: types and schemas only. */
export * from './errors';
export * from './operations';
export * from './caller';
export * from './params';
export * from './queries';
export * from './types';
export * from './directory/support-tickets';
export * from './account/favorites';
export * from './documents/contract';
export * from './orders/contract';
