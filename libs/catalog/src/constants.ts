/** The main menu under the header collapses once the page is scrolled this far (spec, section 9). */
export const MAIN_MENU_COLLAPSE_SCROLL_PX = 75;

/**
 * It opens again only near the top: collapsing it (48 px) makes scroll anchoring lift the scroll
 * position by as much, which must not reopen it.
 */
export const MAIN_MENU_EXPAND_SCROLL_PX = 20;
