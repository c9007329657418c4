/**
 * Page sizes of every list (spec 9: 10, 20 default, 50, 100). A module of its own so a screen can
 * use them without pulling the lazily loaded generic list into its chunk.
 */
export const PAGE_SIZES = [10, 20, 50, 100];
