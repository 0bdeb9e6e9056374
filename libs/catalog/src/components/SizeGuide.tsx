import { Button, lazyWithPreload } from '@shop/ui';
import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';

const SizeGuideDialog = lazyWithPreload(() => import('./SizeGuideDialog'));

/**
 * A link-styled button that opens the product's size table in a dialog (SizeGuideDialog), whose
 * code is fetched when the pointer reaches the button or the button takes focus.
 */
export function SizeGuide({ productId }: { productId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={SizeGuideDialog.preload}
        onFocus={SizeGuideDialog.preload}
        aria-haspopup="dialog"
      >
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
