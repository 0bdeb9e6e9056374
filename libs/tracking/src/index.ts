export * from './consent';
export * from './analytics';
