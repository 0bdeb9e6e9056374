import type { ReactNode } from 'react';
import * as S from './Forms.styles';

/** A form that checks itself (no browser bubbles) and hands Enter or its submit button to `onSubmit`. */
export function SubmitForm({
  onSubmit,
  children,
  className,
}: {
  onSubmit: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <S.Form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </S.Form>
  );
}
