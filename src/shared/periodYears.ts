import { getActiveYear } from '../providers/session';

/** The years a screen offers: the data_tahun_all setting, else 2023 to the active year. */
export function periodYears(): number[] {
  const active = getActiveYear();
  try {
    const list: unknown = JSON.parse(localStorage.getItem('data_tahun_all') ?? '[]');
    if (Array.isArray(list) && list.length > 0)
      return list
        .map(Number)
        .filter(Number.isInteger)
        .sort((a, b) => b - a);
  } catch {
    // a malformed setting falls back to the default range
  }
  const years: number[] = [];
  for (let y = active; y >= 2023; y--) years.push(y);
  return years;
}
