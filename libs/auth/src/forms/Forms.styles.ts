import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  /* It names the e-mail, which has no spaces: a long one breaks instead of widening the popup. */
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: center;
`;

/** A button that reads as a link: secondary actions and the links inside messages. */
export const LinkButton = styled.button`
  display: inline;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile / 2}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
