import type { FastifyInstance } from 'fastify';
import invitationRoutes from './invitation';
import passwordRoutes from './password';
import registrationRoutes from './registration';
import sessionRoutes from './session';

export default async function authRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(invitationRoutes);
}
