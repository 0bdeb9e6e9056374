import type { ReactElement } from 'react';

/**
 * An icon's shape on a 24 × 24 grid, drawn as 1.75-wide round strokes in currentColor (the few
 * filled details set their own `fill`): `<Icon shape={cartIcon} />` draws one. Each shape is a
 * function in a module of its own, so a chunk carries only the shapes its components draw: the
 * header's are in every page, the footer's, the cart's and the dialogs' come with those.
 */
export type IconShape = () => ReactElement;
