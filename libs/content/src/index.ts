export { Footer } from './components/Footer';
export { ContentPageTemplate } from './templates/ContentPageTemplate';
export { HomeTemplate, type HomeTemplateProps } from './templates/HomeTemplate';
export { appConfigQuery, homePageQuery, contentPageQuery } from './queries';
export { CONTENT_PAGE_SLUGS, type ContentPageSlug } from './constants';
