import path from 'node:path';

/**
 * Test material that lives beside the checkout (../shared: real PLACSP pages, CPV list, BOE
 * files), never copied into the repo. SHARED_DIR overrides where it is.
 */
export function sharedPath(...parts: string[]): string {
  return path.resolve(process.env.SHARED_DIR ?? path.join(process.cwd(), '..', 'shared'), ...parts);
}
