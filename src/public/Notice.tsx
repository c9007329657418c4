import type { ReactNode } from 'react';
import { Icon } from './icons';

export type Severity = 'success' | 'info' | 'warning' | 'error';

/** MUI's standard Alert as the public pages draw it: announced to screen readers (role=alert). */
export function Notice({ severity, children }: { severity: Severity; children: ReactNode }) {
  return (
    <div role="alert" className={`pub-alert pub-alert-${severity}`}>
      <Icon name={severity} />
      <div className="pub-alert-text">{children}</div>
    </div>
  );
}
