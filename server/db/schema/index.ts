// One file per area; drizzle-kit and the client read them all through this index.
export * from './accounts';
export * from './admin';
export * from './api-keys';
export * from './billing';
export * from './company';
export * from './documents';
export * from './feedback';
export * from './ingest';
export * from './monitoring';
export * from './pipeline';
export * from './procurement';
export * from './publications';
export * from './reference';
export * from './system';
