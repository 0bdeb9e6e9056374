import fp from 'fastify-plugin';

/** Forms are small (the test gateway's pay/decline post); anything larger is not a form of ours. */
export const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies into a plain object of strings (a repeated
 * field keeps its last value), for the HTML forms the API serves itself. JSON stays the API's
 * format everywhere else. A larger body is refused with 413 in the one error shape.
 */
export default fp(
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  },
  { name: 'form-body', dependencies: ['problem'] },
);
