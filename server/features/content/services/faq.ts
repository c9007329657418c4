import { asc } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { help_faq } from '../../../platform/db/schema';
import { sanitizeRichText } from '../../../platform/http/richText';

/** Every FAQ entry by question, its answer cleaned as the rich-text editor's output is. */
export async function faqEntries(db: Db) {
  const rows = await db
    .select({ id: help_faq.id, question: help_faq.question, answer: help_faq.answer })
    .from(help_faq)
    .orderBy(asc(help_faq.question), asc(help_faq.id));
  return rows.map((r) => ({ ...r, answer: sanitizeRichText(r.answer) }));
}
