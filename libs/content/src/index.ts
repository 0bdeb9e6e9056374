export { Footer, type FooterProps } from './components/Footer';
export { DeferredFooter } from './components/DeferredFooter';
export { ContentPageTemplate } from './templates/ContentPageTemplate';
export { HomeTemplate, type HomeTemplateProps } from './templates/HomeTemplate';
export { appConfigQuery } from './queries';
export { homePageQuery } from './homeQuery';
export { contentPageQuery } from './contentPageQueries';
export { CONTENT_PAGE_SLUGS, isContentPageSlug, type ContentPageSlug } from './constants';
