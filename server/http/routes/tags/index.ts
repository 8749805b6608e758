import type { FastifyInstance } from 'fastify';
import tagsRoutes from './tags';
import projectTagsRoutes from './tender-tags';

export default async function tagRoutes(app: FastifyInstance) {
  await app.register(tagsRoutes);
  await app.register(projectTagsRoutes);
}
