import { ApiError, checkPromoCode } from '@shop/api';
import { useSession } from '@shop/auth';
import { isOwnPath, useLocale } from '@shop/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { storePromoCode, useStoredPromoCode } from './promoStore';
import { rememberPromoCode } from './serverCart';
import { useCart } from './useCart';

/** The message keys a failed check may answer (besides the API's `promocode.*` reasons). */
export type PromoCodeProblem = `promocode.${string}`;

function problemOf(error: unknown): PromoCodeProblem {
  if (error instanceof ApiError) {
    const reason = error.problem?.errors?.['code']?.[0];
    if (error.status === 404 && typeof reason === 'string' && reason.startsWith('promocode.'))
      return reason as PromoCodeProblem;
    if (error.status === 404) return 'promocode.unknown';
    if (error.status === 429) return 'promocode.too_many';
    if (error.status === 400) return 'promocode.invalid';
  }
  return 'promocode.failed';
}

/**
 * The promo code: `apply` checks a typed code with the API and keeps a good one (a guest's in the
 * `promocode.active` cookie, a signed-in customer's in their server cart, so every device prices
 * with it) and follows its redirect when it is a path of this shop; `remove` drops it. A failed
 * check answers a message key and keeps whatever code was active.
 */
export function usePromoCode() {
  const { promocode: code } = useCart();
  const { user } = useSession();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const keep = async (next: string | null) => {
    if (user) await rememberPromoCode(queryClient, locale, user.id, next);
    else storePromoCode(next);
  };
  const apply = async (typed: string): Promise<PromoCodeProblem | null> => {
    setChecking(true);
    try {
      const result = await checkPromoCode({ code: typed.trim(), url: window.location.pathname });
      await keep(result.promocode.code);
      if (isOwnPath(result.redirect) && result.redirect !== window.location.pathname)
        void navigate({ href: result.redirect });
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) console.warn('promo code: the check failed', error);
      return problemOf(error);
    } finally {
      setChecking(false);
    }
  };
  const remove = () => {
    keep(null).catch((error: unknown) => console.warn('promo code: it could not be removed', error));
  };
  return { code, checking, apply, remove };
}

let checkedThisPage = false;

/** A stored code is checked once per page load; one that is no longer valid is removed. */
export function useStoredPromoCodeCheck(): void {
  const code = useStoredPromoCode();
  useEffect(() => {
    if (!code || checkedThisPage) return;
    checkedThisPage = true;
    checkPromoCode({ code }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) storePromoCode(null);
      else console.warn('promo code: the stored code could not be checked', error);
    });
  }, [code]);
}
