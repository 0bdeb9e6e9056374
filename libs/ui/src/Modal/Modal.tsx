import { useEffect, useEffectEvent, useId, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { closeIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { tabbableElements } from './focusable';
import {
  ModalBackdrop,
  ModalBody,
  ModalDialog,
  ModalHeader,
  ModalOverlay,
  ModalTitle,
  type ModalPlacement,
} from './Modal.styles';
import { lockBodyScroll } from './scrollLock';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a click on the backdrop and on the close button. */
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading only with `showTitle`. */
  title: string;
  showTitle?: boolean;
  /** center: a dialog in the middle (a sheet from the bottom on phones); left: a drawer. */
  placement?: ModalPlacement;
  /** A wider drawer, for two columns of content (only with placement left). */
  wide?: boolean;
  /** The close button's accessible name, already translated. */
  closeLabel: string;
  /** What takes focus on open; by default the first focusable element, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

// Open modals, innermost last: only the innermost one answers Escape and Tab.
const openModals: object[] = [];

const subscribeToNothing = () => () => undefined;

/** False on the server and during hydration, true afterwards: portals wait for it. */
function useIsMounted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A modal dialog rendered into `document.body`. While open it holds the keyboard focus, locks the
 * page's scroll and closes on Escape or a click outside; on close the focus goes back to where it
 * was (usually the button that opened it).
 */
export function Modal({
  open,
  onClose,
  title,
  showTitle = false,
  placement = 'center',
  wide = false,
  closeLabel,
  initialFocusRef,
  children,
}: ModalProps) {
  const isMounted = useIsMounted();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const requestClose = useEffectEvent(() => onClose());
  const initialFocusTarget = useEffectEvent(() => initialFocusRef?.current ?? null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !isMounted || !dialog) return undefined;

    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusTarget() ?? tabbableElements(dialog)[0] ?? dialog).focus();

    const unlockScroll = lockBodyScroll();
    const entry = {};
    openModals.push(entry);

    const onKeyDown = (event: KeyboardEvent) => {
      if (openModals.at(-1) !== entry || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(entry), 1);
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, isMounted]);

  if (!open || !isMounted) return null;

  return createPortal(
    <ModalOverlay $placement={placement}>
      <ModalBackdrop onClick={onClose} data-testid="modal-backdrop" />
      <ModalDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $placement={placement}
        $wide={wide}
      >
        <ModalHeader $titleShown={showTitle}>
          <ModalTitle id={titleId} $visuallyHidden={!showTitle}>
            {title}
          </ModalTitle>
          <IconButton label={closeLabel} icon={closeIcon} onClick={onClose} />
        </ModalHeader>
        <ModalBody>{children}</ModalBody>
      </ModalDialog>
    </ModalOverlay>,
    document.body,
  );
}

/** Wraps Tab from the last focusable element to the first, and Shift+Tab the other way. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const tabbable = tabbableElements(dialog);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const focusIsInside = active instanceof Node && dialog.contains(active);
  if (event.shiftKey && (!focusIsInside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!focusIsInside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
