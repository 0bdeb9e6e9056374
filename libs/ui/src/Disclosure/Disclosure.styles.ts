import styled from 'styled-components';

export const DisclosureItem = styled.div`
  border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
`;

export const DisclosureHeading = styled.h3`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

export const DisclosureButton = styled.button`
  display: flex;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const DisclosureChevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.muted};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

export const DisclosurePanel = styled.div`
  padding: ${({ theme }) => `0 0 ${theme.space.md}`};
`;
