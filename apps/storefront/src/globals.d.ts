/** The version of the messages this build carries (vite.config.ts): it names their files (messages.ts). */
declare const __SHOP_MESSAGES_VERSION__: string;
