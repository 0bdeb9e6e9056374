/** What the optimiser sends: the contract's only format (the storefront asks for nothing else). */
export const IMAGE_CONTENT_TYPE = 'image/webp';
