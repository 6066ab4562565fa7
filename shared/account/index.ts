/** The signed-in visitor's own data: the dashboard and the specialist profile they edit. */
export * from './overview';
export * from './specialist-fields';
