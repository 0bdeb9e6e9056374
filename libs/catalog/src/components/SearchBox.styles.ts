import styled from 'styled-components';
import { media } from '@shop/ui';

export const Search = styled.form`
  position: relative;
  flex: 1;
  min-width: 0;
  ${media.upTo('mobile')} {
    order: 5;
    flex-basis: 100%;
  }
`;

export const Input = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
`;

export const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  max-height: min(70vh, 560px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
