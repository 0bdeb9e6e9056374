import { Button } from '@shop/ui';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';

const loadDialog = () => import('./SizeGuideDialog');
const SizeGuideDialog = lazy(loadDialog);
/** Starts loading the dialog's code when the shopper is about to open it. */
const preloadDialog = () => void loadDialog().catch(() => undefined);

/**
 * A link-styled button that opens the product's size table in a dialog (SizeGuideDialog), whose
 * code is fetched when the pointer reaches the button or the button takes focus.
 */
export function SizeGuide({ productId }: { productId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)} onPointerEnter={preloadDialog} onFocus={preloadDialog} aria-haspopup="dialog">
        <FormattedMessage id="product.sizeGuide" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog productId={productId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
