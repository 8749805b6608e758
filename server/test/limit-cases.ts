import { and, count, eq, like, sql, sum } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import {
  documentShares,
  mailOutbox,
  officialPublications,
  subscriptionInvitations,
  subscriptionMembers,
  users,
} from '../db/schema';
import { hashToken } from '../domain/accounts/secrets';
import { sessionOf } from './account-resources';
import { createSubscriptionRow } from './billing-factories';
import { createUser } from './factories';

/**
 * Every limit of the product as a case the parallel tests drive the same way: in one process
 * (both databases) and split between two web processes (PostgreSQL). Each case fires CALLS
 * requests at once and expects exactly its limit accepted and exactly that much in the database.
 */

export const CALLS = 40;

export interface LimitCall {
  method: 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  body: object;
  /** The client address the request comes from. */
  address: string;
}

export interface LimitAnswer {
  status: number;
  retryAfter: string | null;
  message: string;
}

export type Send = (call: LimitCall) => Promise<LimitAnswer>;

export interface LimitCase {
  name: string;
  /** Answers within the limit (their status) and past it. */
  accepted: { count: number; status: number };
  refused: { status: number; message: RegExp; retryAfter: boolean };
  /** What the database must hold afterwards, and a reader of it. */
  stored: number;
  prepare(db: Db, n: number): Promise<{ call(i: number): LimitCall; stored(): Promise<number> }>;
}

const password = 'clave-limite-1';
const mailsTo = async (db: Db, address: string, template: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.template, template)));
  return row!.n;
};

async function publication(db: Db, n: number) {
  const [row] = await db
    .insert(officialPublications)
    .values({
      identifier: `BOE-B-2026-${90_000 + n}`,
      title: 'Anuncio de licitación del servicio de limpieza',
      department: 'Ministerio de Hacienda',
      section: '5A',
      date: '2026-05-01',
      pdfUrl: 'https://www.boe.es/boe/dias/2026/05/01/pdfs/anuncio.pdf',
      htmlUrl: 'https://www.boe.es/diario_boe/txt.php?id=anuncio',
    })
    .returning();
  return row!;
}

function shareCase(plan: 'trial' | 'licensed', perShare: number, limit: number): LimitCase {
  return {
    name: `sharing a document (${plan}: ${limit} recipients an hour, ${perShare} a share)`,
    accepted: { count: limit / perShare, status: 202 },
    refused: { status: 429, message: /destinatarios por hora.*dentro de 60 minutos\.$/, retryAfter: true },
    stored: limit,
    async prepare(db, n) {
      const sender = await createUser(db);
      if (plan === 'licensed') await createSubscriptionRow(db, sender.id);
      const headers = await sessionOf(db, sender);
      const doc = await publication(db, n);
      return {
        call: (i) => ({
          method: 'POST',
          url: '/v1/sources/share',
          headers,
          body: {
            source: 'boe',
            id: doc.identifier,
            emails: Array.from({ length: perShare }, (_, k) => `destino-${n}-${i}-${k}@example.com`),
          },
          address: `10.90.${n}.1`,
        }),
        async stored() {
          const [shared] = await db
            .select({ n: sum(documentShares.recipients).mapWith(Number) })
            .from(documentShares)
            .where(eq(documentShares.userId, sender.id));
          const [mails] = await db
            .select({ n: count() })
            .from(mailOutbox)
            .where(like(mailOutbox.toAddress, `destino-${n}-%`));
          if (shared!.n !== mails!.n) throw new Error(`${shared!.n} recipients counted, ${mails!.n} mails`);
          return mails!.n;
        },
      };
    },
  };
}

