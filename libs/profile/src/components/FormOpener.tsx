import type { RuleMessage } from '@shop/auth';
import type { MessageKey } from '@shop/i18n';
import { Button } from '@shop/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormOutcome } from './FormOutcome';
import * as S from './Profile.styles';

export interface FormOpenerProps {
  /** The button that opens the form. */
  label: MessageKey;
  /** The form; `finish(note)` closes it (with a success note, or none when cancelled). */
  children: (finish: (note?: RuleMessage) => void) => ReactNode;
}

/**
 * A form behind a button ("Change e-mail"): the button opens it in its place; finishing brings the
 * button back with the focus on it, so a keyboard user goes on where they were, and the note of
 * what was done under it.
 */
export function FormOpener({ label, children }: FormOpenerProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<RuleMessage | null>(null);
  const [finished, setFinished] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The button returns with the render that closes the form, and takes the focus then.
  useEffect(() => {
    if (finished) button.current?.focus();
  }, [finished]);
  const finish = (done?: RuleMessage) => {
    setNote(done ?? null);
    setOpen(false);
    setFinished(true);
  };
  return (
    <>
      {open ? (
        children(finish)
      ) : (
        <S.Actions>
          <Button
            ref={button}
            variant="secondary"
            onClick={() => {
              setNote(null);
              setFinished(false);
              setOpen(true);
            }}
          >
            <FormattedMessage id={label} />
          </Button>
        </S.Actions>
      )}
      <FormOutcome success={note} />
    </>
  );
}
