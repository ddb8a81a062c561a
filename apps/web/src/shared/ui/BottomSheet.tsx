import { SWIPE_CLOSE_PX } from '@mealflow/sdk/domain';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './BottomSheet.module.css';
import { ModalHead, useModal, type ModalProps } from './Modal';
import { MODAL_ROOT_ID } from './modal-root';

/** A downward swipe longer than 70 px closes a bottom sheet (personal-cabinet §2.6, §9). */
export const swipeCloses = (startY: number, endY: number): boolean => endY - startY > SWIPE_CLOSE_PX;

export type BottomSheetProps = ModalProps;

/**
 * A modal bottom sheet: a real `<dialog>` (focus kept inside, Escape closes), a visible close
 * button, and a downward swipe over 70 px on the sheet closes it. Rendered into the modal root.
 */
export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  const ref = useModal(open);
  const titleId = useId();
  const start = useRef<number | undefined>(undefined);
  const [offset, setOffset] = useState(0);

  const end = (y: number) => {
    const from = start.current;
    start.current = undefined;
    setOffset(0);
    if (from !== undefined && swipeCloses(from, y)) onClose();
  };

  const sheet = (
    <dialog
      ref={ref}
      className={styles['sheet']}
      aria-labelledby={titleId}
      data-offset={offset > 0 ? 'dragging' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes.
        if (event.target === event.currentTarget) onClose();
      }}
      onPointerDown={(event) => {
        start.current = event.clientY;
      }}
      onPointerMove={(event) => {
        if (start.current !== undefined) setOffset(Math.max(0, event.clientY - start.current));
      }}
      onPointerUp={(event) => end(event.clientY)}
      onPointerCancel={() => end(start.current ?? 0)}
    >
      <div className={styles['panel']} style={offset > 0 ? { transform: `translateY(${offset}px)` } : undefined}>
        <div className={styles['handle']} aria-hidden="true" />
        <ModalHead titleId={titleId} title={title} onClose={onClose} classes={styles} />
        {open ? children : null}
      </div>
    </dialog>
  );
  const root = typeof document === 'undefined' ? null : document.getElementById(MODAL_ROOT_ID);
  return root ? createPortal(sheet, root) : sheet;
}
