import styled from 'styled-components';

export const Frame = styled.button<{ $state: 'normal' | 'loading' | 'zoomed' }>`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  overflow: hidden;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: ${({ $state }) => ($state === 'zoomed' ? 'zoom-out' : 'zoom-in')};
  /* While zoomed a finger pans the picture instead of scrolling the page. */
  touch-action: ${({ $state }) => ($state === 'zoomed' ? 'none' : 'auto')};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** The large picture, laid over the shown one and scaled about the pointer; hidden until loaded. */
export const Zoomed = styled.img<{ $visible: boolean; $scale: number }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  transform: scale(${({ $scale }) => $scale});
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  pointer-events: none;
`;

export const Loading = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: flex;
`;
