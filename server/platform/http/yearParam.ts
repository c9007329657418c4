import type { Context } from 'hono';
import { scopeOf } from '../../../domain/scoping';
import { z } from '@hono/zod-openapi';
import { jakartaDate } from '../../../domain/format';
import type { AppEnv } from './context';
import { allowedYears, allSettings } from '../cache/settingsCache';
import { fail, MESSAGES } from './http';
import { parseParams } from './validate';

type Ctx = Context<AppEnv>;

/** A year as the API takes it (2000-2100). */
export const isYear = (n: number) => Number.isInteger(n) && n >= 2000 && n <= 2100;

/** The current period: the `tahun_aktif` setting, else the current Jakarta year. */
export async function activeYear(c: Ctx): Promise<number> {
  const active = Number((await allSettings(c.var.db)).tahun_aktif);
  return isYear(active) ? active : Number(jakartaDate(c.var.deps.clock.now()).slice(0, 4));
}

/** `?tahun=`: a year (four digits, 2000-2100); absent or empty means the current period. */
export const YearQuery = z.object({
  tahun: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number)
        .refine(isYear)
        .optional(),
    )
    // Declared as the integer it is (four digits in the query), so tools see a year, not text.
    .openapi({
      type: 'integer',
      minimum: 2000,
      maximum: 2100,
      example: 2026,
      description: 'Tahun 2000-2100; tanpa nilai: periode berjalan (`tahun_aktif`)',
    }),
});

/** The year a declared route's `?tahun=` names, or the current period when absent. */
export const yearOrActive = async (c: Ctx, tahun: number | undefined): Promise<number> =>
  tahun ?? activeYear(c);

/** `?tahun=` (a year, else 400), or the current period when absent. */
export async function queryYear(c: Ctx): Promise<number> {
  const { tahun } = parseParams(YearQuery, { tahun: c.req.query('tahun') });
  return tahun ?? activeYear(c);
}

/**
 * Accounts other than staff read and write only the years of `data_tahun_all`, as every
 * year-scoped list (server/crud/scope.ts); an empty setting restricts nothing.
 */
export async function checkAllowedYear(c: Ctx, tahun: number): Promise<void> {
  if (scopeOf(c.var.account.roles).allYears) return;
  const years = await allowedYears(c.var.db);
  if (years.length > 0 && !years.includes(tahun)) throw fail(400, MESSAGES.yearOutside);
}
