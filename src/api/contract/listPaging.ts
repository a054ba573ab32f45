/** Spec §9: the list pages show 6 items a page. */
export const PAGE_SIZE = 6;
