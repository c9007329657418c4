import type { DeepStrings } from '../messages';
import type { validationId } from '../id/validation';

/** English counterparts of `i18n/id/validation.ts` (the client shows them in English mode). */
export const validationEn: DeepStrings<typeof validationId> = {
  validation: {
    mandatory: 'Required',
    email: 'Invalid email address',
    alpha: 'Letters only',
    phone: 'Invalid phone number',
    match: 'Must match the %{field} field',
    min: 'At least %{n} characters',
    minval: 'Minimum value %{n}',
    maxval: 'Maximum value %{n}',
    max_length: 'At most %{n} characters',
    number: 'Must be a number',
    integer: 'Must be a whole number',
    boolean: 'Must be yes/no',
    date: 'Invalid date (format YYYY-MM-DD)',
    datetime: 'Invalid time (format YYYY-MM-DD hh:mm:ss)',
    choice: 'Invalid choice',
    text: 'Must be text',
    reference: 'Referenced record not found',
    unique: 'This value is already in use',
    in_use: 'The record is still used by other records and cannot be deleted',
    words_min: 'At least %{n} words',
    outside_region: 'Outside your area of authority',
    unknown_field: 'Unknown field',
    read_only: 'This field cannot be changed',
    map_embed: 'Only a Google Maps or OpenStreetMap link or iframe is accepted',
    media_file: 'The file must be uploaded through the file upload service',
    file_list: 'Must be a list of files {name, value}',
    setting_flag: 'Must be 1 (on) or 0 (off)',
    setting_year: 'Must be a year, e.g. 2026',
    setting_years: 'Must be a list of distinct years, e.g. [2025, 2026]',
    bands_json: 'The predicate table needs at least one year with a list of bands',
    bands_year: 'Key "%{year}" is not a year (e.g. 2026)',
    bands_predikat: 'Year %{year}, band %{n}: the predicate name is required',
    bands_tab: 'Year %{year}, band %{n}: the tab number must be a whole number, 0 or more',
    bands_bound:
      'Year %{year}, band %{n}: set one bound only, "more than" 0–99 or "at least" 1–100',
    bands_rest: 'Year %{year}, band %{n}: only the last band may have no bound',
    bands_overlap:
      'Year %{year}, band %{n} overlaps the band before it: bounds must fall down the list',
    bands_gap:
      'Year %{year}: scores below %{bound} get no predicate; the last band must have no bound',
  },
  form: {
    password_hint: 'At least 8 characters. When editing, leave empty to keep the current one.',
    other_fields: 'Other',
  },
};
