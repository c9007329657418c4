/**
 * Local drafts of generic forms (architecture: "a form survives an expired session"). A draft is
 * kept per resource and record under `draft:<slug>:<id|new>`, written as the user types, read
 * back when the form mounts and removed after a successful save.
 */
export const draftKey = (slug: string, id?: string | number) => `draft:${slug}:${id ?? 'new'}`;

export function readDraft(key: string): Record<string, unknown> | null {
  const stored = localStorage.getItem(key);
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const writeDraft = (key: string, values: Record<string, unknown>) =>
  localStorage.setItem(key, JSON.stringify(values));

export const clearDraft = (key: string) => localStorage.removeItem(key);
