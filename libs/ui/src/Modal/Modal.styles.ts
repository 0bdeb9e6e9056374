import styled, { css, keyframes } from 'styled-components';
import { media } from '../theme/media';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden.styles';

export type ModalPlacement = 'center' | 'left';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(0.75rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

export const ModalOverlay = styled.div<{ $placement: ModalPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          align-items: center;
          justify-content: center;
          padding: ${theme.space.lg};

          ${media.upTo('mobile')} {
            align-items: flex-end;
            padding: ${theme.space.xs};
          }
        `
      : css`
          align-items: stretch;
          justify-content: flex-start;
        `}
`;

export const ModalBackdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

export const ModalDialog = styled.div<{ $placement: ModalPlacement; $wide: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  /* The dialog takes focus only as a fallback; a ring around the whole panel would be noise. */
  &:focus {
    outline: none;
  }

  ${({ $placement, $wide, theme }) =>
    $placement === 'center'
      ? css`
          width: 100%;
          max-width: ${theme.sizes.modal};
          max-height: calc(100dvh - ${theme.space.xxl});
          border-radius: ${theme.radii.lg};
          animation: ${riseIn} ${theme.motion.slow} ${theme.motion.easing};
        `
      : css`
          width: min(${$wide ? theme.sizes.drawerWide : theme.sizes.drawer}, calc(100% - ${theme.space.xxl}));
          height: 100%;
          animation: ${slideIn} ${theme.motion.slow} ${theme.motion.easing};
        `}
`;

export const ModalHeader = styled.div<{ $titleShown: boolean }>`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: ${({ $titleShown }) => ($titleShown ? 'space-between' : 'flex-end')};
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.xs} ${theme.space.lg}`};
`;

export const ModalTitle = styled.h2<{ $visuallyHidden: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${({ $visuallyHidden }) => $visuallyHidden && visuallyHiddenStyles}
`;

export const ModalBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
`;
