import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@shop/api';
import { AppLink, useLocale } from '@shop/i18n';
import { Container, ErrorState, buttonStyles } from '@shop/ui';
import styled from 'styled-components';

const HomeLink = styled(AppLink)`
  ${buttonStyles}
`;

/** Any other failure of a page: the status with its translated text and a way back home. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const intl = useIntl();
  const { localize } = useLocale();
  const status = error instanceof ApiError ? error.status : 500;
  useEffect(() => {
    console.warn('Page failed to render', error);
  }, [error]);
  const known = [400, 401, 403, 404, 409, 422, 429, 500, 503].includes(status) ? status : 500;
  return (
    <Container>
      <ErrorState
        status={status}
        title={intl.formatMessage({ id: 'error.generic.title' })}
        description={intl.formatMessage({ id: `status_responses.${known}` })}
        action={
          <HomeLink href={localize('/')}>
            <FormattedMessage id="error.backHome" />
          </HomeLink>
        }
      />
    </Container>
  );
}
