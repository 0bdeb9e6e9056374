import { Notice as UiNotice } from '@shop/ui';
import styled from 'styled-components';

export const Step = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Back = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

export const Notice = styled(UiNotice)`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.modal};
  max-width: min(360px, calc(100vw - 2rem));
  overflow-wrap: anywhere;
`;
