export * from './auth';
export * from './content';
export * from './mail';
export * from './api-keys';
