import { SubmitForm } from '@shop/auth';
import styled from 'styled-components';

export const Section = styled.section<{ $danger?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borderWidths.hairline} solid
    ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A profile form: `@shop/auth`'s (it checks itself and submits on Enter), kept to a readable width. */
export const Form = styled(SubmitForm)`
  max-width: 36rem;
`;

/** Two fields side by side, one above the other on a narrow screen. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile / 2}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A form's outcome, read out as it appears; nothing shows while it is empty. */
export const Outcome = styled.p<{ $problem?: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.success)};

  &:empty {
    display: none;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const ListItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  h1 {
    margin: 0;
  }
`;
