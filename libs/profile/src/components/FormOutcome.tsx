import { ProblemText, type RuleMessage } from '@shop/auth';
import * as S from './Profile.styles';

/**
 * What a profile form's last submit came to: a success note (polite) or a problem of the whole form
 * (an alert). Both live regions stay in the page, empty in between, so each is read out as it appears.
 */
export function FormOutcome({ success, problem }: { success?: RuleMessage | null; problem?: RuleMessage | null }) {
  return (
    <>
      <S.Outcome role="status">{success && !problem ? <ProblemText problem={success} /> : null}</S.Outcome>
      <S.Outcome role="alert" $problem>
        {problem ? <ProblemText problem={problem} /> : null}
      </S.Outcome>
    </>
  );
}
