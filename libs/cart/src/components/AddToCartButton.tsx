import type { CalculatedPrice } from '@shop/api';
import { Button } from '@shop/ui';
import { FormattedMessage } from 'react-intl';
import { pushAddToCart } from '../analytics';
import { useCartActions, useCartItems } from '../useCart';

/** What the button needs of the variant chosen (a product card or a wish-list entry gives it). */
export interface AddToCartProps {
  variantId: number;
  stock: number;
  productName: string;
  categoryName: string;
  colorName: string;
  sizeName: string;
  price: CalculatedPrice;
  fullWidth?: boolean;
}

/**
 * Adds one of the variant to the cart (a new line, or one more), never past the stock; the
 * header's notice confirms it or says how many are left. Sold out, or every one left already in
 * the cart: disabled, saying which.
 */
export function AddToCartButton({
  variantId,
  stock,
  productName,
  categoryName,
  colorName,
  sizeName,
  price,
  fullWidth = false,
}: AddToCartProps) {
  const items = useCartItems();
  const cartActions = useCartActions();
  const inCart = items.find((item) => item.product_variant_id === variantId)?.quantity ?? 0;
  const add = () => {
    const change = cartActions.add(variantId, 1, stock);
    const added = change && change.kind !== 'removed' ? change.quantity - inCart : 0;
    if (added > 0) {
      pushAddToCart(
        {
          id: variantId,
          product_name: productName,
          category_name: categoryName,
          color_name: colorName,
          size_name: sizeName,
          calculatedPrice: price,
        },
        added,
      );
    }
  };
  const label =
    stock <= 0 ? (
      <FormattedMessage id="product.soldOut" />
    ) : inCart >= stock ? (
      <FormattedMessage id="cart.allInCart" values={{ count: stock }} />
    ) : inCart > 0 ? (
      <FormattedMessage id="cart.addOneMore" values={{ count: inCart }} />
    ) : (
      <FormattedMessage id="product.addToCart" />
    );
  return (
    <Button type="button" disabled={stock <= 0 || inCart >= stock} onClick={add} fullWidth={fullWidth}>
      {label}
    </Button>
  );
}
