import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN } from '../../../domain/accounts';
import { FIRST_ADMIN_USERNAME } from '../auth/usernames';
import { isProxyEntry } from '../http/clientAddress';
import { passwordRefusal } from '../auth/passwordRule';

const TOO_WEAK_EN = '(too easy to guess: choose a longer, less common password)';

/** A DNS host name (RFC 1123 labels), e.g. `localhost`; IP literals are checked by isIP. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Bind address. 0.0.0.0 (every IPv4 interface) so the portal opens from other machines as the
   * README promises; 127.0.0.1 keeps it to this machine (behind a reverse proxy); `::` adds IPv6.
   */
  HOST: z
    .string()
    .refine(
      (v) => isIP(v) !== 0 || (HOST_NAME.test(v) && !/^[\d.]+$/.test(v)),
      'harus berupa alamat IP atau nama host, mis. 0.0.0.0 atau 127.0.0.1 (must be an IP address or host name)',
    )
    .default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'harus diawali postgres:// (must start with postgres://)')
    .optional(),
  JWT_SECRET: z.string().min(32, 'minimal 32 karakter (at least 32 characters)').optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  /** The built single-page app the server sends (besides the API); `npm run bench` points it elsewhere. */
  DIST_DIR: z.string().min(1).default('dist'),
  /** API processes (node:cluster) sharing the port; more than 1 needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * With DATABASE_URL, each API process answers its writes on a thread of its own
   * (server/platform/runtime/writeThread.ts); 0 keeps them on the main thread. PGlite: one thread.
   */
  WRITE_THREAD: z.enum(['0', '1']).default('1'),
  /**
   * How many nice steps the main thread's reads run below the write thread (0: level). Lowering
   * its own priority needs no privilege (docs/deploy.md).
   */
  WRITE_PRIORITY: z.coerce.number().int().min(0).max(19).default(10),
  /**
   * PostgreSQL's parallel workers per statement for the API's connections
   * (`max_parallel_workers_per_gather`, server/platform/db/client.ts): 0, none, by default.
   */
  DB_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  // The portal's public address, for links sent by mail (the app setting `app_url` wins).
  APP_URL: z
    .string()
    .url('harus berupa alamat lengkap, mis. https://inovasi.example.go.id (must be a full URL)')
    .regex(/^https?:\/\//, 'harus diawali http:// atau https:// (must start with http(s)://)')
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN, `minimal ${PASSWORD_MIN} karakter (at least ${PASSWORD_MIN} characters)`)
    // The first superadmin's password follows the same rule as every other one.
    .superRefine((value, ctx) => {
      if (value.length < PASSWORD_MIN) return;
      const refusal = passwordRefusal(value, { username: FIRST_ADMIN_USERNAME });
      if (refusal) ctx.addIssue({ code: 'custom', message: `${refusal} ${TOO_WEAK_EN}` });
    })
    .optional(),
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(120),
  /**
   * How long a stopping server lets in-flight requests finish before it exits anyway
   * (SIGTERM/SIGINT/SIGHUP, or `npm start` gone).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** The JSON log's level (pino, server/platform/runtime/logger.ts): one line per request at `info`. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where uploads live: `local` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible endpoint (MinIO, Ceph RGW); absent for AWS itself. */
  S3_ENDPOINT: z
    .string()
    .url('harus berupa alamat lengkap, mis. http://127.0.0.1:9000 (must be a full URL)')
    .regex(/^https?:\/\//, 'harus diawali http:// atau https:// (must start with http(s)://)')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'nama bucket 3-63 huruf kecil, angka, titik atau tanda hubung (3-63 lowercase letters, digits, dots or hyphens)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Absent: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `1`: bucket in the path (default with S3_ENDPOINT); `0`: bucket in the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  /**
   * Several API nodes: login limits and upload rates count in this Redis, and caches are
   * invalidated across nodes through its pub/sub. Absent: everything stays in the process.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'harus diawali redis:// atau rediss:// (must start with redis://)')
    .optional(),
  /**
   * How long an API node keeps its copy of the app settings (ms). Writes through the API drop
   * it at once, on every node when REDIS_URL connects them; this bounds how long a node without
   * Redis, or a change made in SQL by hand, goes unseen.
   */
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(86_400_000).default(5_000),
  /** Put before every Redis key and channel, so installations can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(
      /^[\w.:-]{1,64}$/,
      'huruf, angka, titik, titik dua atau tanda hubung (letters, digits, .:-)',
    )
    .default('iid:'),
  /**
   * The proxies (load balancers) in front of the API whose `X-Forwarded-For` names the client:
   * IP addresses or networks (`172.16.0.0/12`), comma-separated, or `loopback` for one on this
   * machine. Unset: the header is
   * ignored and the connection's address counts (server/platform/http/clientAddress.ts).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isProxyEntry),
      'alamat IP atau jaringan (mis. 10.0.0.0/8) dipisah koma, atau loopback (comma-separated IP addresses or networks, or loopback)',
    ),
});

/** Settings that only make sense together. */
const CheckedEnv = EnvSchema.superRefine((env, ctx) => {
  if (env.STORAGE === 's3' && !env.S3_BUCKET)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'wajib bila STORAGE=s3 (required when STORAGE=s3)',
    });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY diisi berdua (set both or neither)',
    });
});

export type Env = z.infer<typeof EnvSchema> & { JWT_SECRET: string; APP_URL: string };

/**
 * Reads and validates the environment; a bad value stops the start with a readable message.
 * JWT_SECRET, when absent, is generated once and kept in DATA_DIR so tokens survive restarts.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files intend.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = CheckedEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(
      `Konfigurasi lingkungan tidak valid (invalid environment):\n${lines.join('\n')}`,
    );
  }
  const env = parsed.data;
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? persistentSecret(env.DATA_DIR),
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
  };
}

function persistentSecret(dataDir: string): string {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
