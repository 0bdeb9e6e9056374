import { createFileRoute } from '@tanstack/react-router';

const PROVIDERS: readonly string[] = ['google', 'facebook'];

/**
 * `/social-callback/{provider}`: where Google or Facebook send the sign-in window back. No page is
 * rendered: the server answers 302 to the API's callback with the same query (code, state or the
 * provider's error), and that page reports to the window that opened it.
 */
export const Route = createFileRoute('/social-callback/$provider')({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        if (!PROVIDERS.includes(params.provider))
          return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
        const { search } = new URL(request.url);
        return new Response(null, {
          status: 302,
          headers: { Location: `/api/auth/social/${params.provider}/callback${search}`, 'Cache-Control': 'no-store' },
        });
      },
    },
  },
});
