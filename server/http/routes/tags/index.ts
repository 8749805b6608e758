import type { FastifyInstance } from 'fastify';
import projectTagsRoutes from './project-tags';
import tagsRoutes from './tags';

export default async function tagRoutes(app: FastifyInstance) {
  await app.register(tagsRoutes);
  await app.register(projectTagsRoutes);
}
