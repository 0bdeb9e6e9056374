import { getSizeDetailsById } from '@shop/api';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@shop/i18n';
import { Modal, Spinner } from '@shop/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

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
`;

/** The size table of a product, asked for when the guide opens. */
function SizeTable({ productId }: { productId: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data, isError, isPending } = useQuery({
    queryKey: ['size-details-by-id', productId, locale],
    queryFn: ({ signal }) => getSizeDetailsById({ product_id: productId }, { lang: locale }, { signal }),
    staleTime: 10 * 60_000,
  });
  if (isPending) return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
  if (isError) return <p role="alert">{intl.formatMessage({ id: 'product.sizeGuideFailed' })}</p>;
  return (
    // In the tab order, as tables in server HTML are: on a phone the dialog scrolls around this
    // table, and with no other control inside a keyboard could not reach the scrolling part.
    <Table tabIndex={0}>
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
  );
}

/** The size guide's dialog, open while mounted: the product's size table, asked for as it opens. */
export default function SizeGuideDialog({ productId, onClose }: { productId: number; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal open onClose={onClose} title={intl.formatMessage({ id: 'product.sizeGuide' })} showTitle closeLabel={intl.formatMessage({ id: 'product.sizeGuideClose' })}>
      <SizeTable productId={productId} />
    </Modal>
  );
}
