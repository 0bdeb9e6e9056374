import { getGetSizeDetailsByIdQueryOptions } from '@shop/api';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@shop/i18n';
import { media, Modal, Spinner } from '@shop/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

/**
 * The table's own horizontal scroll, for a table wider than a phone (the Russian headings): a
 * shadow on the side with more to see says it scrolls (the white covers, drawn with the content,
 * hide each shadow at its end).
 */
const Scroll = styled.div`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.background} 30%, transparent) left / 2rem 100% no-repeat
      local,
    linear-gradient(to left, ${({ theme }) => theme.colors.background} 30%, transparent) right / 2rem 100% no-repeat
      local,
    radial-gradient(farthest-side at 0 50%, rgba(11, 34, 51, 0.2), transparent) left / 0.75rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(11, 34, 51, 0.2), transparent) right / 0.75rem 100% no-repeat scroll;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  ${media.upTo('mobile')} {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xxs}`};
    }
  }
`;

/** The size table of a product, asked for when the guide opens. */
function SizeTable({ productId }: { productId: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data, isError, isPending } = useQuery(
    getGetSizeDetailsByIdQueryOptions(
      { product_id: productId },
      { lang: locale },
      { query: { staleTime: 10 * 60_000 } },
    ),
  );
  if (isPending) return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
  if (isError) return <p role="alert">{intl.formatMessage({ id: 'product.sizeGuideFailed' })}</p>;
  return (
    // In the tab order: on a phone the table may scroll sideways, and with no other control inside
    // a keyboard could not reach the scrolling part.
    <Scroll tabIndex={0} role="region" aria-label={data.title}>
      <Table>
        <caption>{data.title}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'catalog.size' })}</th>
            {data.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              {row.values.map((value, index) => (
                <td key={`${row.size}-${index}`}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** The size guide's dialog, open while mounted: the product's size table, asked for as it opens. */
export default function SizeGuideDialog({ productId, onClose }: { productId: number; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'product.sizeGuide' })}
      showTitle
      closeLabel={intl.formatMessage({ id: 'product.sizeGuideClose' })}
    >
      <SizeTable productId={productId} />
    </Modal>
  );
}
