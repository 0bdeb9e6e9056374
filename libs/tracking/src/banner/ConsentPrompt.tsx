import { lazyWithPreload, useHydrated } from '@shop/ui';
import { Suspense, useEffect, useState } from 'react';
import { onConsentChange, readConsent } from '../consent';
import { applyConsentSoon } from '../lazy';
import { onOpenConsentSettings } from './openConsentSettings';

/** The banner and the settings dialog: their code loads only when one of them is needed. */
const ConsentDialogs = lazyWithPreload(() => import('./ConsentDialogs'));

/** What the prompt shows: nothing, the banner (no choice yet), or the settings dialog. */
export type ConsentPromptView = 'none' | 'banner' | 'settings';

/**
 * Asks for cookie consent: after hydration, when the browser holds no valid choice, the banner
 * overlays the bottom of the page; the footer's "Cookie settings" opens the settings at any time.
 * The server's HTML never holds it (anonymous pages are cached). It also applies every new choice,
 * from this tab or another: the declined purposes' cookies go and campaign data moves as allowed.
 */
export function ConsentPrompt() {
  const hydrated = useHydrated();
  // Null until the shopper acts: then the banner shows whenever the browser holds no choice.
  const [chosenView, setView] = useState<ConsentPromptView | null>(null);
  const view = chosenView ?? (hydrated && readConsent() === null ? 'banner' : 'none');
  useEffect(() => {
    const stopSettings = onOpenConsentSettings(() => setView('settings'));
    const stopChanges = onConsentChange((choice) => {
      applyConsentSoon(choice);
      setView((current) => (current === 'settings' ? current : 'none'));
    });
    return () => {
      stopSettings();
      stopChanges();
    };
  }, []);
  if (view === 'none') return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialogs view={view} onViewChange={setView} />
    </Suspense>
  );
}
