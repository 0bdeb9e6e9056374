export * from './locales';
export * from './paths';
export * from './detect';
export * from './cookies';
export * from './money';
export * from './redact';
export * from './countries';
export * from './consent';
