/**
 * The edit form reads its record under a cache key of its own. react-admin's lists put each row they
 * load into the record cache (useGetList "optimistically populates" getOne), and a list row is
 * not the whole record (the long texts stay out of lists); an edit form started from that row
 * would show those fields empty, then reset to the full record when it arrives, dropping what was
 * typed meanwhile (and a quick save would send the blanks). Under this key the form waits for
 * the full record; the update writes to the same key (react-admin wants both metas equal). The
 * breadcrumb reads the same key on an edit screen, so the record is asked for once.
 */
export const FORM_READ = { read: 'form' } as const;
