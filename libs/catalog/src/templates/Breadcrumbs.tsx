import type { Breadcrumb } from '@shop/api';
import { AppLink } from '@shop/i18n';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space.xxs};
  }
  a {
    color: inherit;
  }
`;

/** Home › category › … as a list of links; the last one is the current page. */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumbs' })}>
      <List>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <AppLink href={item.url}>{item.name}</AppLink>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
