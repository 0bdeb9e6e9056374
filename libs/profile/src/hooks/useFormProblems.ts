import { logUnexpected } from '@shop/auth';
import { useCallback, useState } from 'react';
import { formProblems, NO_PROBLEMS, type FormProblems } from '../problems';

/**
 * The problems a profile form shows: set from a failed call (`fail`), cleared on the next submit
 * (`reset`), and one field's dropped as soon as it is typed in again (`clear`).
 */
export function useFormProblems<Field extends string>(fields: readonly Field[], what: string) {
  const [problems, setProblems] = useState<FormProblems<Field>>(NO_PROBLEMS);
  const reset = useCallback(() => setProblems(NO_PROBLEMS), []);
  const fail = useCallback(
    (error: unknown) => {
      logUnexpected(what, error);
      setProblems(formProblems(error, fields));
    },
    [fields, what],
  );
  const clear = (field: Field) => () =>
    setProblems((current) =>
      current.fields[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current,
    );
  return { problems, setProblems, reset, fail, clear };
}
