/**
 * Facts a resource's list rows carry from other tables, read in the list's own SQL statement
 * (a correlated subquery per fact, evaluated only for the page's rows), never a query per row.
 * They answer under one key beside the row, like `_labels`, and a write that echoes them back
 * drops them: they are never stored through the row.
 */
export interface ListExtras {
  /** The key of the object holding them in each row (`_registrasi`). */
  key: string;
  /** Fact name -> SQL expression; `$t` stands for the list table's quoted name. */
  facts: Readonly<Record<string, string>>;
}

export const LIST_EXTRAS: Readonly<Record<string, ListExtras>> = {
  // Spec 2/4: the row colours, "Kirim" and "Pengirim" read the registration record.
  iga2020_inovasi: {
    key: '_registrasi',
    facts: {
      status_nomor: 'select r.status_nomor from nomor_registrasi r where r.inovasi_id = $t.id',
      setuju: 'select r.setuju from nomor_registrasi r where r.inovasi_id = $t.id',
    },
  },
};

/** Keys a list or show answer adds beside a row's columns; a write drops them. */
export const ANSWER_ONLY_KEYS: ReadonlySet<string> = new Set([
  '_labels',
  ...Object.values(LIST_EXTRAS).map((e) => e.key),
]);
