import type { Context } from 'hono';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fieldApplies, type ResourceConfig } from '../../resources/types';
import type { AppEnv } from '../platform/http/context';
import { fail, MESSAGES } from '../platform/http/http';
import type { NamedFile } from '../../domain/media';
import type { AuthUser } from '../platform/auth/authUser';
import { parseJson } from '../platform/http/validate';
import { hashPassword } from '../platform/auth/password';
import { passwordRefusal } from '../platform/auth/passwordRule';
import { sanitizeRichText } from '../platform/http/richText';
import { fileFields } from './hooks';
import { columnsOf } from './columns';
import { refuseUnwritable, sameAsStored } from './fieldOutcomes';
import { checkLookupFilters } from './lookupFilters';
import { checkReferenceLists } from './referenceLists';
import { validationMessage } from '../platform/http/validationMessages';
import { checkScope, imposeScope } from './scope';
import { checkWrite, type WriteMode } from './checkWrite';

/** What "empty" means for a column: its default when it has one (NOT NULL flags), else null. */
function emptyValue(col: AnyPgColumn): unknown {
  return col.hasDefault && col.default !== undefined ? col.default : null;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The values a create or update will store: the body validated against the resource's fields
 * (a field that is neither writable nor echoed unchanged is refused, never dropped), blank passwords on update dropped (unchanged) and set ones hashed, fields that do not apply
 * emptied, and the account's scope imposed.
 */
export async function prepareWrite(
  c: Context<AppEnv>,
  resource: ResourceConfig,
  table: PgTable,
  mode: WriteMode,
  before: Record<string, unknown> | null,
): Promise<Record<string, unknown>> {
  const body = await parseJson(c);
  let refused: Record<string, string> = {};
  const passwords = resource.fields.filter((f) => f.kind === 'password');
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    for (const f of passwords) {
      if (mode === 'update' && isBlank(record[f.source])) delete record[f.source];
    }
    if (mode === 'update' && before) keepUnofferedValues(resource, record, before);
    // A file list sent back as stored is kept as it is, even one listed before the media service.
    for (const f of resource.fields) {
      if (f.kind === 'files' && before && f.source in record) {
        if (sameAsStored(record[f.source], before[f.source])) delete record[f.source];
      }
    }
    // What the write is compared with: the stored row, or on create what the server imposes.
    const baseline = before ?? imposedOnCreate(resource, c.var.account);
    refused = refuseUnwritable(resource, table, record, mode, baseline);
    imposeScope(resource, c.var.account, record, mode);
    const missing = mode === 'create' ? passwords.filter((f) => isBlank(record[f.source])) : [];
    if (missing.length) {
      const errors = Object.fromEntries(
        missing.map((f) => [f.source, validationMessage({ key: 'validation.mandatory' })]),
      );
      throw fail(422, MESSAGES.invalid, { ...errors, ...refused });
    }
  }
  const { values, errors } = checkWrite(resource, table, mode, body);
  if (Object.keys(errors).length || Object.keys(refused).length) {
    throw fail(422, MESSAGES.invalid, { ...errors, ...refused });
  }
  // Again on the validated values: imposed fields may not be form fields (the region of an
  // OPD account made by a pemda).
  imposeScope(resource, c.var.account, values, mode);

  const merged = { ...(before ?? {}), ...values };
  const cols = columnsOf(table);
  for (const field of resource.fields) {
    if (field.visibleWhen && cols[field.source] && !fieldApplies(field, merged)) {
      if (field.visibleWhen.hidden === 'keep') delete values[field.source];
      else if (mode === 'create' || field.source in values || field.visibleWhen.field in values) {
        values[field.source] = emptyValue(cols[field.source]!);
      }
    }
  }
  checkPasswordStrength(resource, values, before);
  for (const f of passwords) {
    if (typeof values[f.source] === 'string')
      values[f.source] = await hashPassword(values[f.source] as string);
  }
  // Every `richtext` field of every resource, on create and update alike.
  for (const f of resource.fields) {
    if (f.kind === 'richtext' && typeof values[f.source] === 'string')
      values[f.source] = sanitizeRichText(values[f.source] as string);
  }
  const user = c.var.account;
  await checkMediaFiles(c, resource, values, before);
  await checkReferenceLists(c.var.db, resource, values);
  await checkScope(c.var.db, resource, user, values);
  await checkLookupFilters(c.var.db, resource, values, { ...merged, ...values });
  if (mode === 'create' && 'created_by' in cols) values.created_by = user.id;
  return values;
}

/**
 * A stored choice this screen does not offer (an account's `pusat` role on account-admin) may be
 * kept as it is: it is dropped from the update, so saving other fields (disabling the account)
 * works. Changing *to* an unoffered value still fails the choice check.
 */
function keepUnofferedValues(
  resource: ResourceConfig,
  record: Record<string, unknown>,
  before: Record<string, unknown>,
): void {
  for (const f of resource.fields) {
    if (!f.choices?.length || !(f.source in record)) continue;
    const sent = record[f.source];
    const offered = f.choices.some((c) => String(c.id) === String(sent));
    if (!offered && sent !== null && String(sent) === String(before[f.source])) {
      delete record[f.source];
    }
  }
}

/**
 * A new password set through an account form must be hard to guess, the account's own names
 * (as stored, or as sent with it) included (domain/passwordStrength.ts): 422 with the reason.
 */
function checkPasswordStrength(
  resource: ResourceConfig,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
): void {
  const errors: Record<string, string> = {};
  for (const f of resource.fields) {
    const value = values[f.source];
    if (f.rule?.type !== 'password' || typeof value !== 'string') continue;
    const refusal = passwordRefusal(value, { ...(before ?? {}), ...values });
    if (refusal) errors[f.source] = refusal;
  }
  if (Object.keys(errors).length) throw fail(422, MESSAGES.invalid, errors);
}

/** The values a create gets from the account whatever is sent (owner, own region). */
function imposedOnCreate(resource: ResourceConfig, user: AuthUser): Record<string, unknown> {
  const imposed: Record<string, unknown> = {};
  imposeScope(resource, user, imposed, 'create');
  return imposed;
}

/**
 * Listed files must be media uploads the writer may list (server/features/media/services/media.ts); a single
 * file must be the writer's own upload with the field's type and size (mediaFields.ts).
 */
async function checkMediaFiles(
  c: Context<AppEnv>,
  resource: ResourceConfig,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const f of resource.fields) {
    if ((f.kind === 'file' || f.kind === 'image') && f.source in values) {
      const key = await fileFields().refuseFieldFile(
        c.var.db,
        c.var.account,
        f,
        values[f.source],
        before?.[f.source] ?? null,
      );
      if (key) errors[f.source] = validationMessage({ key });
    }
    if (f.kind !== 'files' || !Array.isArray(values[f.source])) continue;
    const stored = Array.isArray(before?.[f.source]) ? (before![f.source] as NamedFile[]) : [];
    const bad = await fileFields().foreignMedia(
      c.var.db,
      c.var.account,
      values[f.source] as NamedFile[],
      stored,
    );
    if (bad.length) errors[f.source] = validationMessage({ key: 'validation.media_file' });
  }
  if (Object.keys(errors).length) throw fail(422, MESSAGES.invalid, errors);
}
