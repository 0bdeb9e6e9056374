import type { RuleMessage } from '@shop/auth';
import { FieldError } from '@shop/ui';
import { FormattedMessage } from 'react-intl';

/**
 * A rule's or the API's message, announced as it appears; `quiet` for one that is the section's
 * content from the start (nothing to announce).
 */
export function ProblemLine({ problem, quiet = false }: { problem: RuleMessage | null | undefined; quiet?: boolean }) {
  if (!problem) return null;
  return (
    <FieldError as="p" role={quiet ? undefined : 'alert'}>
      <FormattedMessage id={problem.id} values={problem.values} />
    </FieldError>
  );
}
