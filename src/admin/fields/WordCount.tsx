import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { countWords } from '../../../domain/innovationRules';

/** The live word count under a long text that needs a minimum (spec 5: the design text). */
export function WordCount({ source, min }: { source: string; min: number }) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const count = countWords(value);
  return (
    <span
      data-testid={`word-count-${source}`}
      style={{ color: count < min ? '#b26a00' : undefined }}
    >
      {translate('form.word_count', { count, min })}
    </span>
  );
}
