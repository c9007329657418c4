import { lazy, Suspense } from 'react';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { LoadingText } from '../LoadingText';

/** The tiptap editor is heavy: it loads only when a form with a rich-text field opens. */
const RichTextInput = lazy(() => import('./RichTextEditor'));

export function LazyRichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<LoadingText />}>
      <RichTextInput {...props} />
    </Suspense>
  );
}
