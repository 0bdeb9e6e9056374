export * from './generated/endpoints';
export * from './generated/model';
export { shopFetch, configureApiClient, ApiError, retryDelay, type ApiClientConfig } from './mutator';
export * from './constants';
