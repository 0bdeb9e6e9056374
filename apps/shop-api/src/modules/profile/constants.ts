/** "Download my data": at most this many exports per customer a minute (each reads everything they have). */
export const EXPORT_LIMIT = { max: 10, timeWindow: 60_000 } as const;

/** The export's file name, as the browser saves it. */
export const EXPORT_FILE_NAME = 'my-data.json';
