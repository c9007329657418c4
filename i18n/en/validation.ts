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
  },
  form: {
    password_hint: 'At least 8 characters. When editing, leave empty to keep the current one.',
    other_fields: 'Other',
  },
};
