import fp from 'fastify-plugin';
import type { Env } from '../../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated environment (see `config/env.ts`). */
    env: Env;
  }
}

export interface EnvPluginOptions {
  env: Env;
}

/** Makes the environment, validated once at start, available as `app.env`. */
export default fp<EnvPluginOptions>(
  async (app, { env }) => {
    app.decorate('env', env);
  },
  { name: 'env' },
);
