import { useId, type ReactNode } from 'react';
import * as S from './Profile.styles';

export interface ProfileSectionProps {
  /** The section's heading, already translated; it also names the region. */
  title: string;
  /** A danger zone (deleting the account) is framed in the danger colour. */
  danger?: boolean;
  children: ReactNode;
}

/** One part of the profile page: a titled region, so a screen reader can jump between them. */
export function ProfileSection({ title, danger = false, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <S.Section aria-labelledby={titleId} $danger={danger}>
      <S.SectionTitle id={titleId}>{title}</S.SectionTitle>
      {children}
    </S.Section>
  );
}
