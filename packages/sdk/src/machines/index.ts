export * from './login/login.machine';
export * from './login/login.connect';
export * from './session/session.machine';
export * from './session/session.connect';
