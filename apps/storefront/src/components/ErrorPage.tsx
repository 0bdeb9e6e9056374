import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, statusMessage } from '@shop/api';
import { AppLink, useLocale } from '@shop/i18n';
import { Container, ErrorState, buttonStyles, reloadForMissingChunk } from '@shop/ui';
import styled from 'styled-components';
import { isChunkLoadError } from '../chunk-error';

const HomeLink = styled(AppLink)`
  ${buttonStyles}
`;

/** Any other failure of a page: the status with its translated text and a way back home. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const intl = useIntl();
  const { localize } = useLocale();
  const status = error instanceof ApiError ? error.status : 500;
  useEffect(() => {
    // A page whose code is gone with an old build loads again, from the new one.
    if (isChunkLoadError(error) && reloadForMissingChunk()) return;
    console.warn('Page failed to render', error);
  }, [error]);
  return (
    <Container>
      <ErrorState
        status={status}
        title={intl.formatMessage({ id: 'error.generic.title' })}
        description={intl.formatMessage(statusMessage(status))}
        action={
          <HomeLink href={localize('/')}>
            <FormattedMessage id="error.backHome" />
          </HomeLink>
        }
      />
    </Container>
  );
}
