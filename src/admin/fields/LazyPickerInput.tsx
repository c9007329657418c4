import { lazy, Suspense } from 'react';
import { LoadingText } from '../LoadingText';
import type { PickerInputProps } from './DatePickers';

/** The date pickers (MUI X) load only when a screen with a date field opens. */
const PickerInput = lazy(() => import('./DatePickers'));

export function LazyPickerInput(props: PickerInputProps) {
  return (
    <Suspense fallback={<LoadingText />}>
      <PickerInput {...props} />
    </Suspense>
  );
}
