/**
 * @mealflow/sdk — the headless domain SDK. Framework-free: no React, no DOM except through ports.
 */
export * from './api';
export type * from './ports';
export * from './ports/memory';
export * from './create-mealflow';
export * from './domain';
export * from './routing';
export * from './machines';
