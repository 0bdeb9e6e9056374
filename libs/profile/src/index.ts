export { ProfileLayout } from './templates/ProfileLayout';
export { PROFILE_SECTIONS } from './constants';
