import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

const SCHEMAS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ocds-schemas');

/** The settings OCDS tests publish with. */
export const OCDS_TEST_SETTINGS = { prefix: 'ocds-abc123-', publicUrl: 'http://licitaciones.test' };

/**
 * The official OCDS 1.1.5 schemas (draft-04, copied unchanged into ocds-schemas/), each under its
 * own id so their $refs resolve offline.
 */
export function officialValidators() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const file of readdirSync(SCHEMAS))
    ajv.addSchema(JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')));
  const schema = (name: string) =>
    ajv.getSchema(`https://standard.open-contracting.org/schema/1__1__5/${name}`)!;
  return {
    releasePackage: schema('release-package-schema.json'),
    recordPackage: schema('record-package-schema.json'),
  };
}
