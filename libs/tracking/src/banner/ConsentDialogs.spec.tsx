import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesByLocale, ShopIntlProvider, type ConsentChoice, type Locale } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import ConsentDialogs from './ConsentDialogs';
import type { ConsentPromptView } from './ConsentPrompt';

function renderDialogs(
  view: Exclude<ConsentPromptView, 'none'>,
  save: (choice: ConsentChoice) => Promise<unknown>,
  locale: Locale = 'en',
) {
  const onViewChange = vi.fn();
  render(
    <ShopIntlProvider locale={locale} messages={messagesByLocale[locale]}>
      <ShopThemeProvider>
        <ConsentDialogs view={view} onViewChange={onViewChange} save={save} />
      </ShopThemeProvider>
    </ShopIntlProvider>,
  );
  return onViewChange;
}

describe('the consent banner and settings', () => {
  afterEach(() => {
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  });

  it('is a labelled region in the page’s language whose buttons save all or nothing', async () => {
    const save = vi.fn(async () => undefined);
    const onViewChange = renderDialogs('banner', save, 'ru');
    const region = screen.getByRole('region', { name: 'Согласие на cookie' });
    fireEvent.click(screen.getByRole('button', { name: 'Только необходимые' }));
    await waitFor(() => expect(onViewChange).toHaveBeenCalledWith('none'));
    expect(save).toHaveBeenCalledWith({ analytics: false, advertising: false });
    expect(region).toBeTruthy();
  });

  it('saves the switched purposes, and stays open saying so when saving fails', async () => {
    const save = vi.fn(async () => {
      throw new Error('503');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onViewChange = renderDialogs('settings', save);
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Necessary' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Advertising' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your choice could not be saved. Please try again.',
    );
    expect(save).toHaveBeenCalledWith({ analytics: false, advertising: true });
    expect(onViewChange).not.toHaveBeenCalled();
  });

  it('closes on Escape back to the banner before any choice', () => {
    const before = renderDialogs('settings', async () => undefined);
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(before).toHaveBeenCalledWith('banner');
  });

  it('starts from the current choice when reopened, and closes away from the page on Escape', () => {
    document.cookie = 'cookie_consent=advertising; Path=/';
    const after = renderDialogs('settings', async () => undefined);
    expect((screen.getByRole('switch', { name: 'Advertising' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(false);
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(after).toHaveBeenCalledWith('none');
  });
});
