/**
 * `npm run redirects -- add <from> <to> [--status 302] [--prefix] [--locale en|ru]`,
 * `npm run redirects -- list`, `npm run redirects -- remove <id|from>`: the server redirect rules,
 * in the database the environment names (DATABASE_URL, else the SQLite file in DATA_DIR), migrated
 * first as `npm run seed` does. A refused rule exits 2 with the reason.
 */
import { parseArgs } from 'node:util';
import { isLocale } from '@shop/locale';
import { runCli } from '../../config/run-cli';
import { withCommandDatabase } from '../../db/command-database';
import { addRedirectRule, redirectRules, RedirectRuleRefused, removeRedirectRule, type RedirectRule } from './service';

const usage = [
  'usage: redirects add <from> <to> [--status 301|302] [--prefix] [--locale en|ru]',
  '       redirects list',
  '       redirects remove <id|from>',
].join('\n');

const line = (rule: RedirectRule) =>
  [
    String(rule.id).padStart(4),
    rule.status,
    rule.match.padEnd(6),
    (rule.locale ?? 'en+ru').padEnd(5),
    `${rule.from_path} → ${rule.to_path}`,
  ].join('  ');

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: 'string', default: '301' },
      prefix: { type: 'boolean', default: false },
      locale: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const status = Number(values.status);
  if (status !== 301 && status !== 302) {
    console.error(`--status must be 301 or 302\n${usage}`);
    return 2;
  }
  if (values.locale !== undefined && !isLocale(values.locale)) {
    console.error(`--locale must be en or ru\n${usage}`);
    return 2;
  }
  const expected = { add: 2, list: 0, remove: 1 }[command];
  if (expected === undefined || args.length !== expected) {
    console.error(usage);
    return 2;
  }

  const locale = values.locale ?? null;
  return withCommandDatabase(RedirectRuleRefused, async (db, env) => {
    if (command === 'list') {
      const rules = await redirectRules(db);
      console.log(rules.length ? rules.map(line).join('\n') : 'no redirect rules');
    } else if (command === 'add') {
      const [from = '', to = ''] = args;
      const rule = await addRedirectRule(
        db,
        { from, to, status, match: values.prefix ? 'prefix' : 'exact', locale },
        env.REDIRECT_HOSTS,
      );
      console.log(`added ${line(rule).trim()}`);
    } else {
      const removed = await removeRedirectRule(db, args[0] ?? '');
      if (!removed) {
        console.error(`no redirect rule ${args[0]}`);
        return 1;
      }
      console.log(`removed ${line(removed).trim()}`);
    }
    return 0;
  });
}

runCli(main);
