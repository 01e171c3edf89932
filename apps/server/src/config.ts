import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Named address ranges Fastify's proxy trust understands. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or an IPv4 netmask range. */
function isAddressRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

/**
 * `TRUST_PROXY`: whose `X-Forwarded-For` the server believes (the client address of rate
 * limits and logs). Off by default: the address is the TCP peer's and the header is ignored.
 * `true` trusts every peer (only behind a proxy that every request passes through); else a
 * comma-separated list of the proxies' addresses or ranges. A hop count is refused: Fastify
 * trusts nobody with one.
 */
const TrustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | string[] => {
    const lower = value.toLowerCase();
    if (['', 'false', '0', 'off'].includes(lower)) return false;
    if (lower === 'true') return true;
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressRange(entry.toLowerCase()));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          `must be false, true or comma-separated proxy addresses or CIDR ranges ` +
          `(loopback, linklocal, uniquelocal too); not ${bad.map((e) => JSON.stringify(e)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries.map((entry) =>
      NAMED_RANGES.has(entry.toLowerCase()) ? entry.toLowerCase() : entry,
    );
  });

/** A variable that is absent when unset or blank. */
const optionalSetting = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  PLOTLINE_DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(3),
  LOGIN_BLOCK_SECONDS: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  TRUST_PROXY: TrustProxy,
  /** Ping interval of the notification sockets; one unanswered ping drops a socket (decision 021). */
  REALTIME_HEARTBEAT_SECONDS: z.coerce.number().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  // feedback mail (decision 022): off unless SMTP_URL is set, e.g. smtp://user:pass@host:587
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  FEEDBACK_TO: z.email('must be an e-mail address').optional(),
  MAIL_FROM: z.string().trim().min(1).default('Plotline <no-reply@plotline.invalid>'),
  // jobs (decision 032): false makes an API-only server whose jobs run in `npm run worker`
  JOBS_IN_PROCESS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** A running job writes a heartbeat this often; one silent for JOBS_STALE_SECONDS is retried. */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().positive().default(5),
  JOBS_STALE_SECONDS: z.coerce.number().positive().default(30),
  /** First wait before retrying a transient failure, doubled at each try. */
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(5),
  // files in an S3 bucket instead of <dataDir>/files when S3_BUCKET is set (decision 033)
  S3_BUCKET: optionalSetting,
  S3_ENDPOINT: optionalSetting.pipe(z.url('must be a URL').optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalSetting,
  S3_SECRET_ACCESS_KEY: optionalSetting,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/**
 * Rules across variables: feedback mail needs a recipient (decision 022); S3 keys come in
 * pairs and need a bucket (decision 033).
 */
const CheckedEnv = Env.refine((env) => !env.SMTP_URL || env.FEEDBACK_TO, {
  path: ['FEEDBACK_TO'],
  error: 'is required when SMTP_URL is set',
})
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    error: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
  })
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID), {
    path: ['S3_BUCKET'],
    error: 'is required when other S3_ settings are set',
  });

export type Config = Readonly<
  z.infer<typeof Env> & { dataDir: string; webDistDir: string; version: string }
>;

const SERVER_ROOT = resolve(import.meta.dirname, '..');

/**
 * Parses the environment once. An invalid environment is a start-up crash that names every
 * bad variable.
 * @throws Error listing the invalid variables
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return Object.freeze({
    ...values,
    // Relative to where npm was invoked (the repository root for `npm start`), not to the
    // workspace folder npm runs the server script in.
    dataDir:
      values.PLOTLINE_DATA_DIR === 'memory://'
        ? 'memory://'
        : resolve(env.INIT_CWD ?? process.cwd(), values.PLOTLINE_DATA_DIR),
    webDistDir: resolve(values.WEB_DIST_DIR ?? resolve(SERVER_ROOT, '../web/dist')),
    version: process.env.npm_package_version ?? '0.1.0',
  });
}
