/** Text in Russian: at least one Cyrillic letter. */
export const CYRILLIC = /[А-Яа-яЁё]/;

/** What a Russian browser sends. */
export const RUSSIAN_BROWSER = { 'accept-language': 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7' };

/** A query value far longer than any parameter allows. */
export const HUGE_VALUE = 'x'.repeat(10_000);
