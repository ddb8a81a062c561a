// The cabinet frame for screens of other features that live inside the cabinet.
export { CabinetLayout } from './CabinetLayout';
export type { CabinetLayoutProps } from './CabinetLayout';
