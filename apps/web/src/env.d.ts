/// <reference types="vite/client" />

/** True in `vite dev`, Storybook and builds made with MEALFLOW_DEV_TOOLS=1 (inspector, dev clock). */
declare const __MEALFLOW_DEV__: boolean;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

interface Window {
  /** The query a `?t=` token link came with, left by the page's inline script (app/link-address.ts). */
  __mealflowLinkSearch?: string;
}
