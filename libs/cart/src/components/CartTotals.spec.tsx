import { render } from '@testing-library/react';
import { messagesByLocale, ShopIntlProvider } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CartTotals, discountRows } from './CartTotals';

const wrapper = ({ children }: { children: ReactNode }) => (
  <ShopIntlProvider locale="en" messages={messagesByLocale.en}>
    <ShopThemeProvider>{children}</ShopThemeProvider>
  </ShopIntlProvider>
);

/** The list's rows as "term = value". */
const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('dt')].map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);

describe('CartTotals', () => {
  it('lists the goods, each discount, the delivery and the total in that order', () => {
    const money = (amount: number) => `€${amount.toFixed(2)}`;
    const { container } = render(
      <CartTotals
        products="€100.00"
        discounts={discountRows(
          [
            { type: 'percentage', code: 'WELCOME10', label: 'Discount (WELCOME10)', amount: 10 },
            { type: 'free_delivery', code: 'SHIPFREE', label: 'Free delivery (SHIPFREE)', amount: 0 },
          ],
          money,
        )}
        delivery="Free"
        total="€90.00"
      />,
      { wrapper },
    );
    expect(rows(container)).toEqual([
      'Products = €100.00',
      'Discount (WELCOME10) = −€10.00',
      'Free delivery (SHIPFREE) = ',
      'Delivery = Free',
      'Total = €90.00',
    ]);
    expect(container.querySelectorAll('.total')).toHaveLength(2);
  });

  it('leaves out the rows it is not given, and says the total in one line when inline', () => {
    const { container, rerender } = render(<CartTotals total="€49.90" />, { wrapper });
    expect(rows(container)).toEqual(['Total = €49.90']);
    rerender(<CartTotals total="€49.90" inline />);
    expect(container.querySelector('dl')).toBeNull();
    expect(container.textContent).toBe('Total: €49.90');
  });
});
