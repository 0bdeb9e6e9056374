import { useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink, useLocale } from '@shop/i18n';
import { Container, ErrorState, buttonStyles } from '@shop/ui';
import styled from 'styled-components';
import { useHydratedMark } from '../hydration';

const HomeLink = styled(AppLink)`
  ${buttonStyles}
`;

/** The 404 page: status, 'Page not found: {path}', a description and the way back home. */
export function NotFoundPage() {
  useHydratedMark();
  const intl = useIntl();
  const { localize } = useLocale();
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Container>
      <title>{intl.formatMessage({ id: 'error.notFound.title' }, { path })}</title>
      <meta name="robots" content="noindex" />
      <ErrorState
        status={404}
        title={intl.formatMessage({ id: 'error.notFound.title' }, { path })}
        description={intl.formatMessage({ id: 'error.notFound.description' })}
        action={
          <HomeLink href={localize('/')}>
            <FormattedMessage id="error.backHome" />
          </HomeLink>
        }
      />
    </Container>
  );
}
