import { heartIcon, IconButton } from '@shop/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useWishList } from './wishList';

const Toggle = styled(IconButton)`
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;

/** The heart that keeps a product's variant in the wish list, pressed while it is there. */
export function WishListToggle({
  variantId,
  productName,
  className,
}: {
  variantId: number;
  productName: string;
  className?: string;
}) {
  const intl = useIntl();
  const { has, toggle } = useWishList();
  const inList = has(variantId);
  return (
    <Toggle
      icon={heartIcon}
      className={className}
      aria-pressed={inList}
      label={intl.formatMessage({ id: 'wishList.toggle' }, { name: productName })}
      onClick={() => toggle(variantId)}
    />
  );
}
