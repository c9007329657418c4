import type { AccessRule } from '../../domain/access';
import type { MenuGroup } from '../../resources/types';
import { ACTIVITY_PAGE } from './activity';
import { ASPEKLOG_PAGE } from './aspeklog';
import { OUTBOX_PAGE } from './outbox';
import { PASSWORD_PAGE } from './password';
import { RAWLOG_PAGE } from './rawlog';
import { SUMMARY_PAGE } from './summary';

/** A hand-written screen under /dashboard: its path, title key, sidebar group and roles. */
export interface PageInfo {
  path: string;
  label: string;
  group?: MenuGroup;
  roles: AccessRule;
}

/** Every hand-written page, in sidebar order within its group (the registry's lists come between). */
export const PAGES: readonly PageInfo[] = [
  SUMMARY_PAGE,
  ACTIVITY_PAGE,
  OUTBOX_PAGE,
  RAWLOG_PAGE,
  ASPEKLOG_PAGE,
  PASSWORD_PAGE,
];

export const getPage = (path: string): PageInfo | undefined => PAGES.find((p) => p.path === path);
