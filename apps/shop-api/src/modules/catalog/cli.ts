/**
 * `npm run catalog -- price <variant id or SKU> <amount>` and
 * `npm run catalog -- stock <variant id or SKU> <quantity>`: change a variant's list price or
 * stock from the command line (no back office yet), in the database the environment names
 * (DATABASE_URL, else the SQLite file in DATA_DIR), migrated first as `npm run seed` does. Each
 * write and its change-log entry commit together, so running shops show it within a poll.
 * Refused input exits 2 with the reason.
 */
import { parseArgs } from 'node:util';
import { runCli } from '../../config/run-cli';
import { withCommandDatabase } from '../../db/command-database';
import { setVariantPrice, setVariantStock, VariantWriteRefused } from './variant-writes';

const usage = [
  'usage: catalog price <variant id or SKU> <amount>     e.g. catalog price AS001-CORAL-XS 39.90',
  '       catalog stock <variant id or SKU> <quantity>   e.g. catalog stock 12 0',
].join('\n');

const major = (minor: number) => (minor / 100).toFixed(2);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command, variant, value, ...rest] = positionals;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if ((command !== 'price' && command !== 'stock') || variant === undefined || value === undefined || rest.length) {
    console.error(usage);
    return 2;
  }

  return withCommandDatabase(VariantWriteRefused, async (db) => {
    if (command === 'price') {
      const write = await setVariantPrice(db, variant, value);
      console.log(`variant ${write.id} (${write.sku}): price ${major(write.before)} → ${major(write.after)}`);
      if (write.discountDropped) console.log('its discount price was not below the new price and was dropped');
    } else {
      const write = await setVariantStock(db, variant, value);
      console.log(`variant ${write.id} (${write.sku}): stock ${write.before} → ${write.after}`);
    }
    return 0;
  });
}

runCli(main);
