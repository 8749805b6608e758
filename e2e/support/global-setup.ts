import type { TestProject } from 'vitest/node';
import { migratedDataDir, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server of this run answers, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Every e-mail the server sent, one .eml file each, as the SMTP receiver got it (support/mailbox.ts). */
    mailDir: string;
    /** The server's CONTACT_EMAIL. */
    contactEmail: string;
    /** An admin account created on the run's database before the server started. */
    admin: { email: string; password: string };
    /** The run's migrated data folder, with the CPV catalogue, which every server copies (support/server.ts). */
    migratedDataDir: string;
  }
}

/**
 * Starts, for the whole browser suite, the real server with the real PLACSP pages imported
 * (support/server.ts). A file that changes what the server holds beyond its own accounts
 * starts a server of its own instead, so the counts other files assert stay put.
 */
export default async function setup(project: TestProject) {
  const migrated = await migratedDataDir();
  const server = await startServer({ importRealPages: true }, migrated.dir);
  await migrated.addCatalogue();
  project.provide('migratedDataDir', migrated.dir);
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailDir', server.mailDir);
  project.provide('contactEmail', server.contactEmail);
  project.provide('admin', server.admin);
  return async () => {
    await server.stop();
    await migrated.remove();
  };
}
