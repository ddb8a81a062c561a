import { useEffect, useRef, type ReactNode } from 'react';

/** A modal window's props: the dialog and the bottom sheet take the same. */
export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The `<dialog>` element's ref, opened with `showModal()` (focus kept inside, the page behind inert) while `open`. */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/** A modal's heading (the dialog's accessible name, by `titleId`) and its visible 'Закрыть' button. */
export function ModalHead({
  titleId,
  title,
  onClose,
  classes,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  classes: Readonly<Record<string, string>>;
}) {
  return (
    <div className={classes['head']}>
      <h2 id={titleId} className={classes['title']}>
        {title}
      </h2>
      <button type="button" className={classes['close']} aria-label="Закрыть" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
