export { Notice, type NoticeProps } from './Notice';
