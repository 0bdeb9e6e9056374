export * from './generated/endpoints';
export * from './generated/model';
export { shopFetch, configureApiClient, ApiError, ApiBodyError, retryDelay, type ApiClientConfig } from './mutator';
export * from './constants';
export { isApiPayload, markApiPayload } from './payload';