/** An owner offers a licence to CALLS addresses at once: `seats` of the subscription, one the owner's. */
function offerCase(seats: number, accepted: number, refused: LimitCase['refused']): LimitCase {
  return {
    name:
      refused.status === 422
        ? `licences offered by an owner (seats: ${seats}, the owner holds one)`
        : `licence offers an owner sends an hour (${accepted})`,
    accepted: { count: accepted, status: 200 },
    refused,
    stored: accepted,
    async prepare(db, n) {
      const owner = await createUser(db);
      const subscription = await createSubscriptionRow(db, owner.id, { quantity: seats });
      const headers = await sessionOf(db, owner);
      return {
        call: (i) => ({
          method: 'POST',
          url: `/v1/subscriptions/${subscription.id}/user`,
          headers,
          body: { user_email: `plaza-${n}-${i}@example.com` },
          address: `10.98.${n}.1`,
        }),
        async stored() {
          const [row] = await db
            .select({ n: count() })
            .from(subscriptionInvitations)
            .where(eq(subscriptionInvitations.subscriptionId, subscription.id));
          return row!.n;
        },
      };
    },
  };
}

const signInRefused = { status: 429, message: /^Demasiados intentos de inicio de sesión/, retryAfter: true };
const mailRefused = { status: 429, message: /^Has hecho demasiadas solicitudes/, retryAfter: true };

