import type { ContentPage } from '@shop/api';
import { Container, Prose } from '@shop/ui';
import * as S from './ContentPageTemplate.styles';

/** A content page: the H1 from page.seo and the server's sanitised HTML. */
export function ContentPageTemplate({ page }: { page: ContentPage }) {
  return (
    <Container as="article">
      <S.Title>{page.page.seo.h1}</S.Title>
      {/* The API sanitises this HTML with an allowlist before it leaves the server. */}
      <Prose html={page.html} />
    </Container>
  );
}
