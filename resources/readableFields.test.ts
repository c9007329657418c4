import { describe, expect, it } from 'vitest';
import { getResource, RESOURCES } from '.';

/** Field names that hold the id of another record (spec 3 spells them `*_id`, `*_by`). */
const HOLDS_ID = /_id$|_by$/;

describe('every list and show field reads as a label, not a bare id', () => {
  // The show page prints every field; a list prints its `list: true` fields.
  const idFields = RESOURCES.flatMap((r) =>
    r.fields.filter((f) => HOLDS_ID.test(f.source)).map((f) => ({ resource: r.name, field: f })),
  );

  it('finds the id-holding fields to check', () => {
    expect(idFields.length).toBeGreaterThan(20);
  });

  it.each(idFields.map((x) => [`${x.resource}.${x.field.source}`, x] as const))(
    '%s reads by a label (a registered reference, or a choice)',
    (_name, { field }) => {
      if (field.kind === 'select') {
        expect((field.shownChoices ?? field.choices ?? []).length).toBeGreaterThan(0);
        return;
      }
      expect(['reference', 'text']).toContain(field.kind);
      expect(field.reference && getResource(field.reference)?.recordLabel).toBeTruthy();
    },
  );

  it('every reference field names a registered target', () => {
    for (const r of RESOURCES)
      for (const f of r.fields.filter((f) => f.kind === 'reference'))
        expect(getResource(f.reference ?? ''), `${r.name}.${f.source}`).toBeDefined();
  });
});
