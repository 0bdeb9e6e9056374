export { Prose, type ProseProps } from './Prose';
export { PlainProse, type PlainProseProps } from './PlainProse';
export { plainParagraphs, plainText } from './plainParagraphs';
