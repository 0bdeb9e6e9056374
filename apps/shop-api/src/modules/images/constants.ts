/**
 * Renders at once: each takes a core and up to a few tens of MB while sharp decodes the original,
 * so a burst of new renditions waits its turn instead of starving the API on a small machine.
 */
export const RENDERS_AT_ONCE = 2;

/** What the optimiser sends: the contract's only format (the storefront asks for nothing else). */
export const IMAGE_CONTENT_TYPE = 'image/webp';
