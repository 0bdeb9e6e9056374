import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesByLocale, ShopIntlProvider } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { categoryList } from '../analytics';
import { ListedProducts } from './ListedProducts';
import { sampleTile as tile } from '../testing/products';

const list = categoryList({ id: 6, name: 'Swimsuits' });

/** A listing page whose button re-renders it, as a filter's pending state or a query refetch would. */
function Listing() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <ul>
        <ListedProducts list={list} products={[tile(1), tile(2)]} offset={24} eagerCards={0} />
      </ul>
    </>
  );
}

const events = () =>
  (
    (window as { dataLayer?: Array<{ event?: string; ecommerce?: { items?: Array<{ index: number }> } }> }).dataLayer ??
    []
  )
    .filter((entry) => entry.event)
    .map((entry) => [entry.event, entry.ecommerce?.items?.map((item) => item.index)]);

describe('ListedProducts', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it('pushes view_item_list once for the page shown (StrictMode, re-renders), select_item for the tile opened', async () => {
    const rootRoute = createRootRoute({
      component: () => (
        <ShopIntlProvider locale="en" messages={messagesByLocale.en}>
          <ShopThemeProvider>
            <Listing />
          </ShopThemeProvider>
        </ShopIntlProvider>
      ),
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Render again' }));
    fireEvent.click(screen.getByRole('link', { name: 'Swimsuit 2' }));
    expect(events()).toEqual([
      ['view_item_list', [24, 25]],
      ['select_item', [25]],
    ]);
  });
});