export const LIMIT_CASES: LimitCase[] = [
  shareCase('trial', 1, 5),
  shareCase('licensed', 2, 50),
  {
    name: 'sign-in guesses per account (5 in 15 minutes; one lock-out e-mail)',
    accepted: { count: 5, status: 401 },
    refused: signInRefused,
    stored: 1,
    async prepare(db, n) {
      const user = await createUser(db, { password });
      return {
        call: (i) => ({
          method: 'POST',
          url: '/auth/sign_in',
          body: { email: user.email, password: `mal-${i}` },
          address: `10.91.${n}.${i}`,
        }),
        stored: () => mailsTo(db, user.email, 'lock_out'),
      };
    },
  },
  {
    name: 'sign-in guesses per client address (20 in 15 minutes)',
    accepted: { count: 20, status: 401 },
    refused: signInRefused,
    stored: 0,
    async prepare(_db, n) {
      return {
        call: (i) => ({
          method: 'POST',
          url: '/auth/sign_in',
          body: { email: `nadie-${n}-${i}@example.com`, password: 'mal' },
          address: `10.92.${n}.1`,
        }),
        stored: async () => 0,
      };
    },
  },
  {
    name: 'sign-ups per client address (10 an hour)',
    accepted: { count: 10, status: 200 },
    refused: mailRefused,
    stored: 10,
    async prepare(db, n) {
      return {
        call: (i) => ({
          method: 'POST',
          url: '/auth',
          body: {
            email: `alta-${n}-${i}@example.com`,
            name: 'Ana',
            password,
            password_confirmation: password,
          },
          address: `10.93.${n}.1`,
        }),
        async stored() {
          const [row] = await db
            .select({ n: count() })
            .from(users)
            .where(like(users.email, `alta-${n}-%`));
          return row!.n;
        },
      };
    },
  },
  {
    name: 'sign-up mails per e-mail address (3 an hour)',
    accepted: { count: 3, status: 200 },
    refused: mailRefused,
    stored: 3,
    async prepare(db, n) {
      const email = `repetida-${n}@example.com`;
      return {
        call: (i) => ({
          method: 'POST',
          url: '/auth',
          body: { email, name: 'Ana', password, password_confirmation: password },
          address: `10.94.${n}.${i}`,
        }),
        async stored() {
          const [row] = await db
            .select({ n: count() })
            .from(mailOutbox)
            .where(eq(mailOutbox.toAddress, email));
          return row!.n;
        },
      };
    },
  },
  {
    name: 'password-reset mails per e-mail address (3 an hour)',
    accepted: { count: 3, status: 200 },
    refused: mailRefused,
    stored: 3,
    async prepare(db, n) {
      const user = await createUser(db);
      return {
        call: (i) => ({
          method: 'POST',
          url: '/auth/password',
          body: { email: user.email },
          address: `10.95.${n}.${i}`,
        }),
        stored: () => mailsTo(db, user.email, 'reset_password'),
      };
    },
  },
  {
    name: 'password-reset requests per client address (10 an hour)',
    accepted: { count: 10, status: 200 },
    refused: mailRefused,
    stored: 10,
    async prepare(db, n) {
      const accounts = await Promise.all(Array.from({ length: CALLS }, () => createUser(db)));
      return {
        call: (i) => ({
          method: 'POST',
          url: '/auth/password',
          body: { email: accounts[i]!.email },
          address: `10.96.${n}.1`,
        }),
        async stored() {
          const [row] = await db
            .select({ n: count() })
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.template, 'reset_password'),
                sql`${mailOutbox.toAddress} in ${accounts.map((a) => a.email)}`,
              ),
            );
          return row!.n;
        },
      };
    },
  },
  {
    name: 'contact messages per client address (5 an hour)',
    accepted: { count: 5, status: 200 },
    refused: mailRefused,
    stored: 5,
    async prepare(db, n) {
      const from = `contacto-${n}@example.com`;
      return {
        call: () => ({
          method: 'POST',
          url: '/v1/contact',
          body: { name: 'Pedro', email: from, message: 'Hola' },
          address: `10.97.${n}.1`,
        }),
        async stored() {
          const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.replyTo, from));
          return row!.n;
        },
      };
    },
  },
  offerCase(3, 2, { status: 422, message: /licencias/, retryAfter: false }),
  offerCase(100, 20, {
    status: 429,
    message: /^Has ofrecido 20 licencias en la última hora/,
    retryAfter: true,
  }),
  {
    name: 'one active licence per person (40 offers accepted at once)',
    accepted: { count: 1, status: 200 },
    refused: {
      status: 409,
      message: /^Ya tienes una licencia de otra suscripción activa/,
      retryAfter: false,
    },
    stored: 1,
    async prepare(db, n) {
      const person = await createUser(db);
      const headers = await sessionOf(db, person);
      const tokens: string[] = [];
      for (let i = 0; i < CALLS; i++) {
        const owner = await createUser(db);
        const subscription = await createSubscriptionRow(db, owner.id, { quantity: 2 });
        tokens.push(`oferta-${n}-${i}-${person.id}`);
        await db.insert(subscriptionInvitations).values({
          subscriptionId: subscription.id,
          email: person.email,
          tokenHash: hashToken(tokens[i]!),
          expiresAt: new Date(Date.now() + 86_400_000),
        });
      }
      return {
        call: (i) => ({
          method: 'PUT',
          url: '/v1/subscriptions/invitation',
          headers,
          body: { token: tokens[i] },
          address: `10.99.${n}.1`,
        }),
        async stored() {
          const [row] = await db
            .select({ n: count() })
            .from(subscriptionMembers)
            .where(eq(subscriptionMembers.userId, person.id));
          return row!.n;
        },
      };
    },
  },
];

/** Fires the case's calls at once through `sendTo(i)` and checks the answers and the database. */
export async function expectLimitHolds(limit: LimitCase, n: number, db: Db, sendTo: (i: number) => Send) {
  const { call, stored } = await limit.prepare(db, n);
  const answers = await Promise.all(Array.from({ length: CALLS }, (_, i) => sendTo(i)(call(i))));
  const accepted = answers.filter((a) => a.status === limit.accepted.status);
  const refused = answers.filter((a) => a.status === limit.refused.status);
  expect(accepted.length, JSON.stringify(answers.filter((a) => a.status !== limit.refused.status))).toBe(
    limit.accepted.count,
  );
  expect(refused).toHaveLength(CALLS - limit.accepted.count);
  for (const answer of refused) {
    expect(answer.message).toMatch(limit.refused.message);
    if (limit.refused.retryAfter) expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
    else expect(answer.retryAfter).toBeNull();
  }
  expect(await stored()).toBe(limit.stored);
}
