import { Button, ErrorState } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';

export interface OrdersFailedProps {
  onRetry: () => void;
  retrying: boolean;
}

/** The order history's failed read, with a way to try again. */
export function OrdersFailed({ onRetry, retrying }: OrdersFailedProps) {
  const intl = useIntl();
  return (
    <ErrorState
      title={intl.formatMessage({ id: 'profileOrders.failed' })}
      description={intl.formatMessage({ id: 'status_responses.500' })}
      action={
        <Button onClick={onRetry} disabled={retrying}>
          <FormattedMessage id="profileOrders.retry" />
        </Button>
      }
    />
  );
}
