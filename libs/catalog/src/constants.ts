/** The main menu under the header collapses once the page is scrolled this far (spec, section 9). */
export const MAIN_MENU_COLLAPSE_SCROLL_PX = 75;
