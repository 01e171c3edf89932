// The drizzle schema object: every table, for the client and drizzle-kit.
export * from './schema/auth.ts';
export * from './schema/companies.ts';
export * from './schema/crops.ts';
export * from './schema/users.ts';
