/** The main menu under the header collapses once the page is scrolled this far (spec, section 9). */
export const MAIN_MENU_COLLAPSE_SCROLL_PX = 75;

/**
 * It opens again only near the top: collapsing it (48 px) makes scroll anchoring lift the scroll
 * position by as much, which must not reopen it.
 */
export const MAIN_MENU_EXPAND_SCROLL_PX = 20;

/** The header search asks the API this long after the last keystroke (spec, section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Below this many letters the search panel invites more typing instead of saying nothing matched. */
export const SEARCH_SHORT_QUERY_LENGTH = 3;

/** The product picture is zoomed this many times (spec, section 4: gallery zoom). */
export const GALLERY_ZOOM_SCALE = 2.5;

/** The gallery measures itself again this long after the window stops resizing. */
export const GALLERY_RESIZE_DEBOUNCE_MS = 500;
