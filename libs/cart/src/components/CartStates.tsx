import { AppLink } from '@shop/i18n';
import { Button, Container, Spinner } from '@shop/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as S from './Cart.styles';

interface CartStateProps {
  /** The page's heading, already translated. */
  title: ReactNode;
  /** Keeps the page's height (the cart page: no layout shift between its states). */
  tall?: boolean;
}

function CartStatePage({ title, tall, children }: CartStateProps & { children: ReactNode }) {
  const content = (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
  return <Container>{tall ? <S.View>{content}</S.View> : content}</Container>;
}

/** A page about the cart while the cart is read (it lives in a cookie, so only once hydrated). */
export function CartLoading({ label, ...page }: CartStateProps & { label: string }) {
  return (
    <CartStatePage {...page}>
      <Spinner label={label} />
    </CartStatePage>
  );
}

/** A page about the cart when it is empty: what it says and the way to the catalogue. */
export function CartEmpty({
  message,
  catalogUrl,
  ...page
}: CartStateProps & { message: ReactNode; catalogUrl: string }) {
  return (
    <CartStatePage {...page}>
      <p>{message}</p>
      <Button as={AppLink} href={catalogUrl}>
        <FormattedMessage id="cart.startShopping" />
      </Button>
    </CartStatePage>
  );
}
