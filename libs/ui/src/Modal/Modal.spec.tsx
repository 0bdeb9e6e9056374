import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Modal, type ModalProps } from './Modal';

type DemoProps = Partial<ModalProps> & { initiallyOpen?: boolean; children?: ReactNode };

/** A page with a trigger button and a modal it opens, like the header's sign-in popup. */
function Demo({ initiallyOpen = false, children, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <ShopThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <Modal title="Sign in" closeLabel="Close" {...props} open={open} onClose={() => setOpen(false)}>
        {children ?? (
          <>
            <label>
              E-mail <input type="email" />
            </label>
            <button type="submit">Continue</button>
          </>
        )}
      </Modal>
    </ShopThemeProvider>
  );
}

function openModal(props: DemoProps = {}) {
  render(<Demo {...props} />);
  const trigger = screen.getByRole('button', { name: 'Sign in' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Demo />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing on the server, even when open', () => {
    const html = renderToString(
      <ShopThemeProvider>
        <Modal open title="Sign in" closeLabel="Close" onClose={() => undefined}>
          Content
        </Modal>
      </ShopThemeProvider>,
    );
    expect(html).not.toContain('dialog');
    expect(html).not.toContain('Content');
  });

  it('is a modal dialog named by its title, portalled to the body', () => {
    const { dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('moves focus to the first focusable element', () => {
    openModal();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('focuses initialFocusRef when given', () => {
    function WithInitialFocus() {
      const emailRef = useRef<HTMLInputElement>(null);
      return (
        <ShopThemeProvider>
          <Modal open title="Sign in" closeLabel="Close" onClose={() => undefined} initialFocusRef={emailRef}>
            <input aria-label="E-mail" ref={emailRef} />
          </Modal>
        </ShopThemeProvider>
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const { trigger } = openModal();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from the close button, labelled by closeLabel', () => {
    const { trigger } = openModal({ closeLabel: 'Sulje' });
    fireEvent.click(screen.getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click on the backdrop but not on a click inside', () => {
    openModal();
    fireEvent.click(screen.getByRole('textbox'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('wraps Tab from the last element to the first', () => {
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Continue' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
  });

  it('leaves Tab alone between the first and last elements', () => {
    openModal();
    const input = screen.getByRole('textbox');
    input.focus();
    const event = fireEvent.keyDown(input, { key: 'Tab' });
    expect(event).toBe(true);
    expect(document.activeElement).toBe(input);
  });

  it('pulls focus back in when Tab is pressed from outside the dialog', () => {
    openModal();
    document.body.focus();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('locks the page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('shows the title only with showTitle', () => {
    const { dialog } = openModal({ showTitle: false });
    const heading = screen.getByRole('heading', { name: 'Sign in' });
    expect(getComputedStyle(heading).position).toBe('absolute');
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('lets only the innermost of two open modals answer Escape', () => {
    function Nested() {
      const [outerOpen, setOuterOpen] = useState(true);
      const [innerOpen, setInnerOpen] = useState(false);
      return (
        <ShopThemeProvider>
          <Modal open={outerOpen} title="Catalogue" closeLabel="Close catalogue" onClose={() => setOuterOpen(false)}>
            <button type="button" onClick={() => setInnerOpen(true)}>
              Sign in
            </button>
            <Modal open={innerOpen} title="Sign in" closeLabel="Close sign-in" onClose={() => setInnerOpen(false)}>
              <input aria-label="E-mail" />
            </Modal>
          </Modal>
        </ShopThemeProvider>
      );
    }
    render(<Nested />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Sign in' }).contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Catalogue' })).toBeTruthy();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
