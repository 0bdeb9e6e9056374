export { Modal, type ModalProps } from './Modal';
export type { ModalPlacement } from './Modal.styles';
