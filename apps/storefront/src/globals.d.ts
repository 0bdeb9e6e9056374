/** The version of the messages this build carries (vite.config.ts): it names their files (messages.ts). */
declare const __SHOP_MESSAGES_VERSION__: string;

/** This build's id (vite.build-id.ts), also served as /_build.json: a tab compares them after a deploy. */
declare const __SHOP_BUILD_ID__: string;

/** The client build's files of the parts loaded on demand, by name, for the server (vite.client-chunks.ts). */
declare module 'virtual:shop-client-chunks' {
  const files: Readonly<Record<string, readonly string[]>>;
  export default files;
}
