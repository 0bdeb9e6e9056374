// The baseline of `npm run bench:catalog` and `npm run bench:cart`: the smallest Fastify server
// there is (no plugins, no logger), answering `GET /` with a small JSON object on 127.0.0.1:$PORT.
// The API's figures are read as ratios to this one's, measured on the same core in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
