import { useId } from 'react';
import styles from './Dialog.module.css';
import { ModalHead, useModal, type ModalProps } from './Modal';

export type DialogProps = ModalProps;

/**
 * A modal window: a real `<dialog>` opened with `showModal()` (focus stays inside, the page behind
 * is inert), Escape and the 'Закрыть' button close it. Its content renders only while open.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={styles['dialog']}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className={styles['body']}>
          <ModalHead titleId={titleId} title={title} onClose={onClose} classes={styles} />
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
