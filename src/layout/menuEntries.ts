/**
 * Everything the sidebar may link to, in order: the resource lists, then the hand-written pages
 * with a divider. One source with `GET /api/platform/modules`: resources/modules.ts.
 */
export { MENU_ENTRIES } from '../../resources/modules';
