import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { users } from './db/schema.ts';
import { AppError } from './errors.ts';
import { createCompany } from './modules/companies/create-company.ts';
import { DEMO_LOGIN, seedDemo } from './modules/companies/seed-demo.ts';
import { purgeDeactivatedUsers } from './modules/employees/purge-deactivated-users.ts';
import { hashPassword } from './platform/auth/passwords.ts';
import { isMessageKey, translate } from './platform/i18n/translate.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

  migrate                                   apply pending migrations
  create-superadmin --username U --password P
  create-company --name N --head-username U --head-password P
  seed-demo                                 create the demo company (once per database)
  purge-deactivated                         erase personal data of users deactivated over a year ago

The database is the one npm start uses: DATABASE_URL, else the embedded PostgreSQL in PLOTLINE_DATA_DIR
(./data), joined when npm start is running on it.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    'head-username': { type: 'string' },
    'head-password': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || !value.trim()) {
    console.error(`--${name} is required\n\n${USAGE}`);
    process.exit(2);
  }
  return value.trim();
}

/** An error as one line: field errors in English (`head: A user with this login…`). */
function describeError(error: unknown): string {
  if (error instanceof AppError && error.fields) {
    return Object.entries(error.fields)
      .map(
        ([field, m]) =>
          `${field}: ${isMessageKey(m.key) ? translate(m.key, 'en', m.params) : m.key}`,
      )
      .join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

const command = positionals[0];
if (!command || values.help) {
  console.log(USAGE);
  process.exit(command ? 0 : 2);
}

const config = loadConfig();
const database = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await prepareDatabase(database);
  if (command === 'migrate') {
    console.log('Migrations applied.');
  } else if (command === 'create-superadmin') {
    const username = required('username');
    const passwordHash = await hashPassword(required('password'));
    await database.db.insert(users).values({ username, passwordHash, isSuperAdmin: true });
    console.log(`Super admin "${username}" created.`);
  } else if (command === 'create-company') {
    const { company, head } = await createCompany(database.db, {
      name: required('name'),
      head: { username: required('head-username'), password: required('head-password') },
    });
    console.log(`Company "${company.name}" (id ${company.id}) created; head "${head.username}".`);
  } else if (command === 'seed-demo') {
    const seeded = await seedDemo(database.db);
    console.log(
      seeded
        ? `Demo company created: ${DEMO_LOGIN.username} / ${DEMO_LOGIN.password}`
        : 'Demo company already seeded.',
    );
  } else if (command === 'purge-deactivated') {
    const purged = await purgeDeactivatedUsers(database.db);
    console.log(`Personal data of ${purged} deactivated user(s) erased.`);
  } else {
    console.error(`Unknown command "${command}"\n\n${USAGE}`);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(describeError(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
