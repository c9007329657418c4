import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../platform/http/context';
import type { Db } from '../platform/db/client';
import type { AuthUser } from '../platform/auth/users';
import type { Change } from '../platform/cache/changeScope';
import type { Storage } from '../platform/storage/storage';
import type { NamedFile } from '../../domain/media';
import type { FieldConfig, ResourceConfig } from '../../resources/types';

type Row = Record<string, unknown>;

export interface WriteContext {
  db: Db;
  deps: AppDeps;
  /** The row before the write (null on create). */
  before: Row | null;
  /** The account writing (null only for writes made by the server itself). */
  user: AuthUser | null;
  /**
   * Says what the write changes for the kept dashboards, reports and rankings
   * (server/platform/cache/declareChange.ts). A write whose hooks declare nothing drops them all.
   */
  declare?: (change: Change) => void;
}

/**
 * Facts a resource's list rows carry from other tables, read in the list's own SQL statement
 * (a left join on a unique key, so it never multiplies rows), never a query per row.
 * They answer under one key beside the row, like `_labels`, and a write that echoes them back
 * drops them: they are never stored through the row.
 */
export interface ListExtras {
  /** The key of the object holding them in each row (`_registrasi`). */
  readonly key: string;
  /** The join; `$t` stands for the list table's quoted name. */
  readonly join: string;
  /** Fact name -> SQL expression over the joined table. */
  readonly facts: Readonly<Record<string, string>>;
}

/**
 * The write hooks: side effects and checks a table needs on every write, whichever screen
 * writes it. Resources sharing a table (the three account screens over usr_asn) register the
 * same ones; the server refuses to start otherwise (server/crud/hooks.ts).
 */
export interface TableHooks {
  /**
   * On update and delete, before the body is read: throws (a 409) when the stored row may not
   * change at all, whatever is sent, so that its state answers before any field rule does (a
   * winner a publication wrote is refused as such, not for its year).
   */
  guardRecord?(ctx: WriteContext, row: Row): void | Promise<void>;
  /** Inside the write's transaction, before the SQL: throws (403/409/422) to refuse it. */
  beforeWrite?(ctx: WriteContext, values: Row): void | Promise<void>;
  /** Inside the delete's transaction, before the SQL: throws (e.g. a 409) when the row must stay. */
  beforeDelete?(ctx: WriteContext, row: Row): void | Promise<void>;
  /** After the write is committed. */
  afterWrite?(ctx: WriteContext, row: Row): void;
  /** Facts about a row kept in other tables that action rules need (registration status). */
  recordContext?(db: Db, row: Row): Promise<Row>;
}

/**
 * What one resource needs on the server beyond its config (resources/<name>.ts, which the
 * client bundles too): the hook slot of the generic engine. A resource's module in this folder
 * exports one; `index.ts` registers it under the resource's name.
 */
export interface ResourceHooks extends TableHooks {
  /** Extra columns of the list and show answers, joined from other tables. */
  readonly listExtras?: ListExtras;
  /**
   * Row scoping facts of this resource as a region unit: `region` is the column holding the
   * m_daerah id its rows lie in. Another resource whose `scope.region.field` references this
   * one is scoped through it (an innovation's `profil_id` lies in its profile's region).
   */
  readonly scope?: { readonly region: AnyPgColumn };
}

/**
 * What the engine's writes ask of the file fields, served by the media feature. The feature
 * hands them over when the app starts (crud/registry.ts), so the engine imports no feature.
 */
export interface FileFieldServices {
  /** Media ids in `files` that the account may not attach (another account's upload). */
  foreignMedia(
    db: Db,
    user: AuthUser,
    files: readonly NamedFile[],
    before: readonly NamedFile[],
  ): Promise<string[]>;
  /** Why a file field's new value is refused, as a validation key; null when it is fine. */
  refuseFieldFile(
    db: Db,
    user: AuthUser,
    field: FieldConfig,
    value: unknown,
    stored: unknown,
  ): Promise<'validation.media_file' | 'validation.media_type' | null>;
  /** Removes the media a write dropped from the record's file fields; their ids. */
  removeDroppedMedia(
    db: Db,
    storage: Storage,
    resource: ResourceConfig,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<number[]>;
}
