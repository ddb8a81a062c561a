/**
 * The runtime chunk's root (route-modules.json, vite.config.ts's 'app' group, main.tsx's dynamic
 * import): the runtime itself (`shared/runtime/runtime.ts`, which screens and hooks read without
 * importing app/) and the browser wiring of this app's ports.
 */
export { appActorSteps, createAppCore, createAppRuntime, startSession } from '../shared/runtime/runtime';
export type { AppCore, AppRuntime, AppRuntimeOptions, Inspect } from '../shared/runtime/runtime';
export { loadBrowserWiring } from './browser-wiring';
