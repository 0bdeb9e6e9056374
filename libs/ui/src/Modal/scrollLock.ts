// Several modals can be open at once (a sign-in popup over the menu); the page scrolls again only
// when the last one closes, so the lock is counted.
let lockCount = 0;
let savedStyle: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind a modal from scrolling; returns the function that lets it scroll again. */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (lockCount === 0) {
    savedStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Hiding the scrollbar widens the page; padding by its width keeps the layout from jumping.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0 && savedStyle) {
      body.style.overflow = savedStyle.overflow;
      body.style.paddingRight = savedStyle.paddingRight;
      savedStyle = null;
    }
  };
}
