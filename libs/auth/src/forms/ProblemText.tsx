import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RuleLink, RuleMessage } from '../validation/messages';
import * as S from './Forms.styles';

/**
 * A rule's or the API's message in the page's language. A message with a `<link>` (e-mail already
 * registered: "Sign in") renders it as a button that switches the popup's scenario.
 */
export function ProblemText({ problem, onLink }: { problem: RuleMessage; onLink?: (link: RuleLink) => void }) {
  const { link } = problem;
  return (
    <FormattedMessage
      id={problem.id}
      values={{
        ...problem.values,
        link: (chunks: ReactNode[]) =>
          link && onLink ? (
            <S.LinkButton type="button" onClick={() => onLink(link)}>
              {chunks}
            </S.LinkButton>
          ) : (
            chunks
          ),
      }}
    />
  );
}
