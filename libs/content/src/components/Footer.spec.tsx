import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@shop/api';
import { messagesByLocale, ShopIntlProvider, type Locale } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { Footer } from './Footer';

/** The contract's own example of GET /api/v1/app/config. */
function contractExample(): AppConfig {
  const document = parseYaml(readFileSync(resolve(import.meta.dirname, '../../../../openapi.yaml'), 'utf8'));
  return structuredClone(
    document.paths['/api/v1/app/config'].get.responses['200'].content['application/json'].example,
  ) as AppConfig;
}

function renderFooter(config: AppConfig, locale: Locale = 'en') {
  const rootRoute = createRootRoute({
    component: () => (
      <ShopIntlProvider locale={locale} messages={messagesByLocale[locale]}>
        <ShopThemeProvider>
          <Footer config={config} year={2026} />
        </ShopThemeProvider>
      </ShopIntlProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

describe('Footer', () => {
  it('shows the company text, contacts, address, social and B2B links from app config', async () => {
    const config = contractExample();
    renderFooter(config);
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(config.company_text);
    expect(
      within(footer)
        .getByRole('link', { name: `E-mail: ${config.email}` })
        .getAttribute('href'),
    ).toBe(`mailto:${config.email}`);
    expect(
      within(footer)
        .getByRole('link', { name: new RegExp(`^Phone: `) })
        .getAttribute('href'),
    ).toBe(`tel:${config.hotline_phone}`);
    expect(footer.querySelector('address')?.textContent).toContain(config.address.city);
    for (const network of ['facebook', 'instagram', 'youtube'] as const) {
      const href = config.social[network];
      if (href) expect(footer.querySelector(`a[href="${href}"][aria-label]`)).not.toBeNull();
    }
    if (config.b2b_url) expect(footer.querySelector(`a[href="${config.b2b_url}"]`)).not.toBeNull();
    expect(footer.textContent).toContain('2026');
  });

  it('links every content page, gpsr only while it is enabled', async () => {
    const config = contractExample();
    config.content_pages = [
      { key: 'about-us', path: '/about-us', title: 'About us' },
      { key: 'gpsr', path: '/gpsr', title: 'Product safety (GPSR)' },
    ];
    config.gpsr = { enabled: true };
    const { unmount } = renderFooter(config);
    expect((await screen.findByRole('link', { name: 'Product safety (GPSR)' })).getAttribute('href')).toBe('/gpsr');
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about-us');
    unmount();

    config.gpsr = { enabled: false };
    renderFooter(config);
    expect(await screen.findByRole('link', { name: 'About us' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Product safety (GPSR)' })).toBeNull();
  });

  it('leaves out WhatsApp and B2B when the shop has none', async () => {
    const config = { ...contractExample(), whatsapp: null, b2b_url: null };
    renderFooter(config);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /^WhatsApp: / })).toBeNull();
    expect(footer.textContent).not.toContain('Wholesale (B2B)');
  });

  it('speaks Russian on Russian pages', async () => {
    renderFooter(contractExample(), 'ru');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /^Эл\. почта: / })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: /^Телефон: / })).toBeTruthy();
  });
});
