/** The id of the app's modal root (personal-cabinet §2.4): bottom sheets and dialogs render into it. */
export const MODAL_ROOT_ID = 'mf-modal-root';
