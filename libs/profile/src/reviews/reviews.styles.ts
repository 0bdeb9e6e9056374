import styled from 'styled-components';

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A product or a review: its picture (when shown) beside what it says. */
export const Item = styled.article`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  img {
    display: block;
    width: 80px;
    height: 80px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h4 {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A review of the customer's: no picture, the whole width. */
export const ReviewItem = styled(Item)`
  grid-template-columns: minmax(0, 1fr);
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Status = styled.span<{ $status: 'published' | 'pending' | 'rejected' }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $status }) =>
    $status === 'published' ? theme.colors.success : $status === 'rejected' ? theme.colors.danger : theme.colors.muted};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Counter = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : 'inherit')};
  font-variant-numeric: tabular-nums;
`;

export const FormProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What was just saved or deleted, read out once. */
export const Notice = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  &:empty {
    display: none;
  }
`;
