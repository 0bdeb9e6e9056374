import type { AdSource } from './adSource';
import { cjSource } from './cj';
import { utmLastClickSource } from './utmLastClick';

export { chooseAdSource, rememberAdSource, runAdSource, type AdSource, type AdSourceContext } from './adSource';
export { cjSource, cjConversionUrl, type CjDependencies } from './cj';
export { utmLastClickSource } from './utmLastClick';

/** The shop's advertising sources, in the order that breaks a tie between saved ones. */
export const AD_SOURCES: readonly AdSource[] = [cjSource(), utmLastClickSource()];
