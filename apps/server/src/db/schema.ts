// The drizzle schema object: every table, for the client and drizzle-kit.

export * from './schema/access.ts';
export * from './schema/auth.ts';
export * from './schema/companies.ts';
export * from './schema/crops.ts';
export * from './schema/feedback.ts';
export * from './schema/field-maps.ts';
export * from './schema/genome.ts';
export * from './schema/geography.ts';
export * from './schema/jobs.ts';
export * from './schema/knowledge.ts';
export * from './schema/mail-outbox.ts';
export * from './schema/notifications.ts';
export * from './schema/nursery.ts';
export * from './schema/plots.ts';
export * from './schema/users.ts';
export * from './schema/warehouse.ts';
export * from './schema/weather.ts';
