import type { Migration } from 'kysely/migration';
import * as catalog from './0001_catalog';
import * as customers from './0002_customers';
import * as commerce from './0003_commerce';
import * as content from './0004_content';
import * as emailConfirmations from './0005_email_confirmations';
import * as checkout from './0006_checkout';
import * as sizeTranslations from './0007_size_translations';
import * as hardening from './0008_hardening';
import * as reviewPurchases from './0009_review_purchases';
import * as consentPurposesAndRedirects from './0010_consent_purposes_and_redirects';
import * as variantDimensions from './0011_variant_dimensions';
import * as catalogChanges from './0012_catalog_changes';
import type { MigrationContext, SqlDialect } from './helpers';

interface MigrationModule {
  up(ctx: MigrationContext): Promise<void>;
  down(ctx: MigrationContext): Promise<void>;
}

/**
 * Every migration, in order, listed by hand: the server is one bundled file, so the Migrator cannot
 * scan a folder. Add a new one at the end; never edit one that has shipped.
 */
const modules: Record<string, MigrationModule> = {
  '0001_catalog': catalog,
  '0002_customers': customers,
  '0003_commerce': commerce,
  '0004_content': content,
  '0005_email_confirmations': emailConfirmations,
  '0006_checkout': checkout,
  '0007_size_translations': sizeTranslations,
  '0008_hardening': hardening,
  '0009_review_purchases': reviewPurchases,
  '0010_consent_purposes_and_redirects': consentPurposesAndRedirects,
  '0011_variant_dimensions': variantDimensions,
  '0012_catalog_changes': catalogChanges,
};

export function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(modules).map(([name, module]) => [
      name,
      { up: (db) => module.up({ db, dialect }), down: (db) => module.down({ db, dialect }) } satisfies Migration,
    ]),
  );
}
