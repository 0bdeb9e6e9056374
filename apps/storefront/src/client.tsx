import { StartClient } from '@tanstack/react-start/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * The browser's entry: Start's default, except that hydration starts in a task of its own, after
 * the one that evaluated the scripts, so the browser may paint and answer input between the two.
 * Together they made the longest task of a first visit: with 4× CPU throttling, `npm run
 * bench:main-thread` (both builds side by side, 7 visits each) put the blocking time after the
 * first paint at 72 ms against 214 on the home, 52 against 212 on a listing, 116 against 156 on a
 * card.
 */
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    );
  });
});
