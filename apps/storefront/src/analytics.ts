import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { analyticsTagSoon, type AnalyticsSettings, type PageView } from '@shop/tracking';

/**
 * Pages whose URL holds a secret (an order's token, an e-mail check's signature, a reset token and
 * e-mail in the query): Google is told the page, never the secret.
 */
const SECRET_PATHS: ReadonlyArray<[RegExp, string]> = [
  [/\/order\/[^/]+$/, '/order/(token)'],
  [/\/verify-email\/.+$/, '/verify-email/(link)'],
  [/\/reset-password$/, '/reset-password'],
];

/** The page GA4 is told of: its URL with any secret replaced (and then no query), and its title. */
export function publicPageView(url: URL, title: string): PageView {
  for (const [pattern, replacement] of SECRET_PATHS)
    if (pattern.test(url.pathname))
      return { page_location: `${url.origin}${url.pathname.replace(pattern, replacement)}`, page_title: title };
  return { page_location: url.href, page_title: title };
}

/**
 * Runs GA4 in this tab (startAnalytics: consent first, the tag only with analytics allowed) and
 * counts a page view after each navigation has rendered (the new title in place). The tag's code
 * comes once the page runs (`analyticsTagSoon`); a page view is read when the page renders and
 * handed to it when it has come.
 */
export function useAnalytics(settings: AnalyticsSettings | null): void {
  const router = useRouter();
  const measurementId = settings?.measurementId;
  const scriptOrigin = settings?.scriptOrigin;
  useEffect(() => {
    const page = () => publicPageView(new URL(window.location.href), document.title);
    const tag = analyticsTagSoon();
    let stop: (() => void) | undefined;
    let stopped = false;
    tag.then(
      ({ startAnalytics }) => {
        if (!stopped)
          stop = startAnalytics(measurementId && scriptOrigin ? { measurementId, scriptOrigin } : null, page);
      },
      (error: unknown) => console.warn('analytics: the tag’s code did not load', error),
    );
    const unsubscribe = router.subscribe('onRendered', () => {
      const view = page();
      void tag.then(({ trackPageView }) => trackPageView(view)).catch(() => undefined);
    });
    return () => {
      stopped = true;
      unsubscribe();
      stop?.();
    };
  }, [router, measurementId, scriptOrigin]);
}
