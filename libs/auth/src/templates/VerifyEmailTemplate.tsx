import { ApiError, getVerifyEmailQueryOptions } from '@shop/api';
import { useLocale } from '@shop/i18n';
import { Container, Spinner } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { logUnexpected } from '../problems';
import type { VerifyEmailSearch } from './verifyEmailSearch';
import * as S from './ResetPasswordTemplate.styles';

export interface VerifyEmailTemplateProps extends VerifyEmailSearch {
  id: string;
  hash: string;
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * The page of a mailed verification link: it posts the link's parts to the API once, then says
 * whether the e-mail is confirmed. Opening it again is harmless (the API answers 200 again).
 */
export function VerifyEmailTemplate({ id, hash, expires, signature }: VerifyEmailTemplateProps) {
  const intl = useIntl();
  const { localize } = useLocale();
  const customerId = Number(id);
  const wellFormed =
    Number.isInteger(customerId) &&
    customerId > 0 &&
    HASH.test(hash) &&
    expires !== undefined &&
    signature !== undefined;
  // Verifying is idempotent (a second call answers 200 again), so a query fits: it runs once per
  // link, on the client only (the loader does not prefetch it), and is never retried.
  const verify = useQuery(
    getVerifyEmailQueryOptions(
      customerId,
      hash,
      { expires: expires ?? 0, signature: signature ?? '' },
      { query: { enabled: wellFormed, retry: false, staleTime: Infinity } },
    ),
  );
  // 403 and 404: a wrong or stale link, which the page says; anything else is an error.
  const staleLink = verify.error instanceof ApiError && [403, 404].includes(verify.error.status);
  if (verify.isError && !staleLink) logUnexpected('verifying an e-mail', verify.error);

  let body;
  if (wellFormed && verify.isPending) body = <Spinner label={intl.formatMessage({ id: 'auth.verifyPage.checking' })} />;
  else if (verify.data?.verified) {
    body = (
      <p role="status">
        <FormattedMessage id="auth.verifyPage.done" />
      </p>
    );
  } else {
    body = (
      <p role="alert">
        <FormattedMessage id="auth.verifyPage.invalid" />
      </p>
    );
  }

  return (
    <Container>
      <S.Page>
        <h1>
          <FormattedMessage id="auth.verifyPage.title" />
        </h1>
        {body}
        <p>
          <Link to={localize('/')}>
            <FormattedMessage id="auth.verifyPage.toShop" />
          </Link>
        </p>
      </S.Page>
    </Container>
  );
}
