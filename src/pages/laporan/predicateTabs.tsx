import { Tab, Tabs } from '@mui/material';
import { formatNumber } from '../../../domain/format';

/** The predicate tabs of every report (spec 9), '' being "Semua". */
export const TABS = ['', '0', '1', '2', '3'] as const;
export type TabValue = (typeof TABS)[number];

/** What a report answers to count its tabs: every unit, and each tab's. */
export interface TabCounts {
  semua: number;
  per_tab: Record<'0' | '1' | '2' | '3', number>;
}

/**
 * The tab choices with their counts ("Inovatif (7)") once the report has answered; `t` reads
 * `laporan.*` keys. One builder for the average-index reports, the recaps and the analysis.
 */
export function tabChoices(t: (key: string, args?: object) => string, counts?: TabCounts) {
  return TABS.map((tab) => {
    const label = t(`tabs.${tab || 'semua'}`);
    if (!counts) return { value: tab, label };
    const n = tab === '' ? counts.semua : counts.per_tab[tab];
    return { value: tab, label: t('tab_count', { label, n: formatNumber(n, 'count') }) };
  });
}

/** A tab value from the URL: one of TABS, else every tab. */
export const tabOf = (value: string | null): TabValue => TABS.find((tab) => tab === value) ?? '';

/**
 * The tab strip of a report that is not a DataTablePage (the analysis), drawn as the list pages
 * draw theirs: scrollable, the full width.
 */
export function PredicateTabs(props: {
  value: TabValue;
  onChange: (value: TabValue) => void;
  choices: readonly { value: TabValue; label: string }[];
  label: string;
}) {
  return (
    <Tabs
      value={props.value}
      onChange={(_, value: TabValue) => props.onChange(value)}
      aria-label={props.label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}
    >
      {props.choices.map((c) => (
        <Tab key={c.value} value={c.value} label={c.label} />
      ))}
    </Tabs>
  );
}
